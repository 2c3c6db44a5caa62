#pragma once
// YAML scalars as the scenario writer (and the TAP report's diagnostic blocks) write them, in the
// style of the hand-written scenarios: words stay bare, anything a YAML 1.1 or 1.2 reader could
// take for something else (`no`, `true`, numbers, `#`, `:`) is double-quoted.

#include <string>

namespace carcassonne::formats {

std::string yamlScalar(const std::string& text);

// Always double-quoted (JSON's escapes are YAML's). Bytes that are not UTF-8 (a file name may have
// any) become U+FFFD instead of failing the whole scenario.
std::string yamlQuoted(const std::string& text);

// The text of a `#` comment: it ends at the line's end, so a newline (or any control character)
// would put the rest outside the comment; those become spaces, bytes that are not UTF-8 U+FFFD.
std::string yamlCommentText(const std::string& text);

} // namespace carcassonne::formats
