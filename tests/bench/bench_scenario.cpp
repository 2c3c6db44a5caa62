// Benchmarks of the scenario layer: loading one of the larger files of the suite and replaying it.
#include "scenario/loader.hpp"
#include "scenario/runner.hpp"

#include "suite_game.hpp"

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>
#include <variant>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

using bench::kGameFile;
using bench::kGameId;
using bench::loadGame;

void BM_ScenarioLoad(benchmark::State& state) {
    for (auto _ : state) {
        LoadResult loaded = loadScenarioFile(kGameFile, kGameId);
        benchmark::DoNotOptimize(loaded.index());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ScenarioLoad);

// One replay per edition the file names, as `carcassonne-oracle run` does.
void BM_ScenarioReplay(benchmark::State& state) {
    const Scenario scenario = loadGame();
    for (auto _ : state) {
        for (Edition e : scenario.editions) {
            ScenarioRun run = runScenario(scenario, e);
            if (run.outcome != Outcome::Pass) {
                state.SkipWithError("the scenario does not pass");
                return;
            }
            benchmark::DoNotOptimize(run.findings.data());
        }
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["editions"] = static_cast<double>(scenario.editions.size());
}
BENCHMARK(BM_ScenarioReplay);

} // namespace
