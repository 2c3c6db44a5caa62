#pragma once
// The turn walker: plays a game from a position through a draw pile, step by step, each step's
// move chosen among legalMoves by a hook. The random games of the property tests and the
// benchmarks stand on it, and so will fuzz's (phase 2): one loop over the turn for every player
// that picks its moves.

#include "turn.hpp"

#include <functional>
#include <span>

namespace carcassonne::rules {

struct WalkHooks {
    // The index of the move to make among the step's legal moves (never empty).
    std::function<std::size_t(const GameState&, std::span<const Move>)> choose;
    // A tile is drawn: the turn starts (a discard draws again).
    std::function<void(const GameState&, TileTypeId)> drawn;
    // Before a move is made (a fuzzer probes, a record writes the move down).
    std::function<void(const GameState&, const Move&)> before;
    // After: the state after the move, the move, its events; false stops the game there.
    std::function<bool(const GameState&, const Move&, const Events&)> after;
};

// Draws the pile's tiles in order, one turn each, until the pile is done or `maxTurns` tiles are
// drawn (-1: no limit), then ends the game (final scoring).
// Stops early when `after` says so, or when a step has no legal move (a tile with no copy left).
GameState walkGame(GameState state, std::span<const TileTypeId> pile, int maxTurns,
                   const WalkHooks& hooks);

} // namespace carcassonne::rules
