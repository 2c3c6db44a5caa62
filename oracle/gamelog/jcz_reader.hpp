#pragma once
// Reading a .jcz saved game. What changes the rules is read strictly (sets, elements, rules,
// start, pointers): anything unknown there is an error, since ignoring it would check the game
// under other rules. Other keys JCloisterZone writes (clocks, ids, colours) are left alone.

#include "divergence.hpp"
#include "jcz_game.hpp"

#include <string>
#include <variant>

namespace carcassonne::gamelog {

formats::Parsed<JczGame> readJcz(const std::string& text);

} // namespace carcassonne::gamelog
