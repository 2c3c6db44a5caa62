#pragma once
// The scenario file of `render`, `explain` and `legal`: loaded, and the edition to replay it under
// checked against the editions the scenario lists, the same way for each command.

#include "scenario/scenario.hpp"

#include <string>
#include <variant>

namespace carcassonne::cli {

struct ScenarioInput {
    scenario::Scenario scenario;
    Edition edition; // --edition, or the scenario's first
};

// Loads `file` (its id: the path without extension) and picks `edition` (empty: the scenario's
// first). A file that does not load (InputError) or an edition the scenario does not list
// (UsageError) is reported on standard error; the result is then the exit code.
std::variant<ScenarioInput, int> loadScenarioInput(const std::string& file,
                                                   const std::string& edition);

} // namespace carcassonne::cli
