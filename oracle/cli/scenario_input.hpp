#pragma once
// The scenario file of `render`, `explain` and `legal`: loaded, and the edition to replay it under
// checked against the editions the scenario lists, the same way for each command.

#include "scenario/replay.hpp"
#include "scenario/scenario.hpp"

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::cli {

struct ScenarioInput {
    scenario::Scenario scenario;
    Edition edition; // --edition, or the scenario's first
};

// Loads `file` (its id: the path without extension) and picks `edition` (empty: the scenario's
// first). A file that does not load (InputError) or an edition the scenario does not list
// (UsageError) is reported on standard error; the result is then the exit code.
std::variant<ScenarioInput, int> loadScenarioInput(const std::string& file,
                                                   const std::string& edition);

// The scenario replayed up to the position after its first `actions` actions (`legal`,
// `perft`): a set-up that does not play or a replay that stops sooner is reported on standard
// error as an input error (2), a count past the play list as a usage error (64, naming `option`);
// the result is then the exit code.
std::variant<scenario::ReplayTrace, int> replayTo(const std::string& file,
                                                  const scenario::Scenario& scenario,
                                                  Edition edition, std::size_t actions,
                                                  const std::string& option);

// Game turns of a play list (`legal`, `explain`: `--turn`): a turn is a tile (drawn, placed or
// discarded) and what follows it (magic, follower), and the final scoring is a turn of its own.
// The entries the edition skips belong to no turn. turnOf(s, e)[i] is the 1-based turn of entry
// i (0 for a skipped entry); a play list that starts mid-turn (a set-up in the magic or follower
// step) starts with turn 1 all the same.
std::vector<std::size_t> turnOf(const scenario::Scenario& scenario, Edition edition);

// The play-list entries that make up the first `turns` turns (all the entries before turn
// `turns` + 1 starts); empty when the list holds fewer turns.
std::optional<std::size_t> actionsOfTurns(const scenario::Scenario& scenario, Edition edition,
                                          std::size_t turns);

// --turn N (game turns) and --action N (play-list entries), one or the other: how much of a
// scenario's play list `render`, `legal` and `perft` play first (-1 when not given).
void addPlayedFirstOptions(CLI::App& command, int& turn, int& action);

// How much of the play list a command plays first, as `render`, `legal` and `perft` take it:
// `--turn N` game turns (actionsOfTurns), or `--action N` entries, or (neither given: both -1)
// `otherwise`. A count past the play list is reported on standard error (naming the option);
// the result is then UsageError.
std::variant<std::size_t, int> entriesToPlay(const std::string& file,
                                             const scenario::Scenario& scenario, Edition edition,
                                             int turn, int action, std::size_t otherwise);

} // namespace carcassonne::cli
