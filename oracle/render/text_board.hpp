#pragma once
// The board for a terminal: each tile a 7 × 3 cell with its edges (C city, R road, F field) and,
// in the middle, its marks and the pieces on it; coordinates along the top and the left; a legend
// and the pieces, scores and turn below.
//
//        -1      0
//      CCCCC  /CCCCC\      the tile at [0, 0] was placed last
//   0 R  +  RR  r  R
//      FFFFF  \FFFFF/

#include "board_view.hpp"

#include <string>

namespace carcassonne::render {

std::string textBoard(const BoardView& view);

} // namespace carcassonne::render
