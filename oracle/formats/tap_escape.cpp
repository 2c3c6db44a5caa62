#include "tap_escape.hpp"

#include "visible_text.hpp"

namespace carcassonne::formats {

std::string tapDescription(std::string_view text) {
    std::string flat(text);
    for (char& c : flat)
        if (c == '\n' || c == '\r') c = ' ';
    std::string out;
    for (char c : visibleText(flat)) { // other control characters, bytes that are not UTF-8
        if (c == '#' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

} // namespace carcassonne::formats
