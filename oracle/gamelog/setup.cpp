#include "setup.hpp"

#include "scenario/game_config.hpp"

namespace carcassonne::gamelog {

namespace {

// "set-up tile V at [0, -1]", "set-up follower of Alice": the entry a refusal is about.
std::string entryName(const SetupSpec& setup, const SetupError& e) {
    const PositionSpec& p = setup.position;
    auto player = [&](PlayerIndex i) {
        return i < setup.players.size() ? setup.players[i] : "player " + std::to_string(i + 1);
    };
    switch (e.part) {
    case SetupPart::Players:
        return "players";
    case SetupPart::Tile:
        return "set-up tile " + tileCatalog().at(p.tiles[e.index].tile).name + " at " +
               toString(p.tiles[e.index].at);
    case SetupPart::Follower:
        return "set-up follower of " + player(p.followers[e.index].player);
    case SetupPart::Figure:
        return "set-up " + std::string(nameOf(p.figures[e.index].figure));
    case SetupPart::Supply:
        return "supply of " + player(p.supply[e.index].player);
    case SetupPart::Score:
        return "set-up scores";
    case SetupPart::Turn:
        return "turn";
    }
    return "set-up";
}
} // namespace

Result<GameState> startGame(const SetupSpec& setup) {
    // Unknown switches or values are refused.
    const auto config = scenario::gameConfig(setup.edition, setup.rules, setup.expansions,
                                             static_cast<int>(setup.players.size()));
    if (!config) return config.error();
    auto start = startPosition(*config, setup.position);
    if (!start) {
        const SetupError& e = start.error();
        return fail(e.error.code, entryName(setup, e) + ": " + e.error.message);
    }
    return std::move(start).value();
}

} // namespace carcassonne::gamelog
