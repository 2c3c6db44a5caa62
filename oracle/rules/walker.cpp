#include "walker.hpp"

namespace carcassonne::rules {

namespace {

// Makes the step's moves until the turn is back at a tile step (or the game is over).
bool walkTurn(GameState& state, const Draw& draw, const WalkHooks& hooks,
              std::vector<Move>& moves) {
    Draw step = draw;
    do {
        legalMoves(state, step, moves);
        if (moves.empty()) return false;
        const Move move = moves[hooks.choose(state, moves)];
        if (hooks.before) hooks.before(state, move);
        auto events = play(state, move);
        if (!events) return false; // cannot happen for a generated move; stop rather than loop
        if (hooks.after && !hooks.after(state, move, *events)) return false;
        step = Draw{}; // the tile is played: the steps after it draw nothing
    } while (state.phase != Phase::Tile && state.phase != Phase::Over);
    return true;
}

} // namespace

GameState walkGame(GameState state, std::span<const TileTypeId> pile, int maxTurns,
                   const WalkHooks& hooks) {
    std::vector<Move> moves; // kept from step to step: one allocation per game
    int turns = 0;
    for (TileTypeId tile : pile) {
        if (maxTurns >= 0 && turns >= maxTurns) break;
        ++turns;
        if (hooks.drawn) hooks.drawn(state, tile);
        if (!walkTurn(state, Draw{tile}, hooks, moves)) return state;
    }
    walkTurn(state, Draw{}, hooks, moves); // no tile left to draw: the end of the game
    return state;
}

} // namespace carcassonne::rules
