#include "setup_json.hpp"

#include "json_codec.hpp"

#include <algorithm>

namespace carcassonne::codec {

namespace {

bool byName(const SetupForm& form) {
    return form.shape == SetupShape::GameLog;
}

int lastSeat(const SetupForm& form) {
    return static_cast<int>(form.players.size()) - 1;
}

// The list at `key`, empty when it is absent.
const json& listAt(const json& j, const char* key, const std::string& path) {
    static const json none = json::array();
    return j.contains(key) ? arrayAt(j[key], path) : none;
}

PlaceTile tileEntry(const json& j, const std::string& path, const SetupForm& form) {
    const Fields f(j, path, {"tile", "at", "rotation"}, form.unknown);
    const TileName tile = tileNameAt(f.required("tile"), f.path("tile"));
    return {tile.tile, positionAt(f.required("at"), f.path("at")),
            f.has("rotation") ? rotationAt(f.get("rotation"), f.path("rotation")) : Rotation{},
            tile.naming};
}

FollowerAt followerEntry(const json& j, const std::string& path, const SetupForm& form) {
    const Fields f(j, path, withFollowerFlags({"player", "at", "on"}), form.unknown);
    return {static_cast<PlayerIndex>(playerAt(f.required("player"), f.path("player"), form)),
            featureAt(f), followerKindAt(f)};
}

// The protocol: [{"player": 1, "points": 4}]; a game log: {"Bob": 4} or [0, 4].
void readScores(const json& j, const std::string& path, const SetupForm& form, PositionSpec& s) {
    if (byName(form)) {
        for (const auto& [player, points] : scoresByPlayerAt(j, path, form)) {
            if (points < 0) bad(path, "set-up scores may not be negative");
            s.scores.emplace_back(static_cast<PlayerIndex>(player), points);
        }
        return;
    }
    const json& list = arrayAt(j, path);
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Fields f(list[i], indexPath(path, i), {"player", "points"}, form.unknown);
        const int player = playerAt(f.required("player"), f.path("player"), form);
        s.scores.emplace_back(static_cast<PlayerIndex>(player),
                              intAt(f.required("points"), f.path("points"), 0, 999999));
    }
}

// The protocol: [{"player": 0, "normal": 6}] (each count below 100); a game log: {"Alice":
// {"normal": 6}} (each count at most what a set-up may give). rules::startPosition judges them.
void readSupply(const json& j, const std::string& path, const SetupForm& form, PositionSpec& s) {
    auto counts = [&](const Fields& f, SupplyAt& at) {
        for (FollowerKind kind : kFollowerKinds) {
            const std::string key(nameOf(kind));
            if (f.has(key))
                at.of(kind) =
                    intAt(f.get(key), f.path(key), 0, byName(form) ? kMostFollowers[kind] : 99);
        }
    };
    if (byName(form)) {
        if (!j.is_object())
            bad(path, "expected supplies by player name (an object), found " + shown(j));
        for (const auto& [name, value] : j.items()) {
            SupplyAt at{static_cast<PlayerIndex>(playerAt(json(name), path, form)), {}};
            counts(Fields(value, keyPath(path, name), namesOf<FollowerKind>(), form.unknown), at);
            s.supply.push_back(at);
        }
        return;
    }
    const json& list = arrayAt(j, path);
    for (std::size_t i = 0; i < list.size(); ++i) {
        std::vector<std::string> keys = namesOf<FollowerKind>();
        keys.insert(keys.begin(), "player");
        const Fields f(list[i], indexPath(path, i), keys, form.unknown);
        SupplyAt at{
            static_cast<PlayerIndex>(playerAt(f.required("player"), f.path("player"), form)), {}};
        counts(f, at);
        s.supply.push_back(at);
    }
}

PositionSpec readPositionSpec(const json& j, const SetupForm& form) {
    if (!j.is_object()) bad(form.path, "expected an object, found " + shown(j));
    auto at = [&](const char* key) { return keyPath(form.path, key); };
    PositionSpec s;
    const json& tiles = listAt(j, "tiles", at("tiles"));
    for (std::size_t i = 0; i < tiles.size(); ++i)
        s.tiles.push_back(tileEntry(tiles[i], indexPath(at("tiles"), i), form));
    const json& followers = listAt(j, "followers", at("followers"));
    for (std::size_t i = 0; i < followers.size(); ++i)
        s.followers.push_back(followerEntry(followers[i], indexPath(at("followers"), i), form));
    if (j.contains("figures")) {
        // The keys name figures: one the oracle does not know is refused in every form.
        const Fields f(j["figures"], at("figures"), namesOf<MagicFigure>(), UnknownKeys::Refuse);
        for (MagicFigure m : kMagicFigures) {
            const std::string key(nameOf(m));
            if (f.has(key))
                s.figures.push_back({m, featureAt(f.get(key), f.path(key), form.unknown)});
        }
    }
    if (j.contains("scores")) readScores(j["scores"], at("scores"), form, s);
    if (j.contains("supply")) readSupply(j["supply"], at("supply"), form, s);
    if (j.contains("turn"))
        s.turn = static_cast<PlayerIndex>(playerAt(j["turn"], at("turn"), form));
    return s;
}

} // namespace

