#pragma once
// The board as an SVG picture drawn from the tile geometry: fields, roads, cities with their walls,
// coats of arms, cloisters, inns, cathedrals, the magic symbol, followers in player colours, the
// mage and the witch, coordinates along the edges and the last tile placed outlined.
// The output depends on the view alone (no times, integer coordinates), so it can be approved.

#include "board_view.hpp"

#include <string>

namespace carcassonne::render {

// One <svg> element (no XML declaration, so it can also be inlined in HTML); `title` becomes its
// accessible name.
std::string svgBoard(const BoardView& view, const std::string& title = "");

} // namespace carcassonne::render
