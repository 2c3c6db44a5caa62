#include "tap_escape.hpp"

namespace carcassonne::formats {

std::string tapDescription(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '#' || c == '\\') out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out;
}

} // namespace carcassonne::formats
