#include "utf8_text.hpp"

namespace carcassonne::formats {

namespace {

std::string hexByte(unsigned char c) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    return std::string("0x") + kHex[c >> 4] + kHex[c & 0xF];
}

std::string codePointName(char32_t c) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string digits;
    for (int shift = 12; shift >= 0; shift -= 4)
        digits += kHex[(c >> shift) & 0xF];
    return "U+" + digits;
}

bool continuation(unsigned char c) {
    return (c & 0xC0) == 0x80;
}

// Not printable in YAML 1.2 (production c-printable), tab and line breaks aside.
bool controlCharacter(char32_t c) {
    if (c == 0x09 || c == 0x0A || c == 0x0D) return false;
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F && c != 0x85) || c == 0xFFFE ||
           c == 0xFFFF;
}

} // namespace

std::string TextFault::message() const {
    // A control character is UTF-8, but not text a reader takes.
    return (found.starts_with("the control") ? "expected text, found "
                                             : "expected UTF-8 text, found ") +
           found;
}

std::size_t utf8Length(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF; // the range of the second byte (RFC 3629, section 4)
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;  // no overlong form
        if (lead == 0xED) high = 0x9F; // no surrogate
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;  // no overlong form
        if (lead == 0xF4) high = 0x8F; // nothing beyond U+10FFFF
    } else {
        return 0;
    }
    if (at + length > text.size()) return 0;
    if (byte(1) < low || byte(1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (!continuation(byte(i))) return 0;
    return length;
}

char32_t utf8CodePoint(std::string_view text, std::size_t at, std::size_t length) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    if (length == 1) return byte(0);
    char32_t c = byte(0) & (0xFF >> (length + 1));
    for (std::size_t i = 1; i < length; ++i)
        c = (c << 6) | (byte(i) & 0x3F);
    return c;
}

std::optional<TextFault> findTextFault(std::string_view text, ControlCharacters controls) {
    int line = 1;
    std::size_t lineStart = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        auto fault = [&](std::string found) {
            return TextFault{i, line, static_cast<int>(i - lineStart) + 1, std::move(found)};
        };
        if (c == 0) return fault("a NUL byte");
        if (c == '\n') {
            ++line;
            lineStart = ++i;
            continue;
        }
        const std::size_t length = utf8Length(text, i);
        if (length == 0) return fault("the byte " + hexByte(c));
        if (controls == ControlCharacters::Refused) {
            const char32_t code = utf8CodePoint(text, i, length);
            if (controlCharacter(code))
                return fault("the control character " + codePointName(code));
        }
        i += length;
    }
    return std::nullopt;
}

std::string validUtf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t length = utf8Length(text, i);
        if (length == 0) {
            out += "\xEF\xBF\xBD";
            ++i;
        } else {
            out.append(text.substr(i, length));
            i += length;
        }
    }
    return out;
}

} // namespace carcassonne::formats
