#pragma once
// `carcassonne-oracle merge REPORT.json...`: the `json` reports of a campaign's shards (`run`,
// `drive`, `fuzz` with --shard K/N on several machines) as one report, in any format.

#include "suite_options.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct MergeOptions {
    std::vector<std::string> files;
    SuiteOptions report; // only --format, --output and --report are used
};

CLI::App* addMergeCommand(CLI::App& app, MergeOptions& options);
int mergeCommand(const MergeOptions& options);

} // namespace carcassonne::cli
