#pragma once
// A move as records name it: a feature by a square and a location on that tile (FeatureRef), the
// way scenarios, game logs, JCloisterZone saves and the protocol write it. It is resolved against
// the board only when played, so that a move naming nothing can still be reported and written
// back; nameMove is the inverse on a position. Every door's action vocabulary is this one.

#include "game_state.hpp"
#include "move.hpp"
#include "moves.hpp"
#include "result.hpp"

#include <optional>
#include <string>
#include <variant>

namespace carcassonne {

// mw.trigger / mw.join: a figure to a feature (any part of it).
struct MoveFigureTo {
    MagicFigure figure = MagicFigure::Mage;
    FeatureRef target;
    friend bool operator==(const MoveFigureTo&, const MoveFigureTo&) = default;
};
// base.meeple.place: a follower on a feature of the tile placed this turn.
struct PlaceFollowerOn {
    FeatureRef on;
    FollowerKind kind = FollowerKind::Normal;
    friend bool operator==(const PlaceFollowerOn&, const PlaceFollowerOn&) = default;
};

// A move of a kind with no alternative of its own here (a module's, such as the abbot's recall):
// its kind and the operands its row carries, the feature node left unresolved, and the feature it
// names when it carries one. So a kind added with its row is named, written and read back by every
// record format (the codec, scenario actions) with no edit here.
struct MoveOfKind {
    rules::Move operands;
    FeatureRef feature;
    friend bool operator==(const MoveOfKind&, const MoveOfKind&) = default;
};

using NamedMove = std::variant<PlaceTile, DiscardTile, MoveFigureTo, RemoveFigure, PlaceFollowerOn,
                               Pass, EndGame, MoveOfKind>;

// The move on this position; feature-not-found when a named feature is not on the board.
Result<rules::Move> resolveMove(const GameState& state, const NamedMove& move);

// How records name a move made on `before` (rules::legalMoves, walkers, probes: the one way the
// layers above get a legal move's record form): a magic target by its canonical reference, a
// follower by its part on the tile placed this turn (as the legal follower options name it).
NamedMove nameMove(const GameState& before, const rules::Move& move);

// A named move as the turn engine's move of its kind and operands, the feature left unresolved
// (node 0), and back with the feature it names: so that its formats read and write a move from
// its kind's row (MoveKindRow: operands, wire form), whatever the kind.
rules::Move operandsOf(const NamedMove& move);
NamedMove namedMove(const rules::Move& operands, const FeatureRef& feature);
MoveKind kindOf(const NamedMove& move);

// The feature a magic or follower move names.
std::optional<FeatureRef> namedFeature(const NamedMove& move);

// A tile placed or discarded: the move that starts a turn.
bool startsTurn(const NamedMove& move);

// For people: "place V at [1, 0] rotated 90", "follower on road E at [1, 0]".
std::string describe(const NamedMove& move);

} // namespace carcassonne
