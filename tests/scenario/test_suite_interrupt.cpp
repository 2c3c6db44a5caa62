// A stop requested during a suite (SIGINT or SIGTERM in `run` and `drive`): no run starts after
// it, the runs that finished are kept, the runs left of the file under way are counted as not
// run, and the files after it are not read (counted as files not run: reading 100,000 files to
// count their runs would keep the user waiting).
#include "scenario/suite.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <optional>
#include <set>

using namespace carcassonne::scenario;

namespace {

// The scenario id of a run id ("base/x@C3" -> "base/x").
std::string fileOf(const std::string& runId) {
    return runId.substr(0, runId.rfind('@'));
}

} // namespace

TEST_CASE("a stop keeps the finished runs and counts the rest as not run", "[suite]") {
    const std::vector<std::string> paths{std::string(ORACLE_SCENARIOS_DIR) + "/base"};
    const SuiteReport whole = runSuite(paths, {}, false);
    REQUIRE(whole.runs.size() > 5);
    CHECK_FALSE(whole.interrupted);
    CHECK(whole.notRun == 0);
    CHECK(whole.filesNotRun == 0);

    // The stop arrives once 5 runs have finished (counted as they finish: the suite hands a
    // file's runs on once the file is done).
    int finished = 0;
    int loaded = 0; // files whose runs were begun
    std::string last;
    const auto counted = [&](const Scenario& s, carcassonne::Edition e) {
        if (s.id != last) ++loaded;
        last = s.id;
        ScenarioRun run = runScenario(s, e);
        ++finished;
        return run;
    };
    const SuiteReport stopped =
        runSuite(paths, {}, false, counted, {}, [&] { return finished >= 5; });
    CHECK(stopped.interrupted);
    REQUIRE(stopped.runs.size() == 5);
    for (std::size_t i = 0; i < stopped.runs.size(); ++i)
        CHECK(stopped.runs[i].id == whole.runs[i].id);
    // The file of the fifth run: its other runs did not run; every file after it was not read.
    std::map<std::string, int> runsOf;
    std::vector<std::string> files;
    for (const auto& r : whole.runs)
        if (runsOf[fileOf(r.id)]++ == 0) files.push_back(fileOf(r.id));
    const std::string current = fileOf(stopped.runs.back().id);
    int inCurrent = 0;
    for (const auto& r : stopped.runs)
        inCurrent += fileOf(r.id) == current ? 1 : 0;
    CHECK(stopped.notRun == runsOf[current] - inCurrent);
    const auto at = std::find(files.begin(), files.end(), current);
    CHECK(stopped.filesNotRun == static_cast<int>(files.end() - at) - 1);
    CHECK(loaded == static_cast<int>(at - files.begin()) + 1);
}

TEST_CASE("a stop before the suite begins reads no file", "[suite]") {
    const std::vector<std::string> paths{std::string(ORACLE_SCENARIOS_DIR) + "/base"};
    const SuiteReport whole = runSuite(paths, {}, false);
    int begun = 0;
    const auto counted = [&](const Scenario& s, carcassonne::Edition e) {
        ++begun;
        return runScenario(s, e);
    };
    SuiteRun how;
    how.jobs = 2;
    how.runOn = [&](const Scenario& s, carcassonne::Edition e, int) { return counted(s, e); };
    how.interrupted = [] { return true; };
    const SuiteReport stopped = runSuite(paths, {}, how);
    CHECK(stopped.interrupted);
    CHECK(begun == 0);
    CHECK(stopped.runs.empty());
    CHECK(stopped.notRun == 0);
    std::set<std::string> files;
    for (const auto& r : whole.runs)
        files.insert(fileOf(r.id));
    CHECK(stopped.filesNotRun == static_cast<int>(files.size()));
}

TEST_CASE("the report so far holds the files handed on, the rest counted", "[suite]") {
    // A second interrupt writes the report without waiting for the runs under way: SuiteSoFar
    // shows the files handed on, marked interrupted, the files not handed on counted.
    const std::vector<std::string> paths{std::string(ORACLE_SCENARIOS_DIR) + "/base/cloisters"};
    const SuiteReport whole = runSuite(paths, {}, false);
    std::vector<std::string> files;
    std::map<std::string, int> runsOf;
    for (const auto& r : whole.runs)
        if (runsOf[fileOf(r.id)]++ == 0) files.push_back(fileOf(r.id));
    REQUIRE(files.size() > 2);
    SuiteSoFar soFar;
    CHECK(soFar.whileHeld([](const SuiteReport* r) { return r == nullptr; }));
    SuiteRun how;
    how.soFar = &soFar;
    std::optional<SuiteReport> seen;
    // With one job a file is run, then handed on: the third file's first run sees two handed on.
    how.runOn = [&](const Scenario& s, carcassonne::Edition e, int) {
        if (s.id == files[2] && !seen)
            soFar.whileHeld([&](const SuiteReport* r) {
                REQUIRE(r);
                seen = *r;
            });
        return runScenario(s, e);
    };
    const SuiteReport report = runSuite(paths, {}, how);
    CHECK_FALSE(report.interrupted);
    CHECK(report.runs.size() == whole.runs.size());
    REQUIRE(seen);
    CHECK(seen->interrupted);
    CHECK(seen->runs.size() == static_cast<std::size_t>(runsOf[files[0]] + runsOf[files[1]]));
    CHECK(seen->notRun == 0);
    CHECK(seen->filesNotRun == static_cast<int>(files.size()) - 2);
    // Once the suite is over, its caller writes the report: nothing to see.
    CHECK(soFar.whileHeld([](const SuiteReport* r) { return r == nullptr; }));
}

TEST_CASE("a run that crashed once a stop was requested is not reported", "[suite]") {
    // Ctrl-C reaches the engine too: the run it dies in is counted as not run, not as a CRASH.
    const std::vector<std::string> paths{std::string(ORACLE_SCENARIOS_DIR) + "/base/cloisters"};
    const SuiteReport whole = runSuite(paths, {}, false);
    REQUIRE(whole.runs.size() > 2);
    int started = 0;
    bool stop = false;
    const auto crashAtThird = [&](const Scenario& s, carcassonne::Edition e) {
        ScenarioRun run = runScenario(s, e);
        if (++started == 3) {
            stop = true;
            run.outcome = Outcome::Crash;
        }
        return run;
    };
    const SuiteReport stopped = runSuite(paths, {}, false, crashAtThird, {}, [&] { return stop; });
    CHECK(stopped.interrupted);
    REQUIRE(stopped.runs.size() == 2);
    // The crashed run's file: its runs from the crashed one on did not run; the files after it
    // were not read.
    const std::string current = fileOf(whole.runs[2].id);
    int inCurrent = 0, ofCurrent = 0;
    for (const auto& r : stopped.runs)
        inCurrent += fileOf(r.id) == current ? 1 : 0;
    for (const auto& r : whole.runs)
        ofCurrent += fileOf(r.id) == current ? 1 : 0;
    CHECK(stopped.notRun == ofCurrent - inCurrent);
}
