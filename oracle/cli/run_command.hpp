#pragma once
// `carcassonne-oracle run PATH...`: the scenario runner.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct RunOptions {
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
    bool list = false;
};

CLI::App* addRunCommand(CLI::App& app, RunOptions& options);
int runCommand(const RunOptions& options);

} // namespace carcassonne::cli
