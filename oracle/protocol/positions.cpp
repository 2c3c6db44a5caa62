#include "positions.hpp"

namespace carcassonne::protocol {

namespace {

EngineError badRequest(const std::string& message) {
    return EngineError{std::string(kBadRequest), message};
}

EngineError refused(const Error& e, const std::string& what) {
    return EngineError{std::string(toString(e.code)), what + ": " + e.message};
}

json featureJson(const scenario::FeatureSpec& f) {
    return codec::toJson(FeatureRef{f.at, f.kind, f.location});
}

// A non-negative whole number below `limit` at key `key` of `j`, or nothing when it is absent.
Checked<std::optional<int>> number(const json& j, const char* key, int limit) {
    if (!j.contains(key)) return std::optional<int>{};
    const json& v = j[key];
    const auto n = codec::integerIn(v, 0, limit - 1);
    if (!n)
        return badRequest(std::string(key) + ": expected a whole number from 0 to " +
                          std::to_string(limit - 1) + ", found " + v.dump());
    return std::optional<int>{static_cast<int>(*n)};
}

// Applies a setup request to a fresh game; every step as the scenario runner does it.
class SetupReader {
public:
    SetupReader(GameState& state, const json& setup) : state_(state), setup_(setup) {}

    std::optional<EngineError> apply() {
        if (!setup_.is_object()) return badRequest("setup: expected an object");
        if (auto e = tiles()) return e;
        if (auto e = followers()) return e;
        if (auto e = figures()) return e;
        if (auto e = supply()) return e;
        if (auto e = scores()) return e;
        auto turn = number(setup_, "turn", static_cast<int>(state_.players.size()));
        if (auto* e = std::get_if<EngineError>(&turn)) return *e;
        if (auto t = std::get<std::optional<int>>(turn))
            state_.current = static_cast<PlayerIndex>(*t);
        return std::nullopt;
    }

private:
    GameState& state_;
    const json& setup_;

    std::optional<EngineError> list(const char* key, json& out) {
        out = setup_.value(key, json::array());
        if (!out.is_array()) return badRequest(std::string("setup.") + key + ": expected a list");
        return std::nullopt;
    }

    int players() const { return static_cast<int>(state_.players.size()); }

    std::optional<EngineError> tiles() {
        json tiles;
        if (auto e = list("tiles", tiles)) return e;
        if (tiles.empty()) (void)setupTile(state_, tileCatalog().startTile(), {0, 0}, Rotation{});
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const std::string path = "setup.tiles[" + std::to_string(i) + "]";
            const json& t = tiles[i];
            if (!t.is_object()) return badRequest(path + ": expected an object");
            const auto tile = codec::tileFrom(t.value("tile", json()), path + ".tile");
            if (!tile) return badRequest(tile.error().message);
            const auto at = codec::positionFrom(t.value("at", json()), path + ".at");
            if (!at) return badRequest(at.error().message);
            const auto r = codec::rotationFrom(t.value("rotation", json(0)), path + ".rotation");
            if (!r) return badRequest(r.error().message);
            if (auto ok = setupTile(state_, *tile, *at, *r); !ok) return refused(ok.error(), path);
        }
        return std::nullopt;
    }

    std::optional<EngineError> followers() {
        json followers;
        if (auto e = list("followers", followers)) return e;
        for (std::size_t i = 0; i < followers.size(); ++i) {
            const std::string path = "setup.followers[" + std::to_string(i) + "]";
            const json& f = followers[i];
            if (!f.is_object()) return badRequest(path + ": expected an object");
            auto player = number(f, "player", players());
            if (auto* e = std::get_if<EngineError>(&player)) return *e;
            if (!std::get<std::optional<int>>(player)) return badRequest(path + ": no player");
            const auto node = codec::featureFrom(state_, f, path);
            if (!node) return refused(node.error(), path);
            const json large = f.value("large", json(false));
            if (!large.is_boolean()) return badRequest(path + ".large: expected true or false");
            const auto p = static_cast<PlayerIndex>(*std::get<std::optional<int>>(player));
            const auto kind = large.get<bool>() ? FollowerKind::Large : FollowerKind::Normal;
            if (auto ok = setupFollower(state_, p, *node, kind); !ok)
                return refused(ok.error(), path);
        }
        return std::nullopt;
    }

    std::optional<EngineError> figures() {
        const json figures = setup_.value("figures", json::object());
        if (!figures.is_object()) return badRequest("setup.figures: expected an object");
        for (const auto& [name, where] : figures.items()) {
            const auto figure = parseName<MagicFigure>(name);
            if (!figure) return badRequest("setup.figures: unknown figure '" + name + "'");
            const auto node = codec::featureFrom(state_, where, "setup.figures." + name);
            if (!node) return refused(node.error(), "setup.figures." + name);
            if (auto ok = setupFigure(state_, *figure, *node); !ok)
                return refused(ok.error(), "setup.figures." + name);
        }
        return std::nullopt;
    }

