#pragma once
// `carcassonne-oracle perft --edition E --tiles T1,T2,... --depth D [--divide]`: legal move
// sequences from the start position for a forced tile order.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct PerftOptions {
    std::string edition = "C3";
    std::vector<std::string> tiles;
    std::vector<std::string> expansions;
    int depth = -1;
    int players = 2;
    bool divide = false;
};

CLI::App* addPerftCommand(CLI::App& app, PerftOptions& options);
int perftCommand(const PerftOptions& options);

} // namespace carcassonne::cli
