#pragma once
// What `run` and `drive` share: the selection of scenario runs (editions, filters, rulings,
// shard, known statuses) and the report (format, file), with the same options, messages and exit
// codes.

#include "scenario/suite.hpp"

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace carcassonne::cli {

struct SuiteOptions {
    std::vector<std::string> paths;
    std::vector<std::string> editions;
    std::vector<std::string> filters;
    std::vector<std::string> excludes;
    std::vector<std::string> rulings;
    std::string shard;
    std::string format = "human";
    std::string output;
    std::string expectations;
    bool failFast = false;
};

void addSuiteOptions(CLI::App& command, SuiteOptions& options);

// "K/N" with 1 <= K <= N, nothing else (no sign, no spaces, no trailing text): the shard of a
// `run`, `drive` or `fuzz` campaign.
std::optional<std::pair<int, int>> parseShard(std::string_view text);

// The selection the options describe, or the exit code of a bad --shard or --expectations (the
// message is printed).
std::variant<scenario::Selection, int> selectionOf(const SuiteOptions& options);

// Writes the report in the chosen format to the chosen place; the exit code of the run.
int writeReport(const SuiteOptions& options, const scenario::SuiteReport& report);

} // namespace carcassonne::cli
