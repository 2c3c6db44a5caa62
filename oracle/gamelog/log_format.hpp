#pragma once
// A game log (docs/game-log.md) as read: the set-up, the moves with what the engine claims each
// produced, and the end of the game with its final scores.

#include "rules/rules.hpp"
#include "setup.hpp"

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace carcassonne::gamelog {

// A score event as the engine claims it; absent numbers are not checked.
struct ClaimedScore {
    int index = 0; // position in the line's `events`
    FeatureKind kind = FeatureKind::Road;
    FeatureRef feature;                // tile position and location, as written
    std::map<ScoreField, int> numbers; // the plain counts the log states; points always
    std::optional<std::vector<std::pair<ModifierKind, int>>> modifiers;
    std::optional<bool> final, complete;
    std::vector<std::pair<int, int>> scorers; // player, points
};

struct Claims {
    std::optional<std::vector<ClaimedScore>> events;        // every score event of the move
    std::optional<std::vector<std::pair<int, int>>> scores; // player, total after the move
};

struct LogMove {
    int line = 0;
    NamedMove action = Pass{};
    std::optional<int> player; // whose turn the engine says it is
    Claims claims;
};

struct GameLog {
    SetupSpec setup;
    int setupLine = 1;
    std::vector<LogMove> moves;
    std::optional<LogMove> end; // the final line: final scoring
};

} // namespace carcassonne::gamelog
