#pragma once
// The requests that start a game: `new-game` (edition, expansions, players, switches) and `setup`
// (the position before the first move, in the vocabulary of a scenario's `setup`). Both sides of
// the protocol use these functions: `serve` to build its game, `drive` and `fuzz` to write the
// requests and to keep the oracle's own copy of the position an engine should be in.

#include "codec/json_codec.hpp"
#include "protocol.hpp"

#include <set>
#include <string>

namespace carcassonne::protocol {

using codec::json;

// {"cmd": "new-game", "edition": ..., "expansions": [...], "players": N, "switches": {...}}:
// the switches named in `declared` (those the engine's hello declared), each with the game's
// value, and no other: an engine is never sent a switch it did not declare, which it may not know
// (docs/engine-protocol.md, "Switches an engine did not declare"). A game that needs another
// value than the edition's default of an undeclared switch is not sent (Capabilities::cannotPlay).
json newGameRequest(const GameConfig& config, const std::set<std::string>& declared);
Checked<GameConfig> configFrom(const json& request);

// {"cmd": "setup", "tiles": [...], "followers": [...], "figures": {...}, "scores": [...],
//  "supply": [...], "turn": N}; players by index (codec/setup_json.hpp: the protocol's shape).
json setupRequest(const PositionSpec& setup);
// The position a setup request describes, read by the set-up's one reader (codec/setup_json.hpp);
// a request not of its form is bad-request.
Checked<PositionSpec> setupFrom(const json& request, int players);
// The game at that position (rules::startPosition); a refusal names the request's entry.
Checked<GameState> startFrom(const GameConfig& config, const PositionSpec& spec);

// The position a game starts from: the start tile D at [0, 0], full supplies, the first player to
// move; with a setup request, the position it describes instead (its first tile is the start).
// The request is read into a PositionSpec and built by rules::startPosition.
Checked<GameState> startFromRequest(const GameConfig& config, const json* setup = nullptr);

} // namespace carcassonne::protocol
