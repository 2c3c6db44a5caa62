#include "whole_number.hpp"

#include <charconv>
#include <system_error>

namespace carcassonne::cli {

std::optional<int> wholeNumber(std::string_view digits) {
    int value = 0;
    const auto* end = digits.data() + digits.size();
    const auto [stop, error] = std::from_chars(digits.data(), end, value);
    if (digits.empty() || digits.front() == '-' || error != std::errc() || stop != end)
        return std::nullopt;
    return value;
}

} // namespace carcassonne::cli
