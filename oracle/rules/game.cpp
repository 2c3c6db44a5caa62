#include "game.hpp"

#include "expansions/base/module.hpp"
#include "expansions/mage_witch/module.hpp"
#include "tile_catalog.hpp"
#include "tile_copies.hpp"
#include "turn.hpp"

#include <algorithm>

namespace carcassonne {

GameState newGame(const GameConfig& config) {
    GameState state;
    state.config = config;
    // ic.large and the like: a kind comes with its expansion, and an edition may give none.
    for (FollowerKind kind : kFollowerKinds)
        if (!config.expansions.has(expansionOf(kind)) ||
            rowOf(kind).given[static_cast<std::size_t>(config.rules.edition)] == 0)
            state.config.followers[kind] = 0;
    state.players.assign(static_cast<std::size_t>(std::max(config.players, 0)),
                         PlayerState{0, state.config.followers});
    state.tilesUsed.assign(tileCatalog().all().size(), 0);
    return state;
}

Status setupTile(GameState& state, TileTypeId tile, Position at, Rotation rotation,
                 TileNaming naming) {
    const auto copy = resolveTileCopy(state, {tile, naming});
    if (!copy) return copy.error();
    if (auto ok = state.board.canPlace(tileCatalog().at(*copy), at, rotation); !ok) return ok;
    state.board.place(tileCatalog().at(*copy), at, rotation);
    state.tilesUsed[*copy] += 1;
    return Ok{};
}

Status setupFollower(GameState& state, PlayerIndex player, NodeId on, FollowerKind kind) {
    if (player >= state.players.size())
        return fail(ErrorCode::InvalidSetup,
                    "no seat " + std::to_string(player) + " in this game (seats count from 0)");
    if (on >= state.board.nodeCount())
        return fail(ErrorCode::FeatureNotFound, "no such feature on the board");
    if (rowOf(state.board.feature(on).kind).completion != Completion::Never &&
        state.board.isComplete(on))
        return fail(ErrorCode::InvalidSetup,
                    "the " + state.board.canonical(on).toString() +
                        " is complete: it would have been scored and its followers returned");
    if (auto why = base::followerRefusal(state, on, kind, rules::Ask::Why))
        return fail(ErrorCode::InvalidSetup, why->message);
    PlayerState& p = state.players[player];
    if (p.inSupply[kind] <= 0)
        // The player is the one the door names (a set-up entry's), by name or seat.
        return fail(ErrorCode::NoFollowerLeft,
                    "no " + std::string(toString(kind)) + " follower left in the player's supply");
    p.inSupply[kind] -= 1;
    state.followers.push_back({player, kind, on});
    return Ok{};
}

Status setupFigure(GameState& state, MagicFigure figure, NodeId on) {
    if (on >= state.board.nodeCount())
        return fail(ErrorCode::FeatureNotFound, "no such feature on the board");
    if (!state.config.expansions.has(Expansion::MageWitch))
        return fail(ErrorCode::InvalidSetup, "Mage & Witch is not in play");
    if (auto why = mage_witch::targetRefusal(state, figure, on, rules::Ask::Why))
        return fail(ErrorCode::InvalidSetup, why->message);
    state.figures[static_cast<std::size_t>(figure)] = on;
    return Ok{};
}

} // namespace carcassonne
