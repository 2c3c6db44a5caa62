#pragma once
// Illegal-move probes (`fuzz --probe-illegal RATE`): a move from just outside the legal set of the
// step a turn is at, computed from the oracle's own position, with the error code the rules model
// answers for it. An engine must refuse it with that code and keep its state; legal-only fuzzing
// cannot find an engine that accepts what the rules forbid.

#include "rules/rules.hpp"

#include <optional>

namespace carcassonne::protocol {

struct IllegalMove {
    rules::Move move;
    ErrorCode code; // what rules::refusal answers on the position, as play does
};

// A random illegal move on `state` (`drawn`: the turn's tile, drawn and not yet placed), or none
// when no probe applies (the game is over, or the tile step without a drawn tile).
std::optional<IllegalMove> illegalMove(const GameState& state, std::optional<TileTypeId> drawn,
                                       SeededRandom& random);

} // namespace carcassonne::protocol
