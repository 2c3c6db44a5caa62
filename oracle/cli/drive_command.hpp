#pragma once
// `carcassonne-oracle drive --engine CMD PATH...`: the scenarios run against an engine over the
// protocol, reported as `run` reports the oracle.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct DriveOptions {
    std::string engine;
    std::vector<std::string> paths;
    int timeoutMs = 5000;
    std::vector<std::string> editions;
    std::vector<std::string> filters;
    std::vector<std::string> excludes;
    std::vector<std::string> rulings;
    std::string shard;
    std::string format = "human";
    std::string output;
    std::string expectations;
    std::string transcripts;
    bool failFast = false;
};

CLI::App* addDriveCommand(CLI::App& app, DriveOptions& options);
int driveCommand(const DriveOptions& options);

} // namespace carcassonne::cli
