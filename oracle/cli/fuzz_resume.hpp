#pragma once
// The resume point of a `fuzz` campaign: every option that changes how its games are played, the
// next game to play, what the games before it counted and found, the segments played so far and,
// when the campaign writes reports, each game's run (so that the resumed campaign's reports hold
// every game of every segment). A JSON file (format 2, docs/scale-out.md) that an interrupt
// writes, `fuzz --resume FILE` reads field by field, and the campaign's end marks finished.

#include "formats/output_file.hpp"
#include "fuzz_command.hpp"

#include "scenario/suite.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::cli {

struct FuzzFinding {
    int game = 0;
    std::string detail; // the DIVERGES line's details
    std::string file;   // where its scenario was written
};

// What the games played so far counted.
struct FuzzProgress {
    int nextGame = 0;
    int played = 0;
    int unsupported = 0;
    int probes = 0;
    int notes = 0;
    std::vector<FuzzFinding> divergences;
    std::vector<scenario::Segment> segments; // the commands that played them, in order
    std::vector<scenario::ScenarioRun> runs; // each game's, as reported (only with --report)
};

struct FuzzResumePoint {
    bool finished = false; // the campaign played to its end: nothing to resume
    FuzzOptions options;
    FuzzProgress progress;
};

// Written whole (a temporary file renamed onto it); the error when it cannot be.
std::optional<formats::OutputError> writeResumePoint(const std::string& path,
                                                     const FuzzResumePoint& point);
// The resume point, or why the file is not one: "FILE: KEY: expected ..., found ...". Every field
// is checked (type, range, consistency with the others), and a point another version of the
// oracle wrote is refused (its games may be other games).
std::variant<FuzzResumePoint, std::string> readResumePoint(const std::string& path);

} // namespace carcassonne::cli
