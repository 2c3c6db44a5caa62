#pragma once
// The one way a record's move is played, for every door that replays records: scenarios (`run`,
// `drive`), game logs and JCloisterZone saves. The named move is resolved on the position and
// played; mw.no-target's forced removal is remembered with the tile, and a later removal of that
// figure, which records commonly still write as the player's move, is taken as its
// acknowledgement (forced_removal.hpp).

#include "forced_removal.hpp"
#include "game_state.hpp"
#include "named_move.hpp"
#include "result.hpp"
#include "score_event.hpp"

#include <optional>

namespace carcassonne {

struct PlayedMove {
    Events events;             // the move's ledger; none for an acknowledgement
    bool acknowledged = false; // mw.no-target: a removal the rules made with the tile; not played
};

// Plays `move` on `state`. A refusal (a feature the board lacks: feature-not-found; a move the
// rules refuse) changes neither `state` nor `forced`.
Result<PlayedMove> playNamed(GameState& state, ForcedRemoval& forced, const NamedMove& move);

// The tile a move places; none for any other move (a discard included).
std::optional<TileTypeId> placedTile(const NamedMove& move);

// The move with its tile named by the id of the copy it takes on this position (copyIdOf), never
// by a letter: the form for those who count copies per id (an engine over the protocol).
NamedMove withCopyId(const GameState& state, NamedMove move);

} // namespace carcassonne
