#pragma once
// What `run` and `drive` share: the selection of scenario runs (editions, filters, rulings,
// shard, known statuses) and the report (format, file), with the same options, messages and exit
// codes.

#include "scenario/suite.hpp"

#include <CLI/CLI.hpp>

#include <string>
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

// The selection the options describe, or the exit code of a bad --shard or --expectations (the
// message is printed).
std::variant<scenario::Selection, int> selectionOf(const SuiteOptions& options);

// Writes the report in the chosen format to the chosen place; the exit code of the run.
int writeReport(const SuiteOptions& options, const scenario::SuiteReport& report);

} // namespace carcassonne::cli
