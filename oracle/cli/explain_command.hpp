#pragma once
// `carcassonne-oracle explain FILE`: a scenario narrated step by step (the board after each tile,
// the legal options, each score with its arithmetic and rulings), and
// `carcassonne-oracle legal FILE --turn N`: the legal moves after the first N actions.

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

struct ExplainOptions {
    std::string file;
    std::string edition; // default: the scenario's first edition
    int turn = -1;       // legal: actions to play first (-1: all)
};

CLI::App* addExplainCommand(CLI::App& app, ExplainOptions& options);
CLI::App* addLegalCommand(CLI::App& app, ExplainOptions& options);
int explainCommand(const ExplainOptions& options);
int legalCommand(const ExplainOptions& options);

} // namespace carcassonne::cli
