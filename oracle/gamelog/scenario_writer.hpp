#pragma once
// Writes a recording as a scenario YAML that `carcassonne-oracle run` loads: the set-up, every
// action in order (the turn holder asserted at each tile), and the expectations the recording
// carries. The rulings are those behind the expected numbers (and the refused move's, if any).

#include "recording.hpp"

#include <string>
#include <vector>

namespace carcassonne::gamelog {

struct ScenarioHeader {
    std::string comment; // first line, after "# "
    std::string title;
    std::string source;
    std::string notes;
    std::vector<std::string> rulings; // beyond those found in the expectations
};

std::string writeScenario(const Recording& recording, const ScenarioHeader& header);

} // namespace carcassonne::gamelog
