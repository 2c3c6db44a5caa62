// An engine's own Catch2 tests using the installed scenario library: load scenarios from the
// installed suite (share/carcassonne-oracle/scenarios) and run them against the rules model.
#define CATCH_CONFIG_MAIN
#include <carcassonne-oracle/scenario/loader.hpp>
#include <carcassonne-oracle/scenario/runner.hpp>
#include <carcassonne-oracle/scenario/suite.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <variant>

using namespace carcassonne;

namespace {
const std::string kScenarios = std::string(ORACLE_DATA_DIR) + "/scenarios";
}

TEST_CASE("an installed scenario loads and passes under each of its editions") {
    const std::string id = "mage-witch/scoring/example-1-mage-city-8-tiles-2-coats-of-arms";
    auto loaded = scenario::loadScenarioFile(kScenarios + "/" + id + ".yaml", id);
    if (const auto* error = std::get_if<formats::InputError>(&loaded)) FAIL(error->toString());
    const auto& s = std::get<scenario::Scenario>(loaded);
    REQUIRE(!s.editions.empty());
    for (Edition edition : s.editions) {
        const scenario::ScenarioRun run = scenario::runScenario(s, edition);
        INFO(run.id);
        for (const auto& finding : run.findings)
            INFO(finding.code + ": " + finding.message);
        CHECK(run.outcome == scenario::Outcome::Pass);
    }
}

TEST_CASE("the installed suite passes, with its run ids") {
    const scenario::SuiteReport report = scenario::runSuite({kScenarios}, {}, false);
    CHECK(report.loadErrors.empty());
    REQUIRE(report.runs.size() > 100);
    std::size_t passed = 0;
    for (const auto& run : report.runs)
        passed += run.outcome == scenario::Outcome::Pass ? 1 : 0;
    CHECK(passed == report.runs.size());
    // The suite's marker (.oracle-suite) is installed: ids are relative to the suite's root.
    CHECK(report.runs.front().id.find('/') != std::string::npos);
    CHECK(report.runs.front().id.find("scenarios") == std::string::npos);
}
