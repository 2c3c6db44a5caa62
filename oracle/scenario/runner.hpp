#pragma once
// Replays a scenario under one edition and checks every expectation (the loop: replay_loop.hpp).

#include "scenario.hpp"

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <variant>
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
    EngineError, // an engine said it broke on a legal request (`engine-error`, protocol 1.1)
};
std::string_view toString(Outcome outcome); // "PASS", "FAIL", "ERROR", "SKIP", "ENGINE-ERROR"...
// Every outcome, in the enum's order: the reports' count of each status (zeros included).
inline constexpr std::array kOutcomes{Outcome::Pass,        Outcome::Fail,       Outcome::Error,
                                      Outcome::Skip,        Outcome::XFail,      Outcome::XPass,
                                      Outcome::Unsupported, Outcome::Timeout,    Outcome::Crash,
                                      Outcome::Protocol,    Outcome::EngineError};

// What an outcome means for the run as a whole.
enum class Verdict { Passed, Failed, Errored, Skipped, ExpectedFailure };
Verdict verdictOf(Outcome outcome);

// One thing that went wrong, at its place in the file.
struct Finding {
    SourcePos pos;
    // An identifier (letters, digits, '-'), e.g. "scores", "magic-actions", "action-refused":
    // problem matchers read `error[CODE]` with patterns such as `error\[[\w-]+\]`.
    std::string code;
    std::string message;
    std::vector<std::string>
        details; // "expected: ...", "actual: ...", "missing: ...", "extra: ..."
};

// The code of an UNSUPPORTED run's finding, whose message is the reason (what the engine does not
// declare, or what it declined and why) that every report format gives in the same words.
inline constexpr std::string_view kUnsupportedFinding = "unsupported";

struct ScenarioRun {
    std::string id; // "<scenario id>@<edition>"
    std::string file;
    std::string title;
    Edition edition = Edition::C3;
    Outcome outcome = Outcome::Pass;
    std::vector<Finding> findings;
    // What differed without failing the run: an engine's score breakdown under `--compare
    // outcome` (compare.hpp). Reported as notes; the outcome stays.
    std::vector<Finding> notes;
    std::vector<std::string> rulings;
    double seconds = 0; // wall time of the run (reports' `time`); set by runSuite
};

// What a run shows as it goes, for pictures and narration (replay.hpp); every member optional.
struct RunStep {
    std::size_t action; // index in Scenario::actions
    const GameState& state;
    const Events& events;                   // what the action did (none for a draw)
    std::optional<TileTypeId> drawn;        // drawn and not yet placed
    std::optional<std::string> refusedWith; // the rules refused it, as the file expects
};
struct RunObserver {
    std::function<void(const GameState&)> setUp; // the position after the set-up
    std::function<void(const RunStep&)> acted;   // after each action run under the edition
    // The run cannot go on: in the set-up (no action) or at an action, with the finding's text.
    std::function<void(std::optional<std::size_t> action, const std::string& why)> stopped;
};

ScenarioRun runScenario(const Scenario& scenario, Edition edition,
                        const RunObserver& observer = {});

// A run of the scenario under the edition before anything happened: its id, file and rulings.
ScenarioRun newRun(const Scenario& scenario, Edition edition);

// The rule set a scenario plays under in one edition: the profile plus the scenario's overrides.
RuleSet rulesFor(const Scenario& scenario, Edition edition);
// The game a scenario plays under in one edition: its rules, expansions and players.
GameConfig configFor(const Scenario& scenario, Edition edition);

// Whether an action or expectation limited to some editions applies under this one.
bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition edition);

// The move an action stands for on a position (generated scenarios; the replay loop plays an
// action's named move with rules::playNamed): no move for a draw, feature-not-found for a feature
// the board lacks. A `place` without `tile:` places `drawn`; with neither it stands for no move.
std::variant<std::monostate, rules::Move, Error>
moveOf(const GameState& state, const Action& action, std::optional<TileTypeId> drawn);

} // namespace carcassonne::scenario
