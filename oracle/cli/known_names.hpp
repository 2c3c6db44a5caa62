#pragma once
// Names given on the command line (editions, expansions, ruling ids, rule switches and their
// values, formats): every command takes them through oneOf, so that a name the oracle does not
// know is refused the same way everywhere (a usage error, exit 64) with the nearest valid names. A
// typo must neither select nothing and pass nor be told apart from a real name by a bare list.

#include <CLI/CLI.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::cli {

// "unknown WHAT 'text' (nearest: a b c)", or "" when `text` is one of `names`.
std::string unknownName(std::string_view text, const std::vector<std::string>& names,
                        std::string_view what);

// A CLI11 check refusing a value not in `names` with unknownName's message.
CLI::Validator oneOf(std::vector<std::string> names, std::string what);

// The checks of the names every command shares.
CLI::Validator editionName(); // C1, C2, C3, C3.1

} // namespace carcassonne::cli
