#pragma once
// `carcassonne-oracle run PATH...`: the scenario runner.

#include "suite_options.hpp"

#include <CLI/CLI.hpp>

namespace carcassonne::cli {

struct RunOptions {
    SuiteOptions suite;
    bool list = false;
};

CLI::App* addRunCommand(CLI::App& app, RunOptions& options);
int runCommand(const RunOptions& options);

} // namespace carcassonne::cli
