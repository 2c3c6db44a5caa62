#pragma once
// What a check reports: an input that cannot be read (exit 2), or the first place where the game
// record and the oracle disagree (exit 1), with both sides' values and the position there.

#include "rules/rules.hpp"

#include <string>
#include <vector>

namespace carcassonne::gamelog {

// The record cannot be read or is not valid: where (a line, or a JSON path) and what was expected.
struct InputError {
    int line = 0;      // 1-based; 0 when the place is a JSON path
    std::string where; // "setup.sets", "replay[3].payload" (JCZ); empty for logs
    std::string message;
    std::string toString(const std::string& file) const;
};

struct Divergence {
    int line = 0;      // 1-based log line; 0 for JCZ records
    std::string where; // "replay[3] PLACE_TILE", "test.assertions[1]"
    std::string summary;
    std::vector<std::string> expected;                   // what the oracle says
    std::vector<std::string> actual;                     // what the record says
    GameState state;                                     // the position to show
    std::string toString(const std::string& file) const; // the first line: "file:line: summary"
};

} // namespace carcassonne::gamelog
