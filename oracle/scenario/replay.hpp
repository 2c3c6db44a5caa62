#pragma once
// Replays a scenario under one edition and keeps the state after every action, for pictures and
// the rulings book: the runner plays it (runScenario with an observer), this keeps what it shows.

#include "scenario.hpp"

#include <optional>
#include <string>
#include <vector>

namespace carcassonne::scenario {

struct ReplayStep {
    std::size_t action = 0;                 // index in Scenario::actions
    GameState state;                        // after the action (unchanged when it was refused)
    Events events;                          // what the action did
    std::optional<TileTypeId> drawn;        // drawn and not yet placed (its legal placements)
    std::optional<Position> lastPlaced;     // the most recently placed tile so far
    std::optional<std::string> refusedWith; // the rules refused the action, as the file expects
};

struct ReplayTrace {
    GameState start;                  // after the set-up
    std::vector<ReplayStep> steps;    // the actions run under the edition, in order
    std::optional<std::string> error; // why the replay stopped early (then steps is a prefix)
    bool setupFailed = false;         // with error: no state can be trusted, not even start
    std::size_t replayed = 0;         // play-list entries the states cover: all but on error
};

ReplayTrace replaySteps(const Scenario& scenario, Edition edition);

// The step that shows the board after the first `actions` entries of the play list (skipped
// entries count); nullptr for the set-up.
const ReplayStep* stepAfter(const ReplayTrace& trace, std::size_t actions);

} // namespace carcassonne::scenario
