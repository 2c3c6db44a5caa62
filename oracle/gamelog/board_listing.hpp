#pragma once
// A compact text picture of a position for divergence reports: the tiles in placement order
// with their rotated edges, the followers, the magic figures, the scores and whose turn it is.

#include "rules/rules.hpp"

#include <ostream>
#include <string>
#include <vector>

namespace carcassonne::gamelog {

void listBoard(std::ostream& out, const GameState& state, const std::vector<std::string>& players);

} // namespace carcassonne::gamelog
