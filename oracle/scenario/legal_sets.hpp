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
    // At the follower step, the kinds listed on their own beside the followers (the abbot's
    // recall): a scenario states none, a comparison holds an engine's against them.
    std::vector<rules::Move> besideFollowers;
};

// Whether the kind's moves are listed on their own beside the followers: a kind of the follower
// step that carries a feature alone (rules::listedOnItsOwn: the abbot's recall).
bool listedBesideFollowers(MoveKind kind);

// The moves of the current step, `drawn` the tile of the tile step, each in the set its action
// (actionOf) is written in: a `place`, a `follower` on a feature, a `magic` action. A discard, a
// pass and the end of the game are in no set: a scenario states them by a set left empty (no
// placement: the tile is discarded), as always allowed (the pass), or not at all; the kinds
// listed beside the followers are in `besideFollowers`.
LegalSets legalSets(const GameState& state, std::optional<TileTypeId> drawn);
// The same with the draw as the rules take it: with `supplyAside`, the placements of a tile the
// game has no copy of left (where its geometry fits), as `legal` and the comparisons show them.
LegalSets legalSets(const GameState& state, const rules::Draw& draw);

} // namespace carcassonne::scenario
