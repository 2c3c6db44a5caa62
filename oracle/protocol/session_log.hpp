#pragma once
// The game a `serve` session plays, as a game log (docs/game-log.md), so that what the reference
// engine (or a faulty one) did can be checked with `check-log`. Players are named p0, p1, ...

#include "codec/json_codec.hpp"

#include <vector>

namespace carcassonne::protocol {

using codec::json;

struct SessionLog {
    std::vector<json> lines; // the setup line first
    int game = 0;            // counts new-game requests: a new game starts a new log
};

// A new game: the log restarts with a setup line from the new-game request.
void logNewGame(SessionLog& log, const json& newGameRequest, int players);
// A set-up position, as read from the request: its keys join the setup line in the log's shape
// (codec/setup_json.hpp).
void logSetup(SessionLog& log, const PositionSpec& setup, int players);
// An accepted move by `player` as read from the request, with the ledger and the totals after it.
void logMove(SessionLog& log, int player, const NamedMove& move, const Events& ledger,
             const GameState& after);

} // namespace carcassonne::protocol
