#pragma once
// The answer to `query feature` (protocol 1.1): a whole feature named by any of its parts, so that
// a client without a tile geometry of its own can match an engine's way of naming it.

#include "codec/json_codec.hpp"

namespace carcassonne::protocol {

using codec::json;

// {"feature": kind, "complete", "parts": every {at, on} naming it, in board order, "followers":
// each with its player, kind flags and the part it stands on, "figures": the magic figures on it}.
json featureAnswer(const GameState& state, NodeId node);

} // namespace carcassonne::protocol
