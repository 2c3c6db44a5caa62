#pragma once
// `carcassonne-oracle drive --engine CMD PATH...`: the scenarios run against an engine over the
// protocol, reported as `run` reports the oracle.

#include "engine_options.hpp"
#include "suite_options.hpp"

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

struct DriveOptions {
    std::string engine;
    int timeoutMs = kDefaultTimeoutMs;
    int startTimeoutMs = kDefaultStartTimeoutMs;
    std::string transcripts;
    std::string transcriptsOf = "failing"; // or "all"
    std::string compare = "outcome";
    bool freshEngine = false;
    SuiteOptions suite;
};

CLI::App* addDriveCommand(CLI::App& app, DriveOptions& options);
int driveCommand(const DriveOptions& options);

} // namespace carcassonne::cli
