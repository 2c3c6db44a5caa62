#pragma once
// What a check reports: an input that cannot be read (exit 2: a formats::InputError, at a log's
// line or a .jcz game's JSON path; the readers of text leave the file name to their caller), or
// the first place where the game record and the oracle disagree (exit 1), with both sides' values
// and the position there.

#include "formats/input_error.hpp"
#include "rules/rules.hpp"

#include <string>
#include <vector>

namespace carcassonne::gamelog {

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
