#pragma once
// The turn engine: one definition of what is legal at the current step, and the one way to make
// a move. A turn is the tile step, then the steps the modules in play bring, in order
// (StepRow::order: the magic step when it is due, the follower step), then the end of the turn
// (base.score.when). Every kind of move belongs to one step; its module says why it is illegal
// there, how it changes the game, and which moves of its kind are legal.
//   refusal(state, move)     why the move is illegal now, or nothing
//   play(state, move)        refusal, or the move made and its events
//   legalMoves(state, draw)  every move of the current step, each one refusal accepts
// A test holds legalMoves to refusal: every move it lists is accepted, and every candidate
// it leaves out is refused.

#include "expansion_module.hpp"
#include "moves.hpp"
#include "refusal.hpp"
#include "result.hpp"
#include "score_event.hpp"

#include <vector>

namespace carcassonne::rules {

// Why the move is illegal at this position: the step first (a move of another step gets the
// step's code, a move after the game its own), then its kind's rule.
Refusal refusal(const GameState& state, const Move& move, Ask ask = Ask::Why);

// The move as legal sets and perft name it, in the position before it: its kind's label
// (MoveRules::label), else the kind's name.
std::string label(const GameState& before, const Move& move);

// The move as legalMoves would list it on this position (MoveRules::canonical): a feature named
// by any of its parts becomes the part the generator names (a magic target its root, a follower
// its feature's first part on the tile placed this turn). Legal sets are compared as values of
// this form: equal moves are the same move.
Move canonical(const GameState& state, const Move& move);

// Makes the move if it is legal, and returns what happened; else changes nothing and says why.
Result<Events> play(GameState& state, const Move& move);
// The same, what happened appended to `events` (a walker keeps the buffer from move to move).
Status play(GameState& state, const Move& move, Events& events);

// Makes a move legalMoves listed for this very position, without asking refusal again: the
// walkers (random games, perft) play only listed moves, and the test that holds legalMoves to
// refusal is what keeps them legal. Builds without NDEBUG ask all the same, and stop on a
// refusal.
void playListed(GameState& state, const Move& move, Events& events);

// Every move of the current step, in the order of the step's move kinds (MoveKindRow::order):
// at the tile step the drawn tile's placements (or its discard when it fits nowhere), or the end
// of the game when no tile is drawn; at the magic step the figures' moves (or removals); at the
// follower step each follower on each feature of the placed tile, then the pass. Into `out`
// (cleared first), for callers that keep a buffer.
void legalMoves(const GameState& state, const Draw& draw, std::vector<Move>& out);
std::vector<Move> legalMoves(const GameState& state, const Draw& draw = {});

} // namespace carcassonne::rules
