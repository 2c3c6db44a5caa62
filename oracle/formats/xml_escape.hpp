#pragma once
// Escaping text for XML 1.0 (and HTML): the JUnit report and the rulings book's SVG and HTML.

#include <string>
#include <string_view>

namespace carcassonne::formats {

// Text for an attribute value (quoted with " or ') or element content: &, <, >, " and ' become
// entities, tab, newline and carriage return character references, and what XML 1.0 forbids (the
// other control characters below U+0020, U+FFFE, U+FFFF, bytes that are not UTF-8) U+FFFD: the
// output is well-formed whatever bytes it is given.
std::string xmlEscape(std::string_view text);

// Element content that keeps its line breaks as they are; everything else as xmlEscape.
std::string xmlText(std::string_view text);

} // namespace carcassonne::formats
