#pragma once
// The game a replayed record starts from, in the rules' terms: edition, expansions, switch
// overrides, players and the position (rules/position.hpp). Logs and JCloisterZone games both
// come down to this, and the scenario writer writes it back.

#include "rules/rules.hpp"

#include <string>
#include <utility>
#include <vector>

namespace carcassonne::gamelog {

struct SetupSpec {
    Edition edition = Edition::C3;
    ExpansionSet expansions = ExpansionSet::all();
    std::vector<std::pair<std::string, std::string>> rules; // switch overrides, by name
    std::vector<std::string> players;
    PositionSpec position; // no tiles: the start tile D at [0, 0]
};

// The game at its set-up: rules::startPosition, its refusal named after the record's entry.
Result<GameState> startGame(const SetupSpec& setup);

} // namespace carcassonne::gamelog
