#pragma once
// `carcassonne-oracle book PATH... -o DIR`: the rulings book, a static HTML site read offline.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct BookOptions {
    std::vector<std::string> paths;
    std::string output;
};

CLI::App* addBookCommand(CLI::App& app, BookOptions& options);
int bookCommand(const BookOptions& options);

} // namespace carcassonne::cli
