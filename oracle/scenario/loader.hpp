#pragma once
// Loading scenarios from YAML, strictly: unknown keys, duplicate keys, wrong types, unknown tiles,
// rulings or editions are errors that name the file, line and column and what was expected.

#include "formats/input_error.hpp"
#include "scenario.hpp"

#include <string>

namespace carcassonne::scenario {

// Errors name the file, line and column ("file:line:col: message").
using LoadResult = formats::Parsed<Scenario>;

// `id` is the scenario's stable id (its path below the folder being run, without extension).
LoadResult loadScenarioText(const std::string& text, const std::string& file,
                            const std::string& id);
LoadResult loadScenarioFile(const std::string& path, const std::string& id);

inline constexpr std::size_t kMaxScenarioBytes = 1 << 20; // 1 MiB
inline constexpr int kMaxNesting = 64;                    // [ and { levels
inline constexpr int kMaxIndent = 256;                    // columns of indentation

} // namespace carcassonne::scenario
