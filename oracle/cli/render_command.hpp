#pragma once
// `carcassonne-oracle render FILE`: the board of a scenario after some of its actions, as SVG or
// as text.

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

struct RenderOptions {
    std::string file;
    int turn = -1;       // game turns of the play list to play first; -1: not given
    int action = -1;     // or actions of the play list; neither given: the whole list
    std::string edition; // empty: the scenario's first edition
    std::string format = "svg";
    std::string output;
};

CLI::App* addRenderCommand(CLI::App& app, RenderOptions& options);
int renderCommand(const RenderOptions& options);

} // namespace carcassonne::cli
