#pragma once
// Comparing what a log claims a move produced (its score events and the scores after it) with
// what the oracle's ledger says, as lines for a report: the oracle's side and the log's side.

#include "log_format.hpp"

#include <string>
#include <vector>

namespace carcassonne::gamelog {

struct Disagreement {
    std::vector<std::string> expected; // the oracle
    std::vector<std::string> actual;   // the log
    // Breakdown differences under CompareLevel::Outcome: reported, not a divergence.
    std::vector<std::string> notes;
    bool empty() const { return expected.empty() && actual.empty(); }
};

// Every oracle score event must be claimed with the numbers the log gives, and nothing else. The
// kind, scorers, points, final and complete always count; the breakdown (tiles, pennants, cities,
// base, modifiers) counts under CompareLevel::Breakdown and is only noted under Outcome.
Disagreement compareLedger(const GameState& after, const Events& oracle,
                           const std::vector<ClaimedScore>& claims,
                           const std::vector<std::string>& players, CompareLevel level);

Disagreement compareScores(const GameState& after, const std::vector<std::pair<int, int>>& claimed,
                           const std::vector<std::string>& players);

} // namespace carcassonne::gamelog
