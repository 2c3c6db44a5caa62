#pragma once
// A whole number given on the command line inside a larger value ("3/4", "2-5", "auto/8"): digits
// only, no sign, no spaces, nothing after them.

#include <optional>
#include <string_view>

namespace carcassonne::cli {

std::optional<int> wholeNumber(std::string_view digits);

} // namespace carcassonne::cli
