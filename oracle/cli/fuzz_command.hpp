#pragma once
// `carcassonne-oracle fuzz --engine CMD --games N --seed S [--shard K/N] [--out FILE]`: random
// games aimed at what the engine declared, with illegal-move probes; each divergence is reported,
// the first ones shrunk and written as scenarios. SIGINT or SIGTERM writes a resume point that
// `fuzz --resume FILE` continues from.

#include "scenario/ordered_jobs.hpp"

#include <CLI/CLI.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace carcassonne::cli {

struct FuzzOptions {
    std::string engine;
    int games = 20;
    std::uint64_t seed = 1;
    std::string shard;
    int maxTurns = -1;
    int timeoutMs = 5000;
    int startTimeoutMs = 60000; // the engine's start, up to its hello
    // A folder for the divergences' scenarios (game-G.yaml), or a file FILE.yaml (the next ones
    // FILE-2.yaml, FILE-3.yaml ...).
    std::string out = "fuzz-divergences";
    std::string compare = "outcome";
    std::vector<std::string> reports; // --report FORMAT:FILE: the games as a suite report
    bool noProgress = false;
    std::vector<std::string> editions;
    std::vector<std::string> expansions; // `none`: the base game alone
    std::string players;                 // "N" or "A-B"; empty: 2-6
    double probeRate = 0.05;
    int shrinkFirst = -1;     // -1: every divergence
    double shrinkBudget = 30; // seconds per divergence
    int shrinkRestarts = 10;  // engine restarts per divergence
    int maxDivergences = 10;
    std::string resume;           // continue the campaign of this resume file
    bool campaignGiven = false;   // an option of the campaign was given (not with --resume)
    bool resumeFileGiven = false; // --resume-file was given
    bool jobsGiven = false;       // --jobs was given (it overrides a resume point's)
    bool freshEngineGiven = false;
    std::string resumeFile = "fuzz-resume.json"; // where an interrupt writes its resume point
    int jobs = scenario::defaultJobs();
    bool freshEngine = false;
};

CLI::App* addFuzzCommand(CLI::App& app, FuzzOptions& options);
// Why the campaign's options are not valid (an edition, expansion, --players or --shard the
// command line would refuse), if they are not: for a resume point's, read back.
std::optional<std::string> campaignOptionsError(const FuzzOptions& options);
int fuzzCommand(const FuzzOptions& options);

} // namespace carcassonne::cli
