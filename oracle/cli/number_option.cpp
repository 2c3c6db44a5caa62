#include "number_option.hpp"

#include <charconv>
#include <cmath>
#include <system_error>

namespace carcassonne::cli {

namespace {

std::string range(long long lo, long long hi) {
    return "from " + std::to_string(lo) + " to " + std::to_string(hi);
}

bool decimal(std::string_view text, bool sign) {
    if (sign && !text.empty() && text.front() == '-') text.remove_prefix(1);
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

} // namespace

std::optional<std::string> wholeNumberProblem(std::string_view text, long long lo, long long hi) {
    const std::string expected = "expected a whole number " + range(lo, hi);
    if (!decimal(text, lo < 0))
        return expected + ", found " +
               (decimal(text, true) ? std::string(text) : "'" + std::string(text) + "'");
    long long value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
        return expected + ", found " + std::string(text);
    return std::nullopt;
}

CLI::Validator wholeNumberIn(long long lo, long long hi) {
    return CLI::Validator(
        [lo, hi](std::string& text) { return wholeNumberProblem(text, lo, hi).value_or(""); },
        "INT in [" + std::to_string(lo) + " - " + std::to_string(hi) + "]");
}

CLI::Validator wholeNumberFrom(int lo) {
    return wholeNumberIn(lo, std::numeric_limits<int>::max());
}

CLI::Validator seedNumber() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            constexpr auto kMax = std::numeric_limits<std::uint64_t>::max();
            const std::string expected = "expected a whole number from 0 to " +
                                         std::to_string(kMax) + " (a 64-bit seed), found ";
            if (!decimal(text, false))
                return expected + (decimal(text, true) ? text : "'" + text + "'");
            std::uint64_t value = 0;
            const auto [end, error] =
                std::from_chars(text.data(), text.data() + text.size(), value);
            if (error != std::errc() || end != text.data() + text.size()) return expected + text;
            return "";
        },
        "UINT64");
}

CLI::Validator numberIn(double lo, double hi) {
    auto shown = [](double v) {
        std::string s = std::to_string(v);
        s.erase(s.find_last_not_of('0') + 1);
        if (s.back() == '.') s.pop_back();
        return s;
    };
    const std::string expected = "expected a number from " + shown(lo) + " to " + shown(hi);
    return CLI::Validator(
        [lo, hi, expected](std::string& text) -> std::string {
            double value = 0;
            const char* first = text.data();
            const char* last = text.data() + text.size();
            const bool digits = text.find_first_of("0123456789") != std::string::npos &&
                                text.find_first_not_of("0123456789.eE+-") == std::string::npos;
            const auto [end, error] = std::from_chars(first, last, value);
            if (!digits || error != std::errc() || end != last || !std::isfinite(value) ||
                value < lo || value > hi)
                return expected + ", found '" + text + "'";
            return "";
        },
        "FLOAT in [" + shown(lo) + " - " + shown(hi) + "]");
}

} // namespace carcassonne::cli
