#include "json_codec.hpp"

#include "formats/json_text.hpp"
#include "formats/utf8_text.hpp"

#include <cstdint>
#include <set>
#include <sstream>

namespace carcassonne::codec {

json toJson(Position p) {
    return json::array({p.x, p.y});
}

std::string locationText(const FeatureRef& f) {
    return f.part();
}

json toJson(const FeatureRef& f) {
    return {{"at", toJson(f.at)}, {"on", locationText(f)}};
}

namespace {
json feature(const Board& board, NodeId node) {
    return toJson(board.canonical(node));
}
} // namespace

void addFollowerFlags(json& j, FollowerKind kind) {
    for (FollowerKind k : kFollowerKinds)
        if (flagged(k)) j[std::string(nameOf(k))] = k == kind;
}

json toJson(const NamedMove& move) {
    struct Visitor {
        json operator()(const PlaceTile& m) const {
            return {{"type", "place"},
                    {"tile", tileCatalog().text({m.tile, m.naming})},
                    {"at", toJson(m.at)},
                    {"rotation", m.rotation.degrees()}};
        }
        json operator()(const DiscardTile& m) const {
            return {{"type", "discard"}, {"tile", tileCatalog().text({m.tile, m.naming})}};
        }
        json operator()(const MoveFigureTo& m) const {
            json j = toJson(m.target);
            j["type"] = "magic";
            j["figure"] = std::string(nameOf(m.figure));
            return j;
        }
        json operator()(const RemoveFigure& m) const {
            return {{"type", "magic"}, {"remove", std::string(nameOf(m.figure))}};
        }
        json operator()(const PlaceFollowerOn& m) const {
            json j = toJson(m.on);
            j["type"] = "follower";
            addFollowerFlags(j, m.kind);
            return j;
        }
        json operator()(const Pass&) const { return {{"type", "pass"}}; }
        json operator()(const EndGame&) const { return {{"type", "final"}}; }
    };
    return std::visit(Visitor{}, move);
}

// A follower move names the part on the tile placed this turn (base.meeple.place), a magic move
// the feature's canonical part: as nameMove names them.
json toJson(const GameState& state, const Move& move) {
    return toJson(nameMove(state, move));
}

json toJson(const ScoreEvent& e) {
    json j = toJson(e.feature);
    j["type"] = "score";
    j["feature"] = std::string(toString(e.kind));
    j["final"] = e.final;
    j["complete"] = e.complete;
    for (ScoreField f : countFields())
        j[std::string(nameOf(f))] = fieldValue(e, f);
    j["modifiers"] = json::array();
    for (const auto& m : e.modifiers)
        j["modifiers"].push_back({{"kind", std::string(toString(m.kind))},
                                  {"delta", m.delta},
                                  {"ruling", std::string(m.ruling)}});
    j["scorers"] = json::array();
    for (const auto& s : e.scorers)
        j["scorers"].push_back({{"player", s.player}, {"points", s.points}});
    j["rulings"] = json::array();
    for (auto r : e.rulings)
        j["rulings"].push_back(std::string(r));
    return j;
}

json toJson(const Event& event) {
    struct Visitor {
        json operator()(const TilePlaced& t) const {
            return {{"type", "tile-placed"},
                    {"tile", tileCatalog().at(t.tile).name},
                    {"at", toJson(t.at)},
                    {"rotation", t.rotation.degrees()}};
        }
        json operator()(const TileDiscarded& t) const {
            return {{"type", "tile-discarded"}, {"tile", tileCatalog().at(t.tile).name}};
        }
        json operator()(const FigureMoved& m) const {
            json j{{"type", "figure-moved"},
                   {"figure", std::string(toString(m.figure))},
                   {"to", toJson(m.to)}};
            j["from"] = m.from ? toJson(*m.from) : json(nullptr);
            return j;
        }
        json operator()(const FigureRemoved& m) const {
            return {{"type", "figure-removed"},
                    {"figure", std::string(toString(m.figure))},
                    {"from", toJson(m.from)},
                    {"ruling", std::string(m.ruling)}};
        }
        json operator()(const FigureReturned& m) const {
            return {{"type", "figure-returned"},
                    {"figure", std::string(toString(m.figure))},
                    {"from", toJson(m.from)}};
        }
        json operator()(const FollowerPlaced& f) const {
            json j{{"type", "follower-placed"}, {"player", f.player}, {"on", toJson(f.on)}};
            addFollowerFlags(j, f.kind);
            return j;
        }
        json operator()(const FollowerReturned& f) const {
            json j{{"type", "follower-returned"}, {"player", f.player}, {"from", toJson(f.from)}};
            addFollowerFlags(j, f.kind);
            return j;
        }
        json operator()(const ScoreEvent& e) const { return toJson(e); }
        json operator()(const GameEnded&) const { return {{"type", "game-ended"}}; }
    };
    return std::visit(Visitor{}, event);
}

json toJson(const Events& events) {
    json out = json::array();
    for (const auto& e : events)
        out.push_back(toJson(e));
    return out;
}

json legalMovesJson(const GameState& state, std::optional<TileTypeId> tile) {
    json j{{"phase", std::string(toString(state.phase))}};
    if (tile && state.phase == Phase::Tile) {
        j["placements"] = json::array();
        for (const PlaceTile& p : legalPlacements(state, *tile))
            j["placements"].push_back({{"at", toJson(p.at)}, {"rotation", p.rotation.degrees()}});
    }
    if (state.phase == Phase::Magic) {
        j["magic"] = json::array();
        for (const MagicAction& a : legalMagicActions(state))
            j["magic"].push_back(
                toJson(state, std::visit([](const auto& x) -> Move { return x; }, a)));
    }
    if (state.phase == Phase::Follower) {
        j["followers"] = json::array();
        for (const PlaceFollower& f : legalFollowerPlacements(state)) {
            json e = partJson(state.board, f.on); // on the placed tile, as the move names it
            addFollowerFlags(e, f.kind);
            j["followers"].push_back(e);
        }
        j["pass"] = true;
    }
    return j;
}

json stateJson(const GameState& state) {
    json j{{"phase", std::string(toString(state.phase))},
           {"current", state.current},
           {"turn", state.turn}};
    j["scores"] = json::array();
    j["supply"] = json::array();
    for (const auto& p : state.players) {
        j["scores"].push_back(p.score);
        json supply = json::object();
        for (FollowerKind kind : kFollowerKinds)
            supply[std::string(nameOf(kind))] = p.inSupply[kind];
        j["supply"].push_back(supply);
    }
    j["figures"] = json::object();
    for (MagicFigure f : kMagicFigures) {
        const auto at = state.figure(f);
        j["figures"][std::string(toString(f))] = at ? feature(state.board, *at) : json("supply");
    }
    return j;
}

json partJson(const Board& board, NodeId node) {
    return toJson(board.refOf(node));
}

namespace {
Error expected(const std::string& path, const std::string& what, const json& found) {
    return fail(ErrorCode::InvalidSetup, path + ": expected " + what + ", found " + found.dump());
}
} // namespace

namespace {

// Whether a value of `text` (a container, a key, a scalar) stands inside more than `limit` open
// arrays and objects: the depth nlohmann's parser gives its callback for the value, counted by a
// scan, brackets inside strings not counted. For text that is not JSON the answer means nothing
// (the parse refuses it anyway).
bool nestedDeeperThan(const std::string& text, int limit) {
    int open = 0;
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '[':
        case '{':
            if (open++ > limit) return true;
            break;
        case ']':
        case '}':
            --open;
            break;
        case '"':
            inString = true;
            if (open > limit) return true;
            break;
        case ' ':
        case '\t':
        case '\n':
        case '\r':
        case ',':
        case ':':
            break;
        default: // the first character of a number, true, false or null (or the rest of one)
            if (open > limit) return true;
        }
    }
    return false;
}

} // namespace