    // The supply after the set-up followers; no player may own more followers than the game gives.
    std::optional<EngineError> supply() {
        json supply;
        if (auto e = list("supply", supply)) return e;
        for (std::size_t i = 0; i < supply.size(); ++i) {
            const std::string path = "setup.supply[" + std::to_string(i) + "]";
            const json& s = supply[i];
            if (!s.is_object()) return badRequest(path + ": expected an object");
            auto player = number(s, "player", players());
            auto normal = number(s, "normal", 100);
            auto large = number(s, "large", 100);
            for (auto* v : {&player, &normal, &large})
                if (auto* e = std::get_if<EngineError>(v)) return *e;
            const auto p = std::get<std::optional<int>>(player);
            if (!p) return badRequest(path + ": no player");
            PlayerState& ps = state_.players[static_cast<std::size_t>(*p)];
            if (auto n = std::get<std::optional<int>>(normal)) ps.normalInSupply = *n;
            if (auto n = std::get<std::optional<int>>(large)) ps.largeInSupply = *n;
            int placedNormal = 0, placedLarge = 0;
            for (const Follower& f : state_.followers)
                if (f.player == *p)
                    (f.kind == FollowerKind::Large ? placedLarge : placedNormal) += 1;
            if (ps.normalInSupply + placedNormal > state_.config.normalFollowers ||
                ps.largeInSupply + placedLarge > state_.config.largeFollowers)
                return EngineError{std::string(toString(ErrorCode::InvalidSetup)),
                                   path + ": player " + std::to_string(*p) +
                                       " would have more followers than the game gives"};
        }
        return std::nullopt;
    }

    std::optional<EngineError> scores() {
        json scores;
        if (auto e = list("scores", scores)) return e;
        for (std::size_t i = 0; i < scores.size(); ++i) {
            const std::string path = "setup.scores[" + std::to_string(i) + "]";
            const json& s = scores[i];
            if (!s.is_object()) return badRequest(path + ": expected an object");
            auto player = number(s, "player", players());
            auto points = number(s, "points", 1000000);
            for (auto* v : {&player, &points})
                if (auto* e = std::get_if<EngineError>(v)) return *e;
            const auto p = std::get<std::optional<int>>(player);
            const auto n = std::get<std::optional<int>>(points);
            if (!p || !n) return badRequest(path + ": expected {\"player\", \"points\"}");
            state_.players[static_cast<std::size_t>(*p)].score = *n;
        }
        return std::nullopt;
    }
};

} // namespace

json newGameRequest(const GameConfig& config) {
    const json expansions = expansionNamesIn(config.expansions);
    json switches = json::object();
    for (const SwitchInfo& s : allSwitches())
        switches[std::string(s.name)] = std::string(switchValue(config.rules, s.name));
    return {{"cmd", "new-game"},
            {"edition", std::string(toString(config.rules.edition))},
            {"expansions", expansions},
            {"players", config.players},
            {"switches", switches}};
}

Checked<GameConfig> configFrom(const json& request) {
    GameConfig config;
    const json edition = request.value("edition", json());
    const auto e =
        edition.is_string() ? editionFromString(edition.get<std::string>()) : std::nullopt;
    if (!e) return EngineError{std::string(kUnsupported), "unknown edition " + edition.dump()};
    config.rules = defaultRules(*e);
    const json expansions = request.value("expansions", json::array());
    if (!expansions.is_array()) return badRequest("expansions: expected a list");
    config.expansions = {};
    for (const json& x : expansions) {
        const auto ex = x.is_string() ? expansionToAdd(x.get<std::string>()) : std::nullopt;
        if (!ex) return EngineError{std::string(kUnsupported), "unknown expansion " + x.dump()};
        config.expansions.add(*ex);
    }
    const json players = request.value("players", json());
    const auto count = codec::integerIn(players, 2, 6);
    if (!count) return badRequest("players: expected 2 to 6, found " + players.dump());
    config.players = static_cast<int>(*count);
    const json switches = request.value("switches", json::object());
    if (!switches.is_object()) return badRequest("switches: expected an object");
    for (const auto& [name, value] : switches.items()) {
        if (!value.is_string()) return badRequest("switches." + name + ": expected a string");
        if (auto ok = setSwitch(config.rules, name, value.get<std::string>()); !ok)
            return EngineError{std::string(kUnsupported), ok.error().message};
    }
    return config;
}

json setupRequest(const scenario::Setup& setup) {
    json j{{"cmd", "setup"}};
    j["tiles"] = json::array();
    for (const auto& t : setup.tiles)
        j["tiles"].push_back({{"tile", tileCatalog().at(t.tile).name},
                              {"at", codec::toJson(t.at)},
                              {"rotation", t.rotation.degrees()}});
    j["followers"] = json::array();
    for (const auto& f : setup.followers) {
        json e = featureJson(f.follower.on);
        e["player"] = f.player;
        e["large"] = f.follower.large;
        j["followers"].push_back(e);
    }
    j["figures"] = json::object();
    for (const auto& f : setup.figures)
        if (f.on) j["figures"][std::string(toString(f.figure))] = featureJson(*f.on);
    j["scores"] = json::array();
    for (const auto& [p, points] : setup.scores)
        j["scores"].push_back({{"player", p}, {"points", points}});
    j["supply"] = json::array();
    for (const auto& s : setup.supply) {
        json e{{"player", s.player}};
        if (s.normal) e["normal"] = *s.normal;
        if (s.large) e["large"] = *s.large;
        j["supply"].push_back(e);
    }
    if (setup.turn) j["turn"] = *setup.turn;
    return j;
}

Checked<GameState> startPosition(const GameConfig& config, const json* setup) {
    GameState state = newGame(config);
    if (!setup) {
        (void)setupTile(state, tileCatalog().startTile(), {0, 0}, Rotation{});
        return state;
    }
    if (auto e = SetupReader(state, *setup).apply()) return *e;
    return state;
}

} // namespace carcassonne::protocol