int playerAt(const json& j, const std::string& path, const SetupForm& form) {
    if (byName(form) && j.is_string()) {
        const auto it = std::find(form.players.begin(), form.players.end(), j.get<std::string>());
        if (it == form.players.end()) bad(path, "unknown player " + shown(j));
        return static_cast<int>(it - form.players.begin());
    }
    if (byName(form) && !j.is_number_integer())
        bad(path, "expected a player's name or seat, found " + shown(j));
    return intAt(j, path, 0, lastSeat(form));
}

std::vector<std::pair<int, int>> scoresByPlayerAt(const json& j, const std::string& path,
                                                  const SetupForm& form) {
    std::vector<std::pair<int, int>> out;
    if (j.is_array()) {
        if (j.size() != form.players.size())
            bad(path, "expected one score per player (" + std::to_string(form.players.size()) +
                          "), found " + shown(j));
        for (std::size_t i = 0; i < j.size(); ++i)
            out.emplace_back(static_cast<int>(i), intAt(j[i], indexPath(path, i), -100000, 100000));
        return out;
    }
    if (!j.is_object())
        bad(path,
            "expected scores by player name (an object) or by seat (a list), found " + shown(j));
    for (const auto& [name, points] : j.items())
        out.emplace_back(playerAt(json(name), path, form),
                         intAt(points, keyPath(path, name), -100000, 100000));
    return out;
}

Decoded<PositionSpec> positionSpecFrom(const json& j, const SetupForm& form) {
    return decoded([&] { return readPositionSpec(j, form); });
}

json positionSpecJson(const PositionSpec& spec, SetupShape shape,
                      const std::vector<std::string>& players) {
    const bool named = shape == SetupShape::GameLog;
    // A game log names its players (a seat without a name: its number, which no name matches).
    auto name = [&](PlayerIndex p) { return p < players.size() ? players[p] : std::to_string(p); };
    auto player = [&](PlayerIndex p) { return named ? json(name(p)) : json(p); };
    json j = json::object();
    j["tiles"] = json::array();
    for (const PlaceTile& t : spec.tiles)
        // A game log keeps how a tile was named (a geometry name takes any copy of its picture);
        // the protocol sends the copy's id.
        j["tiles"].push_back({{"tile", named ? tileCatalog().text({t.tile, t.naming})
                                             : tileCatalog().at(t.tile).name},
                              {"at", toJson(t.at)},
                              {"rotation", t.rotation.degrees()}});
    j["followers"] = json::array();
    for (const FollowerAt& f : spec.followers) {
        json e = toJson(f.on);
        e["player"] = player(f.player);
        addFollowerFlags(e, f.kind);
        j["followers"].push_back(e);
    }
    j["figures"] = json::object();
    for (const FigureAt& f : spec.figures)
        j["figures"][std::string(nameOf(f.figure))] = toJson(f.on);
    j["scores"] = named ? json::object() : json::array();
    for (const auto& [p, points] : spec.scores)
        if (named)
            j["scores"][name(p)] = points;
        else
            j["scores"].push_back({{"player", p}, {"points", points}});
    j["supply"] = named ? json::object() : json::array();
    for (const SupplyAt& s : spec.supply) {
        json e = named ? json::object() : json{{"player", s.player}};
        for (FollowerKind kind : kFollowerKinds)
            if (s.of(kind)) e[std::string(nameOf(kind))] = *s.of(kind);
        if (named)
            j["supply"][name(s.player)] = e;
        else
            j["supply"].push_back(e);
    }
    if (spec.turn) j["turn"] = player(*spec.turn);
    return j;
}

} // namespace carcassonne::codec
