#pragma once
// Text for a terminal or a log: a control character in a file name, a key or a player name (a
// NUL, an escape sequence) or a byte that is not UTF-8 must not reach the reader raw, where it
// could hide or rewrite what is shown. Each byte becomes a visible `\xNN`; line breaks a caller
// keeps are its own.

#include <string>
#include <string_view>

namespace carcassonne::formats {

std::string visibleText(std::string_view text);

} // namespace carcassonne::formats
