#pragma once
// A replayed game as the scenario writer needs it: the set-up, then every action with what the
// oracle made of it and what the scenario should expect after it.

#include "rules/rules.hpp"
#include "scenario/scenario.hpp"
#include "setup.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::gamelog {

// One entry of a scenario's `scored` (scenario::eventSpecOf) and the rulings behind its numbers.
struct ScoredEntry {
    scenario::EventSpec spec;
    std::vector<std::string_view> rulings;
};

// Every number of an oracle score event.
ScoredEntry scoredEntry(const ScoreEvent& e);
std::vector<ScoredEntry> scoredEntries(const Events& events);
std::vector<std::pair<int, int>> allScores(const GameState& state);

struct Expect {
    std::optional<ErrorCode> error; // the action is refused with this code
    std::optional<std::vector<ScoredEntry>> scored;
    bool scoredPartial = false;
    std::vector<std::pair<int, int>> scores; // player, total
    std::optional<Phase> phase;
    bool any() const { return error || scored || !scores.empty() || phase; }
};

struct RecordedAction {
    NamedMove action = Pass{};
    std::optional<int> player;               // whose turn it is, asserted at the start of a turn
    std::string origin;                      // where it came from: "line 7", "replay[3] PLACE_TILE"
    Events events;                           // the oracle's ledger (empty when refused)
    std::vector<std::pair<int, int>> scores; // the totals after it
    Expect expect;
};

struct Recording {
    SetupSpec setup;
    std::vector<RecordedAction> actions;
};

} // namespace carcassonne::gamelog
