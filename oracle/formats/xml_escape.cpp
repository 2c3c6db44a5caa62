#include "xml_escape.hpp"

#include "utf8_text.hpp"

namespace carcassonne::formats {

namespace {
constexpr std::string_view kReplacement = "\xEF\xBF\xBD"; // U+FFFD
}

std::string xmlEscape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&apos;";
            break;
        case '\n':
            out += "&#10;";
            break;
        case '\r':
            out += "&#13;";
            break;
        case '\t':
            out += "&#9;";
            break;
        default: {
            // XML 1.0's Char: no other control character below U+0020, no U+FFFE or U+FFFF,
            // and only well-formed UTF-8 (a file name or an engine's message may hold any byte).
            const std::size_t length = utf8Length(text, i);
            const char32_t code = length ? utf8CodePoint(text, i, length) : 0;
            if (length == 0 || code < 0x20 || code == 0xFFFE || code == 0xFFFF) {
                out += kReplacement;
                i += length ? length : 1;
            } else {
                out.append(text.substr(i, length));
                i += length;
            }
            continue;
        }
        }
        ++i;
    }
    return out;
}

std::string xmlText(std::string_view text) {
    std::string out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '\n') {
            out += xmlEscape(text.substr(start, i - start));
            if (i < text.size()) out += '\n';
            start = i + 1;
        }
    }
    return out;
}

} // namespace carcassonne::formats