std::variant<json, std::string> parseJson(const std::string& text, JsonKeys keys) {
    // The depth is checked by a scan before the parse, so that the parse itself is nlohmann's
    // plain one: the callback parser that could refuse a deep value as it goes costs a tenth of
    // the driver's time on large replies (legal sets after every action of a fuzz game).
    // nlohmann stops at a NUL byte as at the end of the text ("{...}\0garbage" would be read as
    // "{...}"), and quotes a byte that is not UTF-8 back raw in its message.
    if (const auto fault = formats::findTextFault(text, formats::ControlCharacters::Allowed)) {
        const std::string column = std::to_string(fault->column);
        if (fault->found.starts_with("a NUL"))
            return "holds a NUL byte at column " + column + " (JSON text has none)";
        return "is not UTF-8: " + fault->found + " at column " + column;
    }
    if (nestedDeeperThan(text, kMaxJsonDepth))
        return "is JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
    DuplicateKeys duplicates;
    auto noDuplicateKeys = [&](int, json::parse_event_t event, json& parsed) {
        duplicates.see(event, parsed);
        return true;
    };
    try {
        json value =
            keys == JsonKeys::Unique ? json::parse(text, noDuplicateKeys) : json::parse(text);
        if (!duplicates.first().empty()) return "has the key \"" + duplicates.first() + "\" twice";
        return value;
    } catch (const json::out_of_range& e) {
        return "holds " + formats::numberOverflowText(e.what());
    } catch (const json::parse_error& e) {
        // One line: its column is all that matters.
        std::string what = formats::jsonErrorText(e.what());
        const std::string firstLine = "at line 1, column";
        if (const auto at = what.find(firstLine); at != std::string::npos)
            what.replace(at, firstLine.size(), "at column");
        return "is not JSON: " + what;
    }
}

