#pragma once
// Which copy of a tile a move takes. From C2 on, one copy of some base-game geometries carries a
// garden and has an id of its own (tiles.md: the three N are BA/Cc.1 x2 + BA/CcG x1 in C2-C3.1,
// BA/Cc.1 x3 in C1, whose set has no garden tile). An id names one pool of copies, counted on its
// own; a geometry name (a letter, or `~` and the plain tile's id: `~IC/RFr.i`) names the picture
// and takes a copy still in supply, the plain tile's first, then its garden twin's (ours, an
// interpretation: docs/rulings.md, "Rulings and interpretations"), so one name holds in every
// edition.

#include "game_state.hpp"
#include "result.hpp"

#include <span>
#include <vector>

namespace carcassonne {

// Copies of the tile still in the game's supply: its count in the edition's set for the expansions
// in play, less those placed (set-up tiles and the start tile included) or discarded.
int copiesLeft(const GameState& state, TileTypeId tile);

// The copy a named tile takes on this position. An id: that tile; tile-not-in-set when the
// edition's set lacks it (an expansion not in play, a garden id in C1), tile-exhausted when its
// own copies are used up. A geometry name: the plain tile while it has a copy left, then its
// garden twin; tile-not-in-set when its expansion is not in play, tile-exhausted when none of them
// has a copy left.
Result<TileTypeId> resolveTileCopy(const GameState& state, TileName name);

// The id of the copy a name takes on this position, for records that name copies by id (the
// driver's moves to an engine). When it takes none: the id named, or a copy of the geometry the
// edition prints (the plain tile, else its garden twin), which the rules refuse for the same
// reason (tile-not-in-set, tile-exhausted).
TileTypeId copyIdOf(const GameState& state, TileName name);

// The copies a list of tiles takes when played in order from this position, each from what the
// ones before it left (perft's tile list); the first refusal names its entry (1-based).
Result<std::vector<TileTypeId>> resolveTileCopies(const GameState& state,
                                                  std::span<const TileName> names);

} // namespace carcassonne
