#pragma once
// Writes JSON values as YAML flow collections in the style of the hand-written scenarios
// (`{tile: V, at: [1, 0], rotation: 90}`): words stay bare, anything a YAML 1.1 or 1.2 reader
// could take for something else (`no`, `true`, numbers, `#`, `:`) is double-quoted.

#include <nlohmann/json.hpp>

#include <string>

namespace carcassonne::gamelog {

using ordered_json = nlohmann::ordered_json;

std::string yamlScalar(const std::string& text); // a value
std::string yamlKey(const std::string& text);    // a mapping key
std::string yamlFlow(const ordered_json& value);

} // namespace carcassonne::gamelog
