#pragma once
// Illegal-move probes (`fuzz --probe-illegal RATE`): a move from just outside the legal set of the
// step a turn is at, computed from the oracle's own position, with the error code the rules model
// answers for it. An engine must refuse it with that code and keep its state; legal-only fuzzing
// cannot find an engine that accepts what the rules forbid.

#include "rules/rules.hpp"

#include <optional>
#include <string>

namespace carcassonne::protocol {

struct IllegalMove {
    Move move;
    ErrorCode code;   // what carcassonne::play answers on the position (the state stays as it was)
    std::string kind; // what the probe tries, for people: "magic target complete"
};

// A random illegal move on `state` (`drawn`: the turn's tile, drawn and not yet placed), or none
// when no probe applies (the game is over, or the tile step without a drawn tile).
std::optional<IllegalMove> illegalMove(const GameState& state, std::optional<TileTypeId> drawn,
                                       SeededRandom& random);

} // namespace carcassonne::protocol
