#pragma once
// `carcassonne-oracle explain FILE`: a scenario narrated step by step (the board after each tile,
// the legal options, each score with its arithmetic and rulings, where the figures stand), and
// `carcassonne-oracle legal FILE --turn N`: the legal moves after the first N game turns
// (`--action N`: actions). Both: `--format text|json` (schema/legal-explain.schema.json).

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

struct ExplainOptions {
    std::string file;
    std::string edition; // default: the scenario's first edition
    int turn = -1;       // legal: game turns to play first; explain: the turn to narrate (-1: all)
    int action = -1;     // the same, counted in play-list entries
    std::string format = "text";
};

CLI::App* addExplainCommand(CLI::App& app, ExplainOptions& options);
CLI::App* addLegalCommand(CLI::App& app, ExplainOptions& options);
int explainCommand(const ExplainOptions& options);
int legalCommand(const ExplainOptions& options);

} // namespace carcassonne::cli
