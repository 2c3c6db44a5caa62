#pragma once
// The legal moves of a position sorted into the scenario language's legal sets (an expectation's
// `placements`, `followers` and `magic`), from the rules' one generator (rules::legalMoves): what
// the tools that state or show legal sets read (generated scenarios, the book, `legal`,
// `explain`).

#include "scenario.hpp"

#include <optional>
#include <vector>

namespace carcassonne::scenario {

struct LegalSets {
    std::vector<rules::Move> placements; // the tile drawn, at the tile step
    std::vector<rules::Move> followers;  // at the follower step (passing is always allowed)
    std::vector<rules::Move> magic;      // at the magic step: the figures' moves, or removals
    // Every legal move of the step, those in no set included: none at the tile step when the game
    // has no copy of the tile left to draw (not even its discard).
    std::size_t moves = 0;
};

// The moves of the current step, `drawn` the tile of the tile step, each in the set its action
// (actionOf) is written in: a `place`, a `follower` on a feature, a `magic` action. A discard, a
// pass and the end of the game are in no set: a scenario states them by a set left empty (no
// placement: the tile is discarded), as always allowed (the pass), or not at all.
LegalSets legalSets(const GameState& state, std::optional<TileTypeId> drawn);

} // namespace carcassonne::scenario
