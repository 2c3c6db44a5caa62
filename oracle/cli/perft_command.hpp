#pragma once
// `carcassonne-oracle perft [FILE --turn N|--action N] --edition E --tiles T1,T2,... --depth D
// [--divide]`: legal move sequences for a forced tile order, from the start position or from the
// position after the first N actions of a scenario (its remaining tiles being the default order).

#include "scenario/ordered_jobs.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct PerftOptions {
    std::string file; // a scenario: start from its position after `turn` turns or `action` actions
    int turn = -1;    // game turns of the scenario's play list played first; -1: not given
    int action = -1;  // or actions; neither given: none (the scenario's set-up)
    std::string edition;            // empty: C3, or the scenario's first
    std::vector<std::string> rules; // --rule NAME=VALUE
    bool speed = false; // nodes per second on standard error even when stdout is no terminal
    std::vector<std::string> tiles;
    std::vector<std::string> expansions;
    int depth = -1;
    int players = 2;
    bool divide = false;
    bool baseOnly = false;
    bool noProgress = false;
    int jobs = scenario::defaultJobs();
};

CLI::App* addPerftCommand(CLI::App& app, PerftOptions& options);
int perftCommand(const PerftOptions& options);

} // namespace carcassonne::cli
