#pragma once
// What every JSON reader (game logs, .jcz saves, the protocol's requests and replies, json
// reports) says alike about nlohmann's refusals.

#include <string>
#include <string_view>

namespace carcassonne::formats {

// nlohmann's exception text without its "[json.exception.parse_error.101] " prefix.
std::string jsonErrorText(std::string_view what);

// A number no JSON reader can hold (nlohmann's out_of_range.406, "number overflow parsing
// '1e400'"): "a number beyond the range of a double (1e400)".
std::string numberOverflowText(std::string_view what);

} // namespace carcassonne::formats
