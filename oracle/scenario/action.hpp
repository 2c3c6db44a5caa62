#pragma once
// A scenario action and the rules' one move vocabulary (rules/named_move.hpp), each way: what an
// action plays, and the action that writes a move. A scenario action is the move plus what the
// file annotates to it (who moves, under which editions, what to expect), and a `draw`.

#include "scenario.hpp"

#include <optional>

namespace carcassonne::scenario {

// The move an action plays: none for a draw, or for a `place` without `tile:` when no tile was
// drawn; such a `place` places `drawn`.
std::optional<NamedMove> namedMoveOf(const Action& action, std::optional<TileTypeId> drawn);

// The action that plays a move, without annotations; features as the loader reads them.
Action actionOf(const NamedMove& move);
Action drawAction(TileTypeId tile);

FeatureSpec featureSpec(const FeatureRef& feature);

} // namespace carcassonne::scenario
