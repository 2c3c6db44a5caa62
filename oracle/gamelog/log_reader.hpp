#pragma once
// Reading a game log (JSON Lines, docs/game-log.md) strictly: every line must be a JSON object of
// a known type with known keys; any problem is an InputError naming the line and what was
// expected. Whether the moves are legal is the checker's business, not the reader's.

#include "divergence.hpp"
#include "log_format.hpp"

#include <cstddef>
#include <string>
#include <variant>

namespace carcassonne::gamelog {

inline constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20; // 1 MiB

formats::Parsed<GameLog> readGameLog(const std::string& text);

} // namespace carcassonne::gamelog
