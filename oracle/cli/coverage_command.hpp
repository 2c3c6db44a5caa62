#pragma once
// `carcassonne-oracle coverage [PATH...]`: ruling id × edition × the scenarios that cover it;
// with --tiles, tile id × edition × the scenarios that score each of its features.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct CoverageOptions {
    std::vector<std::string> paths{"scenarios"};
    int minimum = 1; // scenarios each ruling (with --tiles: each tile feature) needs
    bool verbose = false;
    bool tiles = false; // tile coverage (tile_coverage.hpp) instead of ruling coverage
};

CLI::App* addCoverageCommand(CLI::App& app, CoverageOptions& options);
int coverageCommand(const CoverageOptions& options);

} // namespace carcassonne::cli
