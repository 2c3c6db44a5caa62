#pragma once
// `--rule NAME=VALUE` (repeatable): a rule switch set by hand, wherever an edition is chosen
// (perft, check-log, import-jcz), as a scenario's `rules:` sets it. A wrong name or value is a
// usage error naming the switches or the values (rules/edition.hpp says them).

#include <CLI/CLI.hpp>

#include <string>
#include <utility>
#include <vector>

namespace carcassonne::cli {

void addRuleOption(CLI::App& command, std::vector<std::string>& rules);

// The overrides as (switch, value) pairs, in the order given: a later one wins.
std::vector<std::pair<std::string, std::string>>
ruleOverrides(const std::vector<std::string>& rules);

} // namespace carcassonne::cli
