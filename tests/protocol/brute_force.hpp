#pragma once
// What the brute-force counts of the perft tests try, written apart from the move generator: the
// rules, not these loops, say which tries are legal.

#include "rules/board.hpp"
#include "rules/game_state.hpp"

#include <algorithm>
#include <cstdint>
#include <set>
#include <utility>

namespace carcassonne::brute_force {

// Every square of the board's bounding box grown by one, in every rotation: more than the squares
// next to the board, so the count does not lean on the generator's frontier.
template <typename Try>
void forEachSquareAround(const Board& board, Try&& tryAt) {
    int minX = 0, maxX = 0, minY = 0, maxY = 0;
    for (const PlacedTile& t : board.tiles()) {
        minX = std::min(minX, t.pos.x);
        maxX = std::max(maxX, t.pos.x);
        minY = std::min(minY, t.pos.y);
        maxY = std::max(maxY, t.pos.y);
    }
    for (int y = minY - 1; y <= maxY + 1; ++y)
        for (int x = minX - 1; x <= maxX + 1; ++x)
            for (std::uint8_t r = 0; r < 4; ++r)
                tryAt(Position{x, y}, Rotation{r});
}

// Each follower kind of the base box and Inns & Cathedrals on each feature of the tile just
// placed, once per feature (two parts of one feature are one try).
template <typename Try>
void forEachFollowerOnPlaced(const GameState& state, Try&& tryOn) {
    const PlacedTile& placed = state.board.tiles().at(*state.placedTile);
    std::set<std::pair<NodeId, FollowerKind>> tried;
    for (int i = 0; i < placed.featureCount; ++i) {
        const auto node = static_cast<NodeId>(placed.firstNode + i);
        for (const FollowerKind kind : {FollowerKind::Normal, FollowerKind::Large})
            if (tried.insert({state.board.root(node), kind}).second) tryOn(node, kind);
    }
}

} // namespace carcassonne::brute_force
