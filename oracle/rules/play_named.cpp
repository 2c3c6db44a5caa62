#include "play_named.hpp"

#include "game.hpp"
#include "tile_copies.hpp"
#include "turn.hpp"

namespace carcassonne {

Result<PlayedMove> playNamed(GameState& state, ForcedRemoval& forced, const NamedMove& move) {
    if (forced.acknowledges(state, move)) {
        forced.clear();
        return PlayedMove{{}, true};
    }
    const auto resolved = resolveMove(state, move);
    if (!resolved) return resolved.error();
    auto events = rules::play(state, *resolved);
    if (!events) return events.error();
    if (startsTurn(move)) forced.tilePlayed(*events);
    return PlayedMove{std::move(events).value(), false};
}

std::optional<TileTypeId> placedTile(const NamedMove& move) {
    if (const auto* place = std::get_if<PlaceTile>(&move)) return place->tile;
    return std::nullopt;
}

NamedMove withCopyId(const GameState& state, NamedMove move) {
    if (auto* m = std::get_if<PlaceTile>(&move)) {
        m->tile = copyIdOf(state, {m->tile, m->naming});
        m->naming = TileNaming::Id;
    }
    if (auto* m = std::get_if<DiscardTile>(&move)) {
        m->tile = copyIdOf(state, {m->tile, m->naming});
        m->naming = TileNaming::Id;
    }
    return move;
}

} // namespace carcassonne
