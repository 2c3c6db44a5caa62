#pragma once
// JSON forms of the rules model's values, shared by the engine protocol, game logs and reports:
// the writers here and in move_json.hpp and setup_json.hpp, which also hold the one reader of
// each form (json_reading.hpp: how they read).
// Features are written as a tile position and a location in board orientation, exactly as in
// scenarios: {"at": [x, y], "on": "road E"}.

#include "json_reading.hpp"
#include "move_json.hpp"
#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace carcassonne::codec {

using nlohmann::json;

json toJson(Position p);                                      // [x, y]
std::string locationText(const FeatureRef& f);                // "road E", "field NL", "cloister"
json toJson(const FeatureRef& f);                             // {"at": [x, y], "on": "road E"}
json toJson(const GameState& state, const rules::Move& move); // as nameMove names it
json toJson(const Event& event);                              // {"type": "score", ...}
json toJson(const Events& events);
json toJson(const ScoreEvent& e);
// The legal sets of the current step: placements of `tile`, magic actions, follower options.
json legalMovesJson(const GameState& state, std::optional<TileTypeId> tile);
json stateJson(const GameState& state); // phase, current, scores, supplies, figures

// A feature part named on its own tile (not the feature's canonical part): a follower move must
// name the part on the tile placed this turn, so follower moves and legal follower sets are
// written this way.
json partJson(const Board& board, NodeId node); // {"at": [x, y], "on": "road E"}

// A follower's kind as its flags (rules/vocabulary.hpp: `"large": true`): the flags of the kinds
// of the expansions played by default always (protocol 1.0 names them all), another kind's only
// when it is the follower's (`"abbot": true`), so that a game without the Abbot never names it.
void addFollowerFlags(json& j, FollowerKind kind);

} // namespace carcassonne::codec
