#pragma once
// A set-up position's JSON forms, written and read here only, into the rules' PositionSpec
// (rules/position.hpp; rules::startPosition judges it). Two public formats hold a set-up, in two
// shapes that share their entries:
//
//   the engine protocol's `setup` request (docs/engine-protocol.md), players by seat:
//     "scores": [{"player": 1, "points": 4}], "supply": [{"player": 0, "normal": 6}], "turn": 1
//   a game log's setup line (docs/game-log.md), players by name (or seat), as in a scenario:
//     "scores": {"Bob": 4} (or [0, 4] by seat), "supply": {"Alice": {"normal": 6}}, "turn": "Bob"
//
//   both: "tiles": [{"tile": "D", "at": [0, 0], "rotation": 0}, ...] (the first is the start
//   tile), "followers": [{"player": P, "at": [x, y], "on": "road E", "large": false}, ...],
//   "figures": {"mage": {"at": [x, y], "on": "city N"}}
//
// One reader takes both: the entries alike, the shape deciding how a player, the scores and the
// supplies are written. `serve --log` writes the protocol's set-up as a game log's with it.

#include "json_reading.hpp"

#include <string>
#include <utility>
#include <vector>

namespace carcassonne::codec {

enum class SetupShape { Protocol, GameLog };

struct SetupForm {
    SetupShape shape = SetupShape::Protocol;
    std::string path;                 // where the set-up's keys stand: "setup"; "" in a log line
    std::vector<std::string> players; // the players' names (the protocol's: any, one per seat)
    UnknownKeys unknown = UnknownKeys::Ignore; // keys inside the entries the form does not name
};

// The set-up keys of `j` (tiles, followers, figures, scores, supply, turn; each optional); the
// object's other keys are its reader's (a request's `cmd`, a log line's `edition`...).
Decoded<PositionSpec> positionSpecFrom(const json& j, const SetupForm& form);

// Within a reader (json_reading.hpp: they throw DecodeError): a player as the shape names one
// (a seat; in a game log also a name), and score totals as a game log writes them (by name, or
// one per seat: its set-up and the totals after a move), each (seat, points).
int playerAt(const json& j, const std::string& path, const SetupForm& form);
std::vector<std::pair<int, int>> scoresByPlayerAt(const json& j, const std::string& path,
                                                  const SetupForm& form);

// The set-up keys of `spec` in `shape`, `players` naming the seats (a game log's names).
json positionSpecJson(const PositionSpec& spec, SetupShape shape,
                      const std::vector<std::string>& players = {});

} // namespace carcassonne::codec
