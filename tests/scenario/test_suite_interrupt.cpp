// A stop requested during a suite (SIGINT or SIGTERM in `run` and `drive`): no run starts after
// it, the runs that finished are kept, and the rest of the selection is counted as not run.
#include "scenario/suite.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne::scenario;

TEST_CASE("a stop keeps the finished runs and counts the rest as not run", "[suite]") {
    const std::vector<std::string> paths{std::string(ORACLE_SCENARIOS_DIR) + "/base"};
    const SuiteReport whole = runSuite(paths, {}, false);
    REQUIRE(whole.runs.size() > 5);
    CHECK_FALSE(whole.interrupted);
    CHECK(whole.notRun == 0);

    // The stop arrives once 5 runs have finished (counted as they finish: the suite hands a
    // file's runs on once the file is done).
    int finished = 0;
    const auto counted = [&](const Scenario& s, carcassonne::Edition e) {
        ScenarioRun run = runScenario(s, e);
        ++finished;
        return run;
    };
    const SuiteReport stopped =
        runSuite(paths, {}, false, counted, {}, [&] { return finished >= 5; });
    CHECK(stopped.interrupted);
    REQUIRE(stopped.runs.size() == 5);
    CHECK(stopped.notRun == static_cast<int>(whole.runs.size()) - 5);
    for (std::size_t i = 0; i < stopped.runs.size(); ++i)
        CHECK(stopped.runs[i].id == whole.runs[i].id);
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
    CHECK(stopped.notRun == static_cast<int>(whole.runs.size()) - 2);
}