void DuplicateKeys::see(json::parse_event_t event, const json& parsed) {
    if (event == json::parse_event_t::object_start) open_.emplace_back();
    if (event == json::parse_event_t::object_end && !open_.empty()) open_.pop_back();
    if (event == json::parse_event_t::key && !open_.empty() && duplicate_.empty() &&
        !open_.back().insert(parsed.get<std::string>()).second)
        duplicate_ = parsed.get<std::string>();
}

std::optional<long long> integerIn(const json& j, long long lo, long long hi) {
    if (j.is_number_unsigned()) {
        const auto v = j.get<std::uint64_t>();
        if (hi < 0 || v > static_cast<std::uint64_t>(hi)) return std::nullopt;
        const auto value = static_cast<long long>(v);
        return value >= lo ? std::optional<long long>(value) : std::nullopt;
    }
    if (!j.is_number_integer()) return std::nullopt;
    const auto v = j.get<std::int64_t>();
    if (v < lo || v > hi) return std::nullopt;
    return static_cast<long long>(v);
}

Result<Rotation> rotationFrom(const json& j, const std::string& path) {
    const auto degrees = integerIn(j, 0, 270);
    const auto r = degrees ? Rotation::fromDegrees(static_cast<int>(*degrees)) : std::nullopt;
    if (!r) return expected(path, "0, 90, 180 or 270", j);
    return *r;
}

Result<Position> positionFrom(const json& j, const std::string& path) {
    if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
        return expected(path, "a position [x, y]", j);
    const auto x = integerIn(j[0], -1000, 1000);
    const auto y = integerIn(j[1], -1000, 1000);
    if (!x || !y) return expected(path, "coordinates between -1000 and 1000", j);
    return Position{static_cast<int>(*x), static_cast<int>(*y)};
}

Result<std::pair<FeatureKind, Location>> locationFrom(const std::string& text) {
    const auto part = parseFeaturePart(text);
    if (!part) return part.error();
    return std::pair{part->kind, part->location};
}

