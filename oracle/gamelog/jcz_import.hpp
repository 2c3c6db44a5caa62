#pragma once
// A JCloisterZone game as a scenario: its set-up and moves as actions, its test assertions as
// expectations ("Alice has 10 points" at the last action, "Alice scored road for 6 points" at
// the action that scored that road), or with `record` the oracle's own values after every
// scoring action, which the scenario's notes then say.

#include "divergence.hpp"
#include "jcz_game.hpp"
#include "jcz_replay.hpp"

#include "scenario/scenario.hpp"

#include <string>
#include <variant>
#include <vector>

namespace carcassonne::gamelog {

struct ImportResult {
    scenario::Scenario model; // what `scenario` writes
    std::string scenario;
    std::vector<std::string> warnings; // assertions that could not be placed, divergences
};

formats::Parsed<ImportResult> importJcz(const JczGame& game, const JczReplay& replay, bool record,
                                        const std::string& file);

} // namespace carcassonne::gamelog
