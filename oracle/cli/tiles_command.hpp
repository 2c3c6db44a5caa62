#pragma once
// `carcassonne-oracle tiles`: the tile set of an edition and expansion set, as text for people
// or as JSON (`--format json`, schema/tiles.schema.json) for an engine's author to diff.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct TilesOptions {
    std::string edition = "C3";
    std::vector<std::string> expansions;
    std::string format = "text";
};

CLI::App* addTilesCommand(CLI::App& app, TilesOptions& options);
int tilesCommand(const TilesOptions& options);

} // namespace carcassonne::cli
