#pragma once
// Where things are drawn on a tile: a 100 × 100 square, y down, in board orientation (after
// rotation), from the tile's features alone. Integer coordinates keep the SVG output exact.

#include "rules/rules.hpp"

#include <string>

namespace carcassonne::render {

inline constexpr int kTileSize = 100;

struct Point {
    int x = 0;
    int y = 0;
};

// Where a piece on the feature stands.
Point anchorOf(const TileFeature& feature);
// Where the feature's marks go (coat of arms, inn, cathedral), next to the anchor.
Point markPointOf(const TileFeature& feature);

// SVG path data: a city's area, only its walls (the edges it does not reach), a road's line.
// A road that ends on the tile runs `deadEnd` units in from its side (50: to the middle).
std::string cityAreaPath(SideSet sides);
std::string cityWallPath(SideSet sides);
std::string roadPath(SideSet sides, int deadEnd = 50);

// A city across the tile's middle (three or four sides, or two opposite ones): roads that end on
// the tile stop at its gate instead of meeting in the middle.
bool cityInMiddle(const OrientedTile& tile);

} // namespace carcassonne::render
