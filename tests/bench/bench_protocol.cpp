// The driver's side of the engine protocol: the oracle's CPU per request and reply (building the
// request, reading and checking the reply, comparing it with the model), measured on this process
// alone while `carcassonne-oracle serve` answers in a process of its own. Issue #15's target:
// at most 20 us per round trip.
#include "protocol/driver.hpp"

#include "scenario/loader.hpp"

#include <benchmark/benchmark.h>

#include <csignal>
#include <stdexcept>
#include <string>
#include <variant>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

// A complete three-player game of the suite (every expectation kind, 70-odd actions).
const std::string kFile = ORACLE_SCENARIOS_DIR "/mage-witch/final/complete-three-player-game.yaml";
const std::string kId = "mage-witch/final/complete-three-player-game";

Scenario load() {
    LoadResult loaded = loadScenarioFile(kFile, kId);
    if (auto* e = std::get_if<formats::InputError>(&loaded))
        throw std::runtime_error(e->toString());
    return std::get<Scenario>(std::move(loaded));
}

std::size_t requestsIn(const protocol::Transcript& transcript) {
    std::size_t n = 0;
    for (const std::string& line : transcript.lines())
        n += line.rfind("> ", 0) == 0 ? 1 : 0;
    return n;
}

// One run of the game per iteration on one engine session (new-game each time), as `drive` does.
// Process CPU time is this process's only: items/s is round trips per CPU second of the driver.
void BM_DriverRoundTrip(benchmark::State& state) {
    std::signal(SIGPIPE, SIG_IGN);
    const Scenario scenario = load();
    const Edition edition = scenario.editions.front();
    protocol::EngineLink engine({ORACLE_BINARY " serve", std::chrono::milliseconds(5000), false});
    const protocol::DriveOptions options; // what is compared: the default, as `drive`'s
    std::size_t roundTrips = 0;
    for (auto _ : state) {
        const protocol::DriveResult r = protocol::driveScenario(engine, options, scenario, edition);
        if (r.run.outcome != Outcome::Pass) {
            state.SkipWithError("the game does not pass against serve");
            return;
        }
        roundTrips += requestsIn(r.transcript);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(roundTrips));
    state.counters["round_trips_per_run"] =
        static_cast<double>(roundTrips) / static_cast<double>(state.iterations());
    state.counters["driver_cpu_us_per_round_trip"] =
        benchmark::Counter(static_cast<double>(roundTrips) / 1e6,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_DriverRoundTrip)->MeasureProcessCPUTime()->Unit(benchmark::kMillisecond);

} // namespace
