// The driver's side of the engine protocol: the oracle's CPU per request and reply (building the
// request, reading and checking the reply, comparing it with the model), measured on this process
// alone while `carcassonne-oracle serve` answers in a process of its own. Issue #15's target:
// at most 20 us per round trip.
#include "protocol/driver.hpp"

#include "scenario/loader.hpp"

#include "suite_game.hpp"

#include <benchmark/benchmark.h>

#include <csignal>
#include <stdexcept>
#include <string>
#include <variant>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

using bench::loadGame;

struct Requests {
    std::size_t lines = 0; // round trips: the lines sent
    // The requests as a session without play-then sends them: each line, and each query carried
    // in a play's "then" (1.1), which is otherwise a request of its own. The per-round-trip
    // target is held against these, so that it means the same with and without the feature.
    std::size_t asWithoutThen = 0;
};

Requests requestsIn(const protocol::Transcript& transcript) {
    Requests n;
    for (const std::string& line : transcript.lines()) {
        if (line.rfind("> ", 0) != 0) continue;
        ++n.lines;
        ++n.asWithoutThen;
        const std::size_t then = line.find("\"then\":");
        for (std::size_t at = line.find("\"what\":", then);
             then != std::string::npos && at != std::string::npos;
             at = line.find("\"what\":", at + 1))
            ++n.asWithoutThen;
    }
    return n;
}

// One run of the game per iteration on one engine session (new-game each time), as `drive` does.
// Process CPU time is this process's only: items/s is round trips per CPU second of the driver,
// counted as without play-then (Requests); lines_per_run is the round trips actually made.
void BM_DriverRoundTrip(benchmark::State& state) {
    std::signal(SIGPIPE, SIG_IGN);
    const Scenario scenario = loadGame();
    const Edition edition = scenario.editions.front();
    protocol::EngineLink engine({ORACLE_BINARY " serve", std::chrono::milliseconds(5000), false});
    const protocol::DriveOptions options; // what is compared: the default, as `drive`'s
    std::size_t roundTrips = 0;           // as without play-then (Requests)
    std::size_t lines = 0;
    for (auto _ : state) {
        const protocol::DriveResult r = protocol::driveScenario(engine, options, scenario, edition);
        if (r.run.outcome != Outcome::Pass) {
            state.SkipWithError("the game does not pass against serve");
            return;
        }
        const Requests n = requestsIn(r.transcript);
        roundTrips += n.asWithoutThen;
        lines += n.lines;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(roundTrips));
    state.counters["round_trips_per_run"] =
        static_cast<double>(roundTrips) / static_cast<double>(state.iterations());
    state.counters["lines_per_run"] =
        static_cast<double>(lines) / static_cast<double>(state.iterations());
    state.counters["driver_cpu_us_per_round_trip"] =
        benchmark::Counter(static_cast<double>(roundTrips) / 1e6,
                           benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_DriverRoundTrip)->MeasureProcessCPUTime()->Unit(benchmark::kMillisecond);

} // namespace
