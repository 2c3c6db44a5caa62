#pragma once
// Reading a .jcz saved game, leniently as a foreign format is read: every key JCloisterZone's
// clients write is accepted (jcloisterzone-format.md, "Saved games as JCZ writes them"), those the
// oracle does not use are noted once in JczGame::ignored. What changes the rules in scope is read
// strictly (sets, elements, rules, start, pointers): a set, element or rule value the oracle does
// not model is refused by name ("unsupported: setup.rules.tiny-city-scoring = \"3\""), since
// ignoring it would check the game under other rules.

#include "divergence.hpp"
#include "jcz_game.hpp"

#include <string>
#include <variant>

namespace carcassonne::gamelog {

formats::Parsed<JczGame> readJcz(const std::string& text);

// "ignored (not used by the oracle): appVersion, setup.timer, ...", or "" when nothing was.
std::string ignoredNote(const JczGame& game);

} // namespace carcassonne::gamelog
