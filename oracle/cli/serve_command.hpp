#pragma once
// `carcassonne-oracle serve [--fault NAME] [--log FILE]`: the engine side of the protocol with the
// oracle's own rules model, on standard input and output (docs/engine-protocol.md).

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

struct ServeOptions {
    std::string fault; // empty: none
    std::string log;   // empty: no game log
};

CLI::App* addServeCommand(CLI::App& app, ServeOptions& options);
int serveCommand(const ServeOptions& options);

} // namespace carcassonne::cli
