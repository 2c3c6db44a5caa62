#pragma once
// A game's configuration, assembled the one way: the edition's defaults (rules::defaultRules),
// then the switch overrides in order (rules::setSwitch), the expansions added and the number of
// players. Every door builds one here: a scenario's run, a game log's or a .jcz save's set-up,
// the protocol's new-game, perft's options, a fuzz game.

#include "rules/rules.hpp"

#include <string>
#include <utility>
#include <vector>

namespace carcassonne::scenario {

using SwitchOverrides = std::vector<std::pair<std::string, std::string>>; // name, value

// The configuration, or the first override that names no switch or no value of it.
Result<GameConfig> gameConfig(Edition edition, const SwitchOverrides& switches,
                              ExpansionSet expansions, int players);

} // namespace carcassonne::scenario
