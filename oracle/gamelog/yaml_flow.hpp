#pragma once
// Writes JSON values as YAML flow collections in the style of the hand-written scenarios
// (`{tile: V, at: [1, 0], rotation: 90}`): words stay bare, anything a YAML 1.1 or 1.2 reader
// could take for something else (`no`, `true`, numbers, `#`, `:`) is double-quoted.

#include <nlohmann/json.hpp>

#include <string>

namespace carcassonne::gamelog {

using ordered_json = nlohmann::ordered_json;

std::string yamlScalar(const std::string& text); // a value
std::string yamlFlow(const ordered_json& value);

// Always double-quoted (JSON's escapes are YAML's). Bytes that are not UTF-8 (a file name may have
// any) become U+FFFD instead of failing the whole scenario.
std::string yamlQuoted(const std::string& text);

} // namespace carcassonne::gamelog
