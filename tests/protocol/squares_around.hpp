#pragma once
// The squares a brute-force count tries a tile on: every square of the board's bounding box grown
// by one, in every rotation. More than the squares next to the board: the rules, not this loop,
// say which of them take the tile, so the count does not lean on the generator's frontier.

#include "rules/board.hpp"

#include <algorithm>
#include <cstdint>

namespace carcassonne::brute_force {

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

} // namespace carcassonne::brute_force
