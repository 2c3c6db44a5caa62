#pragma once
// Replays a scenario under one edition and checks every expectation.

#include "scenario.hpp"

#include <string>
#include <vector>

namespace carcassonne::scenario {

enum class Outcome {
    Pass,  // every expectation held
    Fail,  // an expectation did not hold, or a legal-looking action was refused
    Error, // the scenario itself is inconsistent (bad set-up, an unmade choice...)
};
std::string_view toString(Outcome outcome); // "PASS", "FAIL", "ERROR"

// One thing that went wrong, at its place in the file.
struct Finding {
    SourcePos pos;
    std::string code; // e.g. "scores", "scored", "magic", "action-refused", "setup"
    std::string message;
    std::vector<std::string>
        details; // "expected: ...", "actual: ...", "missing: ...", "extra: ..."
};

struct ScenarioRun {
    std::string id; // "<scenario id>@<edition>"
    std::string file;
    std::string title;
    Edition edition = Edition::C3;
    Outcome outcome = Outcome::Pass;
    std::vector<Finding> findings;
    std::vector<std::string> rulings;
};

ScenarioRun runScenario(const Scenario& scenario, Edition edition);

// The rule set a scenario plays under in one edition: the profile plus the scenario's overrides.
RuleSet rulesFor(const Scenario& scenario, Edition edition);

} // namespace carcassonne::scenario
