#pragma once
// perft, as in chess: the number of legal move sequences from a position for a forced tile order,
// a turn being one tile (its placement or discard x the magic action when one is due x a follower
// or a pass). Divided by first turn, it bisects a move-generation difference with an engine.

#include "rules/rules.hpp"

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace carcassonne::protocol {

// Sequences of `depth` turns, the k-th turn drawing tiles[k] (depth <= tiles.size()). A position
// in the middle of a turn (phase magic or follower, as a scenario can stop there) counts the rest
// of that turn as the first of the `depth` turns, and it draws no tile: tiles[0] is then the
// next turn's.
std::uint64_t perft(const GameState& state, std::span<const TileTypeId> tiles, int depth);

struct PerftBranch {
    std::string firstTurn; // "[1, 0] 90, road [1, 0] W": placement, magic action, follower
    std::uint64_t count = 0;
};

// perft split by the first turn, in move-generation order; the first turns' subtrees are counted
// by `jobs` threads; `counted` sees each branch as it is counted, in order (a progress line).
std::vector<PerftBranch> perftDivide(const GameState& state, std::span<const TileTypeId> tiles,
                                     int depth, int jobs = 1,
                                     const std::function<void(const PerftBranch&)>& counted = {});

// perft with the first turns' subtrees counted by `jobs` threads (the same count).
std::uint64_t perft(const GameState& state, std::span<const TileTypeId> tiles, int depth, int jobs);

} // namespace carcassonne::protocol
