#pragma once
// TAP version 14 test point descriptions
// (https://testanything.org/tap-version-14-specification.html): a description ends at its line,
// and `#` in it would start a directive (SKIP, TODO).

#include <string>
#include <string_view>

namespace carcassonne::formats {

// `#` and `\` are escaped with `\`; CR and LF become spaces; other control characters and bytes
// that are not UTF-8 are shown as `\xNN` (its backslash escaped too: `\\xNN`).
std::string tapDescription(std::string_view text);

} // namespace carcassonne::formats
