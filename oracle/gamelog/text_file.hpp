#pragma once
// Reading a whole input file with a size limit, so that a huge or endless input is refused before
// it is parsed.

#include "divergence.hpp"

#include <cstddef>
#include <string>
#include <variant>

namespace carcassonne::gamelog {

inline constexpr std::size_t kMaxRecordBytes = std::size_t{64} << 20; // 64 MiB

formats::Parsed<std::string> readTextFile(const std::string& path,
                                          std::size_t limit = kMaxRecordBytes);

} // namespace carcassonne::gamelog
