#pragma once
// A scenario written back as YAML in the scenario language (README.md), for the scenarios `fuzz`
// generates. The text loads with the strict loader and keeps every expectation.

#include "scenario/scenario.hpp"

#include <string>

namespace carcassonne::protocol {

// `comment` is written as `#` lines at the top.
std::string toYaml(const scenario::Scenario& s, const std::string& comment = "");

} // namespace carcassonne::protocol
