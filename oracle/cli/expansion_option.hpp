#pragma once
// `--expansion NAME` for the commands that choose a game without a scenario (`tiles`, `perft`,
// `fuzz`): repeatable or comma-separated, `none` for the base game alone.

#include "rules/rules.hpp"

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::cli {

inline constexpr std::string_view kNoExpansion = "none";

CLI::Option* addExpansionOption(CLI::App& command, std::vector<std::string>& names,
                                const std::string& description);

// The set the names give; empty when none was given (the command's default). A usage error's
// sentence when `none` comes with an expansion.
std::variant<std::optional<ExpansionSet>, std::string>
expansionsNamed(const std::vector<std::string>& names);

} // namespace carcassonne::cli
