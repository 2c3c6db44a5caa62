#pragma once
// Numbers given on the command line, checked one way for every option: decimal digits only (a
// sign only where the range has negative numbers), within a range the message states. CLI11's
// own checks let through what users would not expect (`--probe-illegal nan` passed its Range and
// ran without probes; an out-of-range seed was clamped to the same campaign as another; hex
// `0x10`) and state a range of doubles (`--turn -1`: "not in range 0 to 1.797...e308").

#include <CLI/CLI.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace carcassonne::cli {

// Ranges more than one option (or a resume point's options) share.
inline constexpr long long kMaxTimeoutMs = 3600000; // an hour for one reply
inline constexpr long long kMaxFuzzGames = 1000000; // --games, --shrink-first, --max-divergences
inline constexpr long long kMaxFuzzTurns = 100000;  // --max-turns (the stack ends a game first)
inline constexpr long long kMaxJobs = 1024;         // --jobs
inline constexpr double kMaxShrinkSeconds = 86400;  // fuzz --shrink-budget (a day per divergence)
inline constexpr long long kMaxShrinkRestarts = 1000000; // fuzz --shrink-restarts

// "--turn: expected a whole number from 0 to 2147483647, found -1".
CLI::Validator wholeNumberIn(long long lo, long long hi);

// A whole number in int's range from `lo`: what an option of type int holds.
CLI::Validator wholeNumberFrom(int lo);

// A seed: any 64-bit unsigned number, from 0 to 18446744073709551615.
CLI::Validator seedNumber();

// A number from `lo` to `hi` (decimal, with a fraction or an exponent); NaN and infinities are
// no numbers here.
CLI::Validator numberIn(double lo, double hi);

// The same checks for a value read elsewhere (a resume point): the message, or nothing.
std::optional<std::string> wholeNumberProblem(std::string_view text, long long lo, long long hi);

} // namespace carcassonne::cli
