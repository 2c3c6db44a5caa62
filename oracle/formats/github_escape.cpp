#include "github_escape.hpp"

#include "visible_text.hpp"

namespace carcassonne::formats {

std::string githubData(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case '%':
            out += "%25";
            break;
        case '\r':
            out += "%0D";
            break;
        case '\n':
            out += "%0A";
            break;
        default:
            out += visibleText(std::string_view(&c, 1)); // other control characters
        }
    }
    return out;
}

std::string githubProperty(std::string_view text) {
    std::string out;
    for (char c : text) {
        switch (c) {
        case ':':
            out += "%3A";
            break;
        case ',':
            out += "%2C";
            break;
        default:
            out += githubData(std::string_view(&c, 1));
        }
    }
    return out;
}

} // namespace carcassonne::formats
