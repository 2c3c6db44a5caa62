// The command line at scale (issue #15's speed targets), each case spawning carcassonne-oracle and
// timed on the wall clock (UseRealTime): fuzz against serve in games/s, drive of the whole suite
// against an engine that sleeps 0.5 s when it starts, check-log over 1,000 game logs in logs/s.
// Not part of the test suite (minutes of work): run from a release build, see
// docs/performance.md.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <string>

namespace {

namespace fs = std::filesystem;

const std::string kOracle = ORACLE_BINARY;
const std::string kScenarios = ORACLE_SCENARIOS_DIR;

bool run(const std::string& command) {
    return std::system((command + " >/dev/null 2>&1").c_str()) == 0;
}

// fuzz --games N --jobs J against serve: games per second.
void BM_FuzzServe(benchmark::State& state) {
    const auto games = state.range(0);
    const auto jobs = state.range(1);
    for (auto _ : state)
        if (!run(kOracle + " fuzz --engine '" + kOracle + " serve' --seed 1 --games " +
                 std::to_string(games) + " --jobs " + std::to_string(jobs))) {
            state.SkipWithError("fuzz failed");
            return;
        }
    state.SetItemsProcessed(state.iterations() * games);
}
BENCHMARK(BM_FuzzServe)
    ->Args({200, 1})
    ->Args({200, 2})
    ->UseRealTime()
    ->Unit(benchmark::kSecond)
    ->Iterations(3);

// drive of the whole suite against an engine that takes 0.5 s to start (as a JVM or Python one
// does): seconds per suite; target under 20.
void BM_DriveSlowEngine(benchmark::State& state) {
    const auto jobs = state.range(0);
    for (auto _ : state)
        if (!run(kOracle + " drive --jobs " + std::to_string(jobs) +
                 " --engine \"sh -c 'sleep 0.5; exec " + kOracle + " serve'\" " + kScenarios)) {
            state.SkipWithError("drive failed");
            return;
        }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_DriveSlowEngine)
    ->Arg(1)
    ->Arg(2)
    ->UseRealTime()
    ->Unit(benchmark::kSecond)
    ->Iterations(1);

// check-log over 1,000 game logs in one command: logs per second; target at least 500. The logs
// are 100 complete games written by `serve --log` (one engine per game, so each game is a file),
// each copied ten times.
void BM_CheckLog1000(benchmark::State& state) {
    const auto jobs = state.range(0);
    const fs::path dir = fs::temp_directory_path() / "oracle-bench-logs";
    if (!fs::exists(dir / "done")) {
        fs::remove_all(dir);
        fs::create_directories(dir / "games");
        if (!run(kOracle + " fuzz --fresh-engine --jobs 2 --games 100 --seed 7 --engine 'exec " +
                 kOracle + " serve --log " + (dir / "games").string() + "/game-$$.jsonl'")) {
            state.SkipWithError("writing the logs failed");
            return;
        }
        int n = 0;
        for (const auto& f : fs::directory_iterator(dir / "games"))
            for (int copy = 0; copy < 10; ++copy)
                fs::copy_file(f.path(), dir / ("log-" + std::to_string(n++) + ".jsonl"));
        fs::remove_all(dir / "games");
        if (n != 1000) {
            state.SkipWithError(("expected 1000 logs, wrote " + std::to_string(n)).c_str());
            return;
        }
        (void)std::system(("touch " + (dir / "done").string()).c_str());
    }
    for (auto _ : state)
        if (!run(kOracle + " check-log --jobs " + std::to_string(jobs) + " " + dir.string())) {
            state.SkipWithError("check-log failed");
            return;
        }
    state.SetItemsProcessed(state.iterations() * 1000);
}
BENCHMARK(BM_CheckLog1000)->Arg(1)->Arg(2)->UseRealTime()->Unit(benchmark::kSecond)->Iterations(3);

} // namespace
