// Benchmarks of the scenario layer: loading one of the larger files of the suite and replaying it.
#include "scenario/loader.hpp"
#include "scenario/runner.hpp"

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>
#include <variant>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

const std::string kFile = ORACLE_SCENARIOS_DIR "/mage-witch/final/complete-three-player-game.yaml";
const std::string kId = "mage-witch/final/complete-three-player-game";

Scenario load() {
    LoadResult loaded = loadScenarioFile(kFile, kId);
    if (auto* e = std::get_if<formats::InputError>(&loaded))
        throw std::runtime_error(e->toString());
    return std::get<Scenario>(std::move(loaded));
}

void BM_ScenarioLoad(benchmark::State& state) {
    for (auto _ : state) {
        LoadResult loaded = loadScenarioFile(kFile, kId);
        benchmark::DoNotOptimize(loaded.index());
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ScenarioLoad);

// One replay per edition the file names, as `carcassonne-oracle run` does.
void BM_ScenarioReplay(benchmark::State& state) {
    const Scenario scenario = load();
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
