#pragma once
// `carcassonne-oracle book PATH... -o DIR`: the rulings book, a static HTML site read offline.
// The folder keeps a list of the files the book wrote (.carcassonne-book): a later book deletes
// those it does not write again, and refuses (exit 2) a folder holding other files unless --force.

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace carcassonne::cli {

struct BookOptions {
    std::vector<std::string> paths;
    std::string output;
    bool force = false; // write into a folder that holds files the book did not write
};

CLI::App* addBookCommand(CLI::App& app, BookOptions& options);
int bookCommand(const BookOptions& options);

} // namespace carcassonne::cli
