#pragma once
// `carcassonne-oracle check-log FILE`: replays a game log (JSON Lines, docs/game-log.md) or a
// JCloisterZone saved game (.jcz) with the rules model and reports the first place where the
// record and the oracle disagree, with a scenario that reproduces it.

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

struct CheckLogOptions {
    std::string file;
    std::string edition;            // overrides the record's edition
    std::vector<std::string> rules; // --rule NAME=VALUE, after the record's own switches
    std::string scenarioOut; // where the reproducing scenario goes (default: standard output)
    std::string compare = "outcome"; // --compare: what claimed score events are compared on
};

CLI::App* addCheckLogCommand(CLI::App& app, CheckLogOptions& options);
int checkLogCommand(const CheckLogOptions& options);

} // namespace carcassonne::cli
