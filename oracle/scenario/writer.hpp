#pragma once
// Writes a scenario as YAML in the scenario language (docs/scenarios.md): the inverse of the
// loader. The text loads back to the same scenario (the places in the file aside), and the same
// scenario always gives the same bytes. Entries are flow collections on one line each, in the style
// of the hand-written scenarios: `- place: {tile: V, at: [1, 0], rotation: 90}`.

#include "scenario.hpp"

#include <string>
#include <vector>

namespace carcassonne::scenario {

struct WriteOptions {
    std::vector<std::string> comments;       // `# ` lines at the top, one per entry
    std::vector<std::string> actionComments; // by action index: after the action's first line
};

// The scenario is one the loader takes (rulings, 2 to 6 players, an expectation): the writer adds
// nothing, and leaves out only what loads as empty anyway (a set-up without tiles, no rules...).
std::string writeScenario(const Scenario& s, const WriteOptions& options = {});

} // namespace carcassonne::scenario
