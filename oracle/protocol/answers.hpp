#pragma once
// An engine's answers read into the runner's terms (scenario/compare.hpp), so they are judged
// exactly as the oracle's own values are. Features the engine names are resolved on the oracle's
// copy of the board; a feature that is not there reads as "(no ...)" and so differs from every
// expected value. An answer of the wrong shape is a protocol error, returned as Malformed.

#include "scenario/compare.hpp"

#include "codec/json_codec.hpp"

#include <variant>

namespace carcassonne::protocol {

using codec::json;

// Not a formats::InputError: an answer is an engine's outcome on the wire, judged as a PROTOCOL
// status of the run, not an input file refused with exit code 2 (so not formats::Parsed either).
struct Malformed {
    std::string message;
};

template <typename T>
using Parsed = std::variant<T, Malformed>;

// From a `query legal` answer. The legal sets are decoded into moves on the oracle's copy of the
// position, each canonical (rules::canonical), so they compare as values with the oracle's; a
// move on a feature that is not there is kept by its text (scenario::LegalSet).
Parsed<Phase> phaseFrom(const json& answer);
Parsed<scenario::LegalSet> placementsFrom(const json& legal);
Parsed<scenario::LegalSet> followersFrom(const GameState& position, const json& legal);
// The follower step's kinds that carry a feature alone (the abbot's recall), each listed under
// its wire word: the comparison holds them against the oracle's own (scenario::Observation).
Parsed<scenario::LegalSet> besideFollowersFrom(const GameState& position, const json& legal);
Parsed<scenario::LegalSet> magicFrom(const GameState& position, const json& legal);

// From a `query ledger` answer: its score events.
Parsed<std::vector<ScoreEvent>> scoredFrom(const json& ledger, int players);

// From a `query state` answer: scores, supplies and figures.
struct StateAnswer {
    Phase phase = Phase::Tile;
    int current = 0; // whose turn it is
    std::vector<PlayerState> players;
    std::array<std::string, 2> figures;
};
Parsed<StateAnswer> stateFrom(const GameState& position, const json& state);

} // namespace carcassonne::protocol
