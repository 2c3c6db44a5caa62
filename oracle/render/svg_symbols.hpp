#pragma once
// The small drawings on a tile, each an SVG fragment centred on a point of the tile.

#include "tile_geometry.hpp"

#include <string>
#include <string_view>

namespace carcassonne::render {

std::string coatOfArms(Point at);
// The building at a tile's centre (a cloister), in its kind's colours: walls, roof, outline.
std::string centreMark(Point at, const FeatureDrawing& drawing);
std::string inn(Point at);
std::string cathedral(Point at);
std::string magicSymbol(Point at);
std::string junction(Point at);
// A follower (meeple) in the player's colour, at its kind's scale (FollowerDrawing: a large one
// half as large again); a farmer (on a field) lies on its side, as the rulebook shows it.
std::string meeple(Point at, const std::string& colour, std::string_view scale, bool lying = false);
// The mage (cyan) and the witch (maroon), colours no player has (players.hpp): a robed figure
// with a pointed hat.
std::string magicFigure(Point at, bool witch);

} // namespace carcassonne::render
