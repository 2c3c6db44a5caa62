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

// How the feature's kind is drawn (FeatureKindRow::drawing): every picture reads the shape and
// the colours there, so a kind drawn like another needs nothing here.
inline const FeatureDrawing& drawingOf(const TileFeature& feature) {
    return rowOf(feature.kind).drawing;
}
inline FeatureShape shapeOf(const TileFeature& feature) {
    return drawingOf(feature).shape;
}

// Where a piece on the feature stands.
Point anchorOf(const TileFeature& feature);
// Where the feature's marks go (coat of arms, inn, cathedral), next to the anchor.
Point markPointOf(const TileFeature& feature);

// SVG path data: an area's outline (a city's), only its walls (the edges it does not reach), a
// band's line (a road's). A band that ends on the tile runs `deadEnd` units in from its side (50:
// to the middle).
std::string cityAreaPath(SideSet sides);
std::string cityWallPath(SideSet sides);
std::string roadPath(SideSet sides, int deadEnd = 50);

// An area across the tile's middle (a city on three or four sides, or two opposite ones): roads
// that end on the tile stop at its gate instead of meeting in the middle.
bool cityInMiddle(const OrientedTile& tile);

} // namespace carcassonne::render
