#include "json_text.hpp"

namespace carcassonne::formats {

std::string jsonErrorText(std::string_view what) {
    if (what.starts_with("[json.exception."))
        if (const auto bracket = what.find("] "); bracket != std::string_view::npos)
            what.remove_prefix(bracket + 2);
    return std::string(what);
}

std::string numberOverflowText(std::string_view what) {
    const std::string text = jsonErrorText(what);
    const auto open = text.find('\'');
    const auto close = text.rfind('\'');
    const std::string number =
        open != std::string::npos && close > open ? text.substr(open + 1, close - open - 1) : "";
    return "a number beyond the range of a double (at most about 1.8e308)" +
           (number.empty() ? std::string() : ": " + number);
}

} // namespace carcassonne::formats
