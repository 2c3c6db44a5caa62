#pragma once
// The requests that start a game: `new-game` (edition, expansions, players, switches) and `setup`
// (the position before the first move, in the vocabulary of a scenario's `setup`). Both sides of
// the protocol use these functions: `serve` to build its game, `drive` and `fuzz` to write the
// requests and to keep the oracle's own copy of the position an engine should be in.

#include "codec/json_codec.hpp"
#include "protocol.hpp"

namespace carcassonne::protocol {

using codec::json;

// {"cmd": "new-game", "edition": ..., "expansions": [...], "players": N, "switches": {...}}:
// every switch is written, so an engine need not know the editions' defaults.
json newGameRequest(const GameConfig& config);
Checked<GameConfig> configFrom(const json& request);

// {"cmd": "setup", "tiles": [...], "followers": [...], "figures": {...}, "scores": [...],
//  "supply": [...], "turn": N}; players by index.
json setupRequest(const PositionSpec& setup);

// The position a game starts from: the start tile D at [0, 0], full supplies, the first player to
// move; with a setup request, the position it describes instead (its first tile is the start).
// The request is read into a PositionSpec and built by rules::startPosition.
Checked<GameState> startFromRequest(const GameConfig& config, const json* setup = nullptr);

} // namespace carcassonne::protocol
