#pragma once
// JSON forms of the rules model's values, shared by the engine protocol, game logs and reports.
// Features are written as a tile position and a location in board orientation, exactly as in
// scenarios: {"at": [x, y], "on": "road E"}.

#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace carcassonne::codec {

using nlohmann::json;

json toJson(Position p);                               // [x, y]
std::string locationText(const FeatureRef& f);         // "road E", "field NL", "cloister"
json toJson(const FeatureRef& f);                      // {"at": [x, y], "on": "road E"}
json toJson(const GameState& state, const Move& move); // {"type": "place", ...}
json toJson(const Event& event);                       // {"type": "score", ...}
json toJson(const Events& events);
json toJson(const ScoreEvent& e);
json legalMovesJson(const GameState& state, std::optional<TileTypeId> tile); // placements etc.
json stateJson(const GameState& state); // phase, current, scores, supplies, figures

// A feature part named on its own tile (not the feature's canonical part): a follower move must
// name the part on the tile placed this turn, so legal follower sets are written this way.
json partJson(const Board& board, NodeId node);  // {"at": [x, y], "on": "road E"}
json legalFollowersJson(const GameState& state); // [{"at", "on", "large"}] on the placed tile

// Reading: every failure says what was expected at which JSON path.
Result<Position> positionFrom(const json& j, const std::string& path);
Result<std::pair<FeatureKind, Location>> locationFrom(const std::string& text);
Result<NodeId> featureFrom(const GameState& state, const json& j, const std::string& path);
Result<TileTypeId> tileFrom(const json& j, const std::string& path);
Result<Move> moveFrom(const GameState& state, const json& j);

} // namespace carcassonne::codec
