#include "positions.hpp"

namespace carcassonne::protocol {

namespace {

EngineError badRequest(const std::string& message) {
    return EngineError{std::string(kBadRequest), message};
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

// Parses a setup request into the rules' position description; only the request's shape is
// checked here (bad-request), the position itself by rules::startPosition.
class SetupReader {
public:
    SetupReader(const json& setup, int players) : setup_(setup), players_(players) {}

    Checked<PositionSpec> read() {
        if (!setup_.is_object()) return badRequest("setup: expected an object");
        for (auto step : {&SetupReader::tiles, &SetupReader::followers, &SetupReader::figures,
                          &SetupReader::supply, &SetupReader::scores})
            if (auto e = (this->*step)()) return *e;
        auto turn = number(setup_, "turn", players_);
        if (auto* e = std::get_if<EngineError>(&turn)) return *e;
        if (auto t = std::get<std::optional<int>>(turn)) spec_.turn = static_cast<PlayerIndex>(*t);
        return spec_;
    }

private:
    const json& setup_;
    int players_;
    PositionSpec spec_;

    std::optional<EngineError> list(const char* key, json& out) {
        out = setup_.value(key, json::array());
        if (!out.is_array()) return badRequest(std::string("setup.") + key + ": expected a list");
        return std::nullopt;
    }

    static Checked<FeatureRef> feature(const json& j, const std::string& path) {
        const auto f = codec::featureRefFrom(j, path);
        if (!f) return EngineError{std::string(toString(f.error().code)), f.error().message};
        return *f;
    }

    std::optional<EngineError> tiles() {
        json tiles;
        if (auto e = list("tiles", tiles)) return e;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const std::string path = "setup.tiles[" + std::to_string(i) + "]";
            const json& t = tiles[i];
            if (!t.is_object()) return badRequest(path + ": expected an object");
            const auto tile = codec::tileNameFrom(t.value("tile", json()), path + ".tile");
            if (!tile) return badRequest(tile.error().message);
            const auto at = codec::positionFrom(t.value("at", json()), path + ".at");
            if (!at) return badRequest(at.error().message);
            const auto r = codec::rotationFrom(t.value("rotation", json(0)), path + ".rotation");
            if (!r) return badRequest(r.error().message);
            spec_.tiles.push_back({tile->tile, *at, *r, tile->naming});
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
            auto player = number(f, "player", players_);
            if (auto* e = std::get_if<EngineError>(&player)) return *e;
            if (!std::get<std::optional<int>>(player)) return badRequest(path + ": no player");
            auto on = feature(f, path);
            if (auto* e = std::get_if<EngineError>(&on)) return *e;
            const auto kind = codec::followerKindFrom(f, path);
            if (!kind) return badRequest(kind.error().message);
            spec_.followers.push_back(
                {static_cast<PlayerIndex>(*std::get<std::optional<int>>(player)),
                 std::get<FeatureRef>(on), *kind});
        }
        return std::nullopt;
    }

    std::optional<EngineError> figures() {
        const json figures = setup_.value("figures", json::object());
        if (!figures.is_object()) return badRequest("setup.figures: expected an object");
        for (const auto& [name, where] : figures.items()) {
            const auto figure = parseName<MagicFigure>(name);
            if (!figure) return badRequest("setup.figures: unknown figure '" + name + "'");
            auto on = feature(where, "setup.figures." + name);
            if (auto* e = std::get_if<EngineError>(&on)) return *e;
            spec_.figures.push_back({*figure, std::get<FeatureRef>(on)});
        }
        return std::nullopt;
    }

    std::optional<EngineError> supply() {
        json supply;
        if (auto e = list("supply", supply)) return e;
        for (std::size_t i = 0; i < supply.size(); ++i) {
            const std::string path = "setup.supply[" + std::to_string(i) + "]";
            const json& s = supply[i];
            if (!s.is_object()) return badRequest(path + ": expected an object");
            auto player = number(s, "player", players_);
            if (auto* e = std::get_if<EngineError>(&player)) return *e;
            if (!std::get<std::optional<int>>(player)) return badRequest(path + ": no player");
            SupplyAt at{static_cast<PlayerIndex>(*std::get<std::optional<int>>(player)), {}};
            for (FollowerKind kind : valuesOf<FollowerKind>()) {
                auto n = number(s, std::string(nameOf(kind)).c_str(), 100);
                if (auto* e = std::get_if<EngineError>(&n)) return *e;
                at.of(kind) = std::get<std::optional<int>>(n);
            }
            spec_.supply.push_back(at);
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
            auto player = number(s, "player", players_);
            auto points = number(s, "points", 1000000);
            for (auto* v : {&player, &points})
                if (auto* e = std::get_if<EngineError>(v)) return *e;
            const auto p = std::get<std::optional<int>>(player);
            const auto n = std::get<std::optional<int>>(points);
            if (!p || !n) return badRequest(path + ": expected {\"player\", \"points\"}");
            spec_.scores.emplace_back(static_cast<PlayerIndex>(*p), *n);
        }
        return std::nullopt;
    }
};

// The request's path of the entry a refused set-up is about: "setup.tiles[2]".
std::string pathOf(const PositionSpec& spec, const SetupError& e) {
    const std::string i = "[" + std::to_string(e.index) + "]";
    switch (e.part) {
    case SetupPart::Players:
        return "players";
    case SetupPart::Tile:
        return "setup.tiles" + i;
    case SetupPart::Follower:
        return "setup.followers" + i;
    case SetupPart::Figure:
        return "setup.figures." + std::string(nameOf(spec.figures[e.index].figure));
    case SetupPart::Supply:
        return "setup.supply" + i;
    case SetupPart::Score:
        return "setup.scores" + i;
    case SetupPart::Turn:
        return "setup.turn";
    }
    return "setup";
}

} // namespace

json newGameRequest(const GameConfig& config, const std::set<std::string>& declared) {
    const json expansions = expansionNamesIn(config.expansions);
    json switches = json::object();
    for (const SwitchInfo& s : allSwitches())
        if (declared.contains(std::string(s.name)))
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
    for (std::size_t i = 0; i < expansions.size(); ++i) {
        const json& x = expansions[i];
        const auto ex = x.is_string() ? expansionToAdd(x.get<std::string>()) : std::nullopt;
        if (!ex) return EngineError{std::string(kUnsupported), "unknown expansion " + x.dump()};
        // Every list refuses an entry it holds already, as scenarios and game logs do.
        for (std::size_t k = 0; k < i; ++k)
            if (expansions[k] == x)
                return badRequest("expansions[" + std::to_string(i) + "]: expansion " + x.dump() +
                                  " is listed twice (first at expansions[" + std::to_string(k) +
                                  "])");
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

json setupRequest(const PositionSpec& setup) {
    json j{{"cmd", "setup"}};
    j["tiles"] = json::array();
    for (const PlaceTile& t : setup.tiles)
        j["tiles"].push_back({{"tile", tileCatalog().at(t.tile).name},
                              {"at", codec::toJson(t.at)},
                              {"rotation", t.rotation.degrees()}});
    j["followers"] = json::array();
    for (const FollowerAt& f : setup.followers) {
        json e = codec::toJson(f.on);
        e["player"] = f.player;
        codec::addFollowerFlags(e, f.kind);
        j["followers"].push_back(e);
    }
    j["figures"] = json::object();
    for (const FigureAt& f : setup.figures)
        j["figures"][std::string(nameOf(f.figure))] = codec::toJson(f.on);
    j["scores"] = json::array();
    for (const auto& [p, points] : setup.scores)
        j["scores"].push_back({{"player", p}, {"points", points}});
    j["supply"] = json::array();
    for (const SupplyAt& s : setup.supply) {
        json e{{"player", s.player}};
        for (FollowerKind kind : valuesOf<FollowerKind>())
            if (s.of(kind)) e[std::string(nameOf(kind))] = *s.of(kind);
        j["supply"].push_back(e);
    }
    if (setup.turn) j["turn"] = *setup.turn;
    return j;
}

Checked<GameState> startFromRequest(const GameConfig& config, const json* setup) {
    PositionSpec spec;
    if (setup) {
        auto read = SetupReader(*setup, config.players).read();
        if (auto* e = std::get_if<EngineError>(&read)) return *e;
        spec = std::get<PositionSpec>(std::move(read));
    }
    auto start = startPosition(config, spec);
    if (!start) {
        const SetupError& e = start.error();
        return EngineError{std::string(toString(e.error.code)),
                           pathOf(spec, e) + ": " + e.error.message};
    }
    return std::move(start).value();
}

} // namespace carcassonne::protocol
