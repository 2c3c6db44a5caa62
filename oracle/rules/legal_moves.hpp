#pragma once
// Legal move generation: the complete sets, so engines can be compared move for move.

#include "game_state.hpp"
#include "move.hpp"

#include <vector>

namespace carcassonne {

// Every (position, rotation) where the tile may go, all four rotations listed even when the tile
// is symmetric, in reading order of positions then rotation (base.place.match).
std::vector<PlaceTile> legalPlacements(const GameState& state, TileTypeId tile);
// The same into `out` (cleared first), for callers that ask every turn and keep the buffer.
void legalPlacements(const GameState& state, TileTypeId tile, std::vector<PlaceTile>& out);

// At the follower step: every feature of the placed tile a follower may go on, once per feature
// (its first part on the tile), with each kind the player still has (base.meeple.place). Passing is
// always allowed at that step.
std::vector<PlaceFollower> legalFollowerPlacements(const GameState& state);
void legalFollowerPlacements(const GameState& state, std::vector<PlaceFollower>& out);

// At the magic step: every figure × target feature (one part per feature, its canonical one), or
// the figures the player may choose to remove (mw.trigger ... mw.no-target).
std::vector<MagicAction> legalMagicActions(const GameState& state);
// Whether some magic figure can be placed or moved (legalMagicActions would offer a MoveFigure):
// when none can, the magic step offers only removals (mw.no-target, mw.join).
bool anyMagicTarget(const GameState& state);

} // namespace carcassonne
