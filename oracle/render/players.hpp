#pragma once
// How players appear in pictures: a colour (their name when it is one) and a one-letter mark.

#include "rules/rules.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::render {

// "#d7263d" for a player named red; players with other names get a fixed palette by seat.
std::string playerColour(const std::vector<std::string>& players, PlayerIndex player);

// The colours of the magic figures, the mage cyan and the witch maroon: no player's colour (no
// named colour and no palette entry is either, players.cpp checks it when it compiles), so a
// figure never looks like a player's follower (the witch used to be the orange of "orange").
inline constexpr std::string_view kMageColour = "#19b8c9";
inline constexpr std::string_view kWitchColour = "#7f1d1d";

// The text board's mark: the initial, lower case, or upper case for a follower kind marked in
// capitals (FollowerDrawing::capital: the large follower); the seat number (1-6, capitals: A-F)
// when two names share an initial.
char playerMark(const std::vector<std::string>& players, PlayerIndex player, bool capital);

} // namespace carcassonne::render
