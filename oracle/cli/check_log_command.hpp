#pragma once
// `carcassonne-oracle check-log FILE`: replays a game log (JSON Lines, docs/game-log.md) or a
// JCloisterZone saved game (.jcz) with the rules model and reports the first place where the
// record and the oracle disagree, with a scenario that reproduces it.

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::gamelog {
struct InputError;
}

namespace carcassonne::cli {

struct CheckLogOptions {
    std::string file;
    std::string edition;     // overrides the record's edition
    std::string scenarioOut; // where the reproducing scenario goes (default: standard output)
};

CLI::App* addCheckLogCommand(CLI::App& app, CheckLogOptions& options);
int checkLogCommand(const CheckLogOptions& options);

// A record that cannot be read: the error on standard error, and the exit code for it (import-jcz
// reports its input the same way).
int reportInvalid(const std::string& file, const gamelog::InputError& e);

} // namespace carcassonne::cli
