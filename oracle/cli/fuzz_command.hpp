#pragma once
// `carcassonne-oracle fuzz --engine CMD --games N --seed S [--shard K/N] [--out FILE]`: random
// legal games against an engine; the first divergence is shrunk and written as a scenario.

#include "scenario/ordered_jobs.hpp"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>

namespace carcassonne::cli {

struct FuzzOptions {
    std::string engine;
    int games = 20;
    std::uint64_t seed = 1;
    std::string shard;
    int maxTurns = -1;
    int timeoutMs = 5000;
    std::string out;
    int jobs = scenario::defaultJobs();
    bool freshEngine = false;
};

CLI::App* addFuzzCommand(CLI::App& app, FuzzOptions& options);
int fuzzCommand(const FuzzOptions& options);

} // namespace carcassonne::cli
