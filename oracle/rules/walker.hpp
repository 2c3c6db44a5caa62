#pragma once
// The turn walker: plays a game from a position through a draw pile, step by step, each step's
// move chosen among legalMoves by a hook. The random games of the property tests, the
// benchmarks and fuzz stand on it: one loop over the turn for every player that picks its
// moves.

#include "turn.hpp"

#include <functional>
#include <span>

namespace carcassonne::rules {

// What a walk asks of its player. Any type with these four members will do (walkGame is a
// template, so a player's hooks cost no call through std::function); WalkHooks holds them as
// std::function, each optional but `choose`.
struct WalkHooks {
    // The index of the move to make among the step's legal moves (never empty).
    std::function<std::size_t(const GameState&, std::span<const Move>)> choose;
    // A turn starts: a tile is drawn (a discard draws again), or none is left and the turn is the
    // end of the game.
    std::function<void(const GameState&, const Draw&)> turn = [](const GameState&, const Draw&) {};
    // Before a move is made, with the step's draw (the tile at the tile step): a fuzzer probes, a
    // record writes the move down.
    std::function<void(const GameState&, const Draw&, const Move&)> before =
        [](const GameState&, const Draw&, const Move&) {};
    // After: the state after the move, the move, its events; false stops the game there.
    std::function<bool(const GameState&, const Move&, const Events&)> after =
        [](const GameState&, const Move&, const Events&) { return true; };
};

namespace detail {

// Makes the step's moves until the turn is back at a tile step (or the game is over); false when
// the walk stops.
template <typename Hooks>
bool walkTurn(GameState& state, const Draw& draw, Hooks& hooks, std::vector<Move>& moves,
              Events& events) {
    Draw step = draw;
    do {
        legalMoves(state, step, moves);
        if (moves.empty()) return false;
        const Move move = moves[hooks.choose(state, std::span<const Move>(moves))];
        hooks.before(state, step, move);
        events.clear();
        playListed(state, move, events);
        if (!hooks.after(state, move, events)) return false;
        step = Draw{}; // the tile is played: the steps after it draw nothing
    } while (state.phase != Phase::Tile && state.phase != Phase::Over);
    return true;
}

} // namespace detail

// Draws the pile's tiles in order, one turn each, until the pile is done or `maxTurns` tiles are
// drawn (-1: no limit), then ends the game (final scoring). Stops early when `after` says so, or
// when a step has no legal move (a tile with no copy left).
template <typename Hooks>
GameState walkGame(GameState state, std::span<const TileTypeId> pile, int maxTurns, Hooks& hooks) {
    std::vector<Move> moves; // kept from step to step: one allocation per game
    Events events;
    int turns = 0;
    for (TileTypeId tile : pile) {
        if (maxTurns >= 0 && turns >= maxTurns) break;
        ++turns;
        const Draw draw{tile};
        hooks.turn(state, draw);
        if (!detail::walkTurn(state, draw, hooks, moves, events)) return state;
    }
    const Draw none{}; // no tile left: the end of the game
    hooks.turn(state, none);
    detail::walkTurn(state, none, hooks, moves, events);
    return state;
}

} // namespace carcassonne::rules
