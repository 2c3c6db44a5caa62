#include "visible_text.hpp"

#include "utf8_text.hpp"

namespace carcassonne::formats {

std::string visibleText(std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    auto escaped = [](std::string& out, unsigned char c) {
        out += "\\x";
        out += kHex[c >> 4];
        out += kHex[c & 0xF];
    };
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = utf8Length(text, i);
        const char32_t code = length ? utf8CodePoint(text, i, length) : 0;
        // C0, DEL and C1 (a terminal takes U+009B for the start of an escape sequence), and
        // bytes that are not UTF-8: each byte as \xNN.
        if (length == 0 || code < 0x20 || code == 0x7F || (code >= 0x80 && code <= 0x9F)) {
            for (std::size_t k = 0; k < (length ? length : 1); ++k)
                escaped(out, static_cast<unsigned char>(text[i + k]));
            i += length ? length : 1;
            continue;
        }
        out.append(text.substr(i, length));
        i += length;
    }
    return out;
}

} // namespace carcassonne::formats
