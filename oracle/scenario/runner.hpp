#pragma once
// Replays a scenario under one edition and checks every expectation.

#include "scenario.hpp"

#include <string>
#include <vector>

namespace carcassonne::scenario {

enum class Outcome {
    Pass,        // every expectation held
    Fail,        // an expectation did not hold, or a legal-looking action was refused
    Error,       // the scenario itself is inconsistent (bad set-up, an unmade choice...)
    Skip,        // not run: an --expectations file says SKIP
    XFail,       // failed, as an --expectations file said it would (a known failure)
    XPass,       // passed although an --expectations file said it fails: fails the run
    Unsupported, // an engine declared it cannot run this scenario (drive)
    Timeout,     // an engine did not answer in time (drive)
    Crash,       // an engine died or closed its output (drive)
    Protocol,    // an engine answered something that is not the protocol (drive)
};
std::string_view toString(Outcome outcome); // "PASS", "FAIL", "ERROR", "SKIP", "XFAIL"...

// What an outcome means for the run as a whole.
enum class Verdict { Passed, Failed, Errored, Skipped, ExpectedFailure };
Verdict verdictOf(Outcome outcome);

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
