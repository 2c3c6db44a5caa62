#pragma once
// `carcassonne-oracle import-jcz FILE`: a JCloisterZone saved game as a scenario YAML, with its
// test assertions as expectations (or, with --record, the oracle's values).

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

struct ImportJczOptions {
    std::string file;
    std::string edition;            // overrides the edition taken from the sets' :1 / :2
    std::vector<std::string> rules; // --rule NAME=VALUE, after the game's own switches
    std::string output;             // default: standard output
    bool record = false;
};

CLI::App* addImportJczCommand(CLI::App& app, ImportJczOptions& options);
int importJczCommand(const ImportJczOptions& options);

} // namespace carcassonne::cli
