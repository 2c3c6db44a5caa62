#pragma once
// UTF-8 as every reader takes it and every writer gives it. A reader refuses a text that is not
// UTF-8, or holds a NUL byte (which C-string APIs and some parsers take for the end of the text),
// at the place of the first fault; a writer whose text may come from anywhere (file names, an
// engine's messages) replaces what its format cannot carry.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace carcassonne::formats {

// The first fault of a text: where, and what was found there.
struct TextFault {
    std::size_t offset = 0; // of its first byte
    int line = 1;           // 1-based
    int column = 1;    // 1-based, counted in bytes (as yaml-cpp and nlohmann count their columns)
    std::string found; // "a NUL byte", "the byte 0xE9", "the control character U+001B"

    // "expected UTF-8 text, found a NUL byte", "expected text, found the control character ..."
    std::string message() const;
};

enum class ControlCharacters {
    Allowed, // JSON: its parser refuses them in strings, and outside strings they are no token
    Refused, // YAML: only tab, line feed and carriage return are printable (YAML 1.2, 5.1)
};

// The first NUL byte, byte that is not UTF-8 (an overlong form, a surrogate, a code point beyond
// U+10FFFF, a sequence cut short) or, when refused, control character (C0 but tab, LF and CR;
// DEL; C1 but NEL; U+FFFE and U+FFFF), if any.
std::optional<TextFault> findTextFault(std::string_view text, ControlCharacters controls);

// The length of the UTF-8 character at text[at], 0 when the bytes there are not UTF-8.
std::size_t utf8Length(std::string_view text, std::size_t at);

// The code point of the well-formed UTF-8 character of `length` bytes at text[at].
char32_t utf8CodePoint(std::string_view text, std::size_t at, std::size_t length);

// The text with each byte that is not UTF-8 replaced by U+FFFD (the replacement character).
std::string validUtf8(std::string_view text);

} // namespace carcassonne::formats
