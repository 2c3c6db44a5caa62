#pragma once
// Where each command is documented: every `--help` ends naming its page of the guide (docs/),
// and the test docs.options checks every option of a command's help against that page.

#include <CLI/CLI.hpp>

namespace carcassonne::cli {

// Sets the footer of the program's help and of each subcommand's (unknown names are a bug: the
// table below must name every subcommand).
void addGuideFooters(CLI::App& app);

} // namespace carcassonne::cli
