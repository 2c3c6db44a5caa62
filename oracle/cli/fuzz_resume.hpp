#pragma once
// The resume point of an interrupted `fuzz` campaign: its options, the next game to play and what
// the games before it found, as a JSON file that `fuzz --resume FILE` reads.

#include "formats/output_file.hpp"
#include "fuzz_command.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::cli {

struct FuzzFinding {
    int game = 0;
    std::string detail; // the DIVERGES line's details
    std::string file;   // where its scenario was written; empty: printed
};

// What the games played so far counted.
struct FuzzProgress {
    int nextGame = 0;
    int played = 0;
    int unsupported = 0;
    int probes = 0;
    std::vector<FuzzFinding> divergences;
};

struct FuzzResumePoint {
    FuzzOptions options;
    FuzzProgress progress;
};

// Written whole (a temporary file renamed onto it); the error when it cannot be.
std::optional<formats::OutputError> writeResumePoint(const std::string& path,
                                                     const FuzzResumePoint& point);
// The resume point, or why the file is not one ("FILE: ...").
std::variant<FuzzResumePoint, std::string> readResumePoint(const std::string& path);

} // namespace carcassonne::cli
