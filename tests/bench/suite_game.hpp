#pragma once
// The suite file the benchmarks measure on: a complete three-player game (every expectation kind,
// 70-odd actions), loaded once per benchmark.
#include "scenario/loader.hpp"

#include <stdexcept>
#include <string>
#include <variant>

namespace bench {

inline const std::string kGameFile =
    ORACLE_SCENARIOS_DIR "/mage-witch/final/complete-three-player-game.yaml";
inline const std::string kGameId = "mage-witch/final/complete-three-player-game";

inline carcassonne::scenario::Scenario loadGame() {
    carcassonne::scenario::LoadResult loaded =
        carcassonne::scenario::loadScenarioFile(kGameFile, kGameId);
    if (auto* e = std::get_if<carcassonne::formats::InputError>(&loaded))
        throw std::runtime_error(e->toString());
    return std::get<carcassonne::scenario::Scenario>(std::move(loaded));
}

} // namespace bench
