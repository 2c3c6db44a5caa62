#pragma once
// A recording as a scenario that `carcassonne-oracle run` loads: the set-up, every action in order
// (the turn holder asserted at each tile), and the expectations the recording carries. The rulings
// are those behind the expected numbers (and the refused move's, if any).

#include "recording.hpp"

#include "scenario/scenario.hpp"
#include "scenario/writer.hpp"

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

scenario::Scenario toScenario(const Recording& recording, const ScenarioHeader& header);
// The header's comment on top, and after each action where it came from.
scenario::WriteOptions writeOptions(const Recording& recording, const ScenarioHeader& header);

// The scenario as YAML: scenario::writeScenario of the two above.
std::string writeScenario(const Recording& recording, const ScenarioHeader& header);

} // namespace carcassonne::gamelog
