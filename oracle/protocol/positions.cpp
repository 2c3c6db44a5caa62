#include "positions.hpp"

#include "scenario/game_config.hpp"

#include "codec/setup_json.hpp"

namespace carcassonne::protocol {

namespace {

EngineError badRequest(const std::string& message) {
    return EngineError{std::string(kBadRequest), message};
}

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
    const json edition = request.value("edition", json());
    const auto e =
        edition.is_string() ? editionFromString(edition.get<std::string>()) : std::nullopt;
    if (!e) return EngineError{std::string(kUnsupported), "unknown edition " + edition.dump()};
    const json expansions = request.value("expansions", json::array());
    if (!expansions.is_array()) return badRequest("expansions: expected a list");
    ExpansionSet added;
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
        added.add(*ex);
    }
    const json players = request.value("players", json());
    const auto count = codec::integerIn(players, 2, 6);
    if (!count) return badRequest("players: expected 2 to 6, found " + players.dump());
    const json switches = request.value("switches", json::object());
    if (!switches.is_object()) return badRequest("switches: expected an object");
    scenario::SwitchOverrides overrides;
    for (const auto& [name, value] : switches.items()) {
        if (!value.is_string()) return badRequest("switches." + name + ": expected a string");
        overrides.emplace_back(name, value.get<std::string>());
    }
    auto config = scenario::gameConfig(*e, overrides, added, static_cast<int>(*count));
    if (!config) return EngineError{std::string(kUnsupported), config.error().message};
    return std::move(config).value();
}

json setupRequest(const PositionSpec& setup) {
    json j = codec::positionSpecJson(setup, codec::SetupShape::Protocol);
    j["cmd"] = "setup";
    return j;
}

Checked<PositionSpec> setupFrom(const json& request, int players) {
    // The seats' names do not matter: the protocol names players by seat.
    const codec::SetupForm form{codec::SetupShape::Protocol, "setup",
                                std::vector<std::string>(static_cast<std::size_t>(players)),
                                codec::UnknownKeys::Ignore};
    auto spec = codec::positionSpecFrom(request, form);
    if (!spec) return badRequest(spec.error().text());
    return std::move(spec).value();
}

Checked<GameState> startFrom(const GameConfig& config, const PositionSpec& spec) {
    auto start = startPosition(config, spec);
    if (!start) {
        const SetupError& e = start.error();
        return EngineError{std::string(toString(e.error.code)),
                           pathOf(spec, e) + ": " + e.error.message};
    }
    return std::move(start).value();
}

Checked<GameState> startFromRequest(const GameConfig& config, const json* setup) {
    if (!setup) return startFrom(config, {});
    auto spec = setupFrom(*setup, config.players);
    if (auto* e = std::get_if<EngineError>(&spec)) return *e;
    return startFrom(config, std::get<PositionSpec>(spec));
}

} // namespace carcassonne::protocol