Result<FollowerKind> followerKindFrom(const json& j, const std::string& path) {
    FollowerKind kind = FollowerKind::Normal;
    for (FollowerKind k : kFollowerKinds) {
        const std::string flag(nameOf(k));
        if (!flagged(k) || !j.is_object() || !j.contains(flag)) continue;
        if (!j[flag].is_boolean()) return expected(path + "." + flag, "true or false", j[flag]);
        if (j[flag].get<bool>()) kind = k;
    }
    return kind;
}

Result<FeatureRef> featureRefFrom(const json& j, const std::string& path) {
    if (!j.is_object() || !j.contains("at") || !j.contains("on") || !j["on"].is_string())
        return expected(path, "a feature {\"at\": [x, y], \"on\": \"road E\"}", j);
    const auto at = positionFrom(j["at"], path + ".at");
    if (!at) return at.error();
    const auto loc = locationFrom(j["on"].get<std::string>());
    if (!loc) return loc.error();
    return FeatureRef{*at, loc->first, loc->second};
}

Result<NodeId> featureFrom(const GameState& state, const json& j, const std::string& path) {
    const auto f = featureRefFrom(j, path);
    if (!f) return f.error();
    const auto node = state.board.find(f->at, f->kind, f->location);
    if (!node)
        return fail(ErrorCode::FeatureNotFound,
                    path + ": no " + locationText(*f) + " at " + toString(f->at));
    return *node;
}

Result<TileName> tileNameFrom(const json& j, const std::string& path) {
    if (!j.is_string()) return expected(path, "a tile id", j);
    const auto tile = tileCatalog().lookup(j.get<std::string>());
    if (!tile) return expected(path, "a known tile id", j);
    return *tile;
}

Result<TileTypeId> tileFrom(const json& j, const std::string& path) {
    const auto tile = tileNameFrom(j, path);
    if (!tile) return tile.error();
    return tile->tile;
}

Result<Move> moveFrom(const GameState& state, const json& j) {
    if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
        return expected("move", "an object with a \"type\"", j);
    const std::string type = j["type"].get<std::string>();
    if (type == "place") {
        const auto tile = tileNameFrom(j.value("tile", json()), "move.tile");
        if (!tile) return tile.error();
        const auto at = positionFrom(j.value("at", json()), "move.at");
        if (!at) return at.error();
        const auto r = rotationFrom(j.value("rotation", json(0)), "move.rotation");
        if (!r) return r.error();
        return Move{PlaceTile{tile->tile, *at, *r, tile->naming}};
    }
    if (type == "discard") {
        const auto tile = tileNameFrom(j.value("tile", json()), "move.tile");
        if (!tile) return tile.error();
        return Move{DiscardTile{tile->tile, tile->naming}};
    }
    const auto figureFrom = nameFrom<MagicFigure>;
    if (type == "magic") {
        if (j.contains("remove")) {
            const auto f = figureFrom(j["remove"]);
            if (!f) return expected("move.remove", choicesOf<MagicFigure>(), j["remove"]);
            return Move{RemoveFigure{*f}};
        }
        const auto f = figureFrom(j.value("figure", json()));
        if (!f) return expected("move.figure", choicesOf<MagicFigure>(), j.value("figure", json()));
        const auto node = featureFrom(state, j, "move");
        if (!node) return node.error();
        return Move{MoveFigure{*f, *node}};
    }
    if (type == "follower") {
        const auto node = featureFrom(state, j, "move");
        if (!node) return node.error();
        const auto kind = followerKindFrom(j, "move");
        if (!kind) return kind.error();
        return Move{PlaceFollower{*node, *kind}};
    }
    if (type == "pass") return Move{Pass{}};
    if (type == "final") return Move{EndGame{}};
    return expected("move.type", "place, discard, magic, follower, pass or final", j["type"]);
}

} // namespace carcassonne::codec
