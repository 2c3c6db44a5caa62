#pragma once
// `--compare outcome|breakdown` of drive, fuzz and check-log: what an engine's or a log's score
// events are held against the oracle's on (rules::CompareLevel). Outcome, the default, compares
// the rule outcome and notes a breakdown difference; breakdown fails on it.

#include "rules/score_fields.hpp"

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

void addCompareOption(CLI::App& command, std::string& level);

// The level an option value names (checked by the option: one of the vocabulary's names).
CompareLevel compareLevelOf(const std::string& level);

} // namespace carcassonne::cli
