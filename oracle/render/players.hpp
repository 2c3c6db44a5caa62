#pragma once
// How players appear in pictures: a colour (their name when it is one) and a one-letter mark.

#include "rules/rules.hpp"

#include <string>
#include <vector>

namespace carcassonne::render {

// "#d7263d" for a player named red; players with other names get a fixed palette by seat.
std::string playerColour(const std::vector<std::string>& players, PlayerIndex player);

// The text board's mark: the initial, lower case for a normal follower, upper case for a large
// one; the seat number (1-6, large: A-F) when two names share an initial.
char playerMark(const std::vector<std::string>& players, PlayerIndex player, bool large);

} // namespace carcassonne::render
