#pragma once
// JSON forms of the rules model's values, shared by the engine protocol, game logs and reports.
// Features are written as a tile position and a location in board orientation, exactly as in
// scenarios: {"at": [x, y], "on": "road E"}.

#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::codec {

using nlohmann::json;

json toJson(Position p);                               // [x, y]
std::string locationText(const FeatureRef& f);         // "road E", "field NL", "cloister"
json toJson(const FeatureRef& f);                      // {"at": [x, y], "on": "road E"}
json toJson(const NamedMove& move);                    // {"type": "place", ...}
json toJson(const GameState& state, const Move& move); // the move as nameMove names it
json toJson(const Event& event);                       // {"type": "score", ...}
json toJson(const Events& events);
json toJson(const ScoreEvent& e);
// The legal sets of the current step: placements of `tile`, magic actions, follower options.
json legalMovesJson(const GameState& state, std::optional<TileTypeId> tile);
json stateJson(const GameState& state); // phase, current, scores, supplies, figures

// A feature part named on its own tile (not the feature's canonical part): a follower move must
// name the part on the tile placed this turn, so follower moves and legal follower sets are
// written this way.
json partJson(const Board& board, NodeId node); // {"at": [x, y], "on": "road E"}

// JSON text to a value, nesting at most kMaxJsonDepth deep: the value, or what is wrong with the
// text, to follow "the request" ("is not JSON: parse error at column 5: ...", "holds a NUL byte
// at column 12 ...", "is not UTF-8: ...", "holds a number beyond the range of a double ...", "is
// JSON nested deeper than 64 levels", "has the key "id" twice"). The parser itself copes with any
// depth, but copying or dumping a value recurses once per level, so a deep enough line from a
// client or an engine would overflow the stack. Duplicate keys are refused where asked (a
// request to `serve`, as game logs refuse them); an engine's replies are read without that check,
// which costs a tenth of the driver's time on large replies.
inline constexpr int kMaxJsonDepth = 64;
enum class JsonKeys { LastWins, Unique };

// The first key an object holds twice, as nlohmann's parse callback meets the keys (it keeps the
// last value silently): a reader refuses the text when there is one.
class DuplicateKeys {
public:
    void see(json::parse_event_t event, const json& parsed);
    const std::string& first() const { return duplicate_; }

private:
    std::vector<std::set<std::string>> open_; // the keys of each object open
    std::string duplicate_;
};

std::variant<json, std::string> parseJson(const std::string& text,
                                          JsonKeys keys = JsonKeys::LastWins);

// Reading: every failure says what was expected at which JSON path.
// A whole number within [lo, hi], whichever JSON number type holds it: a huge unsigned number or
// one beyond int must not wrap into range.
std::optional<long long> integerIn(const json& j, long long lo, long long hi);
// A follower's kind as its flags (rules/vocabulary.hpp: `"large": true`), every flag written.
void addFollowerFlags(json& j, FollowerKind kind);
// The kind an object's flags name; absent flags are false; an error names a flag not true/false.
Result<FollowerKind> followerKindFrom(const json& j, const std::string& path);
// A name of one of the rules' vocabularies (rules/vocabulary.hpp): "mage", "C3.1", "large"...
template <typename E>
std::optional<E> nameFrom(const json& j) {
    return j.is_string() ? parseName<E>(j.get<std::string>()) : std::nullopt;
}
Result<Rotation> rotationFrom(const json& j, const std::string& path); // 0, 90, 180 or 270
Result<Position> positionFrom(const json& j, const std::string& path);
Result<std::pair<FeatureKind, Location>> locationFrom(const std::string& text);
Result<FeatureRef> featureRefFrom(const json& j, const std::string& path); // {"at", "on"}
Result<NodeId> featureFrom(const GameState& state, const json& j, const std::string& path);
// A tile by id or geometry name (a base-game letter, or ~ and a plain id: "~IC/RFr.i"), with which
// of the two it is: an id names its own copies, a geometry name any copy of the picture
// (rules/tile_copies.hpp).
Result<TileName> tileNameFrom(const json& j, const std::string& path);
// Only the geometry (a legal-placements query): a geometry name gives its plain tile.
Result<TileTypeId> tileFrom(const json& j, const std::string& path);
Result<Move> moveFrom(const GameState& state, const json& j);

} // namespace carcassonne::codec
