#pragma once
// "Did you mean" for a name the oracle does not know: the command line's options (cli/
// known_names.hpp) and the files' names (a ruling id or an error code in a scenario) name the
// nearest valid ones alike.

#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::formats {

// Up to three of `candidates` nearest to `text` by edit distance, nearest first.
std::vector<std::string> nearestNames(std::string_view text,
                                      const std::vector<std::string>& candidates);

// "nearest: a b c" for a message's parentheses.
std::string nearestText(std::string_view text, const std::vector<std::string>& candidates);

} // namespace carcassonne::formats
