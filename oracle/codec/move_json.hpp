#pragma once
// A move's JSON form, written and read here only: the engine protocol's `play` (docs/
// engine-protocol.md), a game log's `move` (docs/game-log.md), a driver's transcript. The form is
// the rules' NamedMove (rules/named_move.hpp): features named by square and part, resolved
// against a board only when played (rules::resolveMove), so that reading a move never needs a
// position.
//
//   {"type": "place", "tile": "V", "at": [1, 0], "rotation": 90}     rotation: 0 when absent
//   {"type": "discard", "tile": "V"}
//   {"type": "magic", "figure": "mage", "at": [0, 0], "on": "road E"}
//   {"type": "magic", "remove": "witch"}
//   {"type": "follower", "at": [1, 0], "on": "road W", "large": false}   flags: false when absent
//   {"type": "pass"}
//   {"type": "final"}
//
// Each kind's form is its row's (MoveKindRow): its "type" word, the mark that tells two kinds of
// one word apart ("remove"), and the keys of the operands it carries, in this order: its tile,
// square, figure, feature and follower kind. A kind with a row is read and written with no edit
// here.

#include "json_reading.hpp"

namespace carcassonne::codec {

json toJson(const NamedMove& move);

// The move `j` names, or where it is not a move (`path`: where `j` is, "move"). `unknown`: what
// keys the move's form does not name are (a game log refuses them, a protocol request ignores
// them).
Decoded<NamedMove> namedMoveFrom(const json& j, const std::string& path, UnknownKeys unknown);

} // namespace carcassonne::codec
