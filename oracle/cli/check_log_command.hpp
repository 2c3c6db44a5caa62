#pragma once
// `carcassonne-oracle check-log FILE...`: replays a game log (JSON Lines, docs/game-log.md) or a
// JCloisterZone saved game (.jcz) with the rules model and reports the first place where the
// record and the oracle disagree, with a scenario that reproduces it. Many records (folders of
// them) are checked by --jobs threads, reported in the order of the files.

#include "scenario/ordered_jobs.hpp"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct CheckLogOptions {
    std::vector<std::string> files; // records, or folders of them
    int jobs = scenario::defaultJobs();
    std::string edition;            // overrides the record's edition
    std::vector<std::string> rules; // --rule NAME=VALUE, after the record's own switches
    std::string scenarioOut; // where the reproducing scenario goes (default: standard output)
    std::string compare = "outcome"; // --compare: what claimed score events are compared on
    bool noProgress = false;         // --no-progress: no progress line over several records
};

CLI::App* addCheckLogCommand(CLI::App& app, CheckLogOptions& options);
int checkLogCommand(const CheckLogOptions& options);

} // namespace carcassonne::cli
