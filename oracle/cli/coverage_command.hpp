#pragma once
// `carcassonne-oracle coverage [PATH...]`: ruling id × edition × the scenarios that cover it.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct CoverageOptions {
    std::vector<std::string> paths{"scenarios"};
    int minimum = 1; // scenarios each ruling needs
    bool verbose = false;
};

CLI::App* addCoverageCommand(CLI::App& app, CoverageOptions& options);
int coverageCommand(const CoverageOptions& options);

} // namespace carcassonne::cli
