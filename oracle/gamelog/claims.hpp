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
    bool empty() const { return expected.empty() && actual.empty(); }
};

// Every oracle score event must be claimed with the numbers the log gives, and nothing else.
Disagreement compareLedger(const GameState& after, const Events& oracle,
                           const std::vector<ClaimedScore>& claims,
                           const std::vector<std::string>& players);

Disagreement compareScores(const GameState& after, const std::vector<std::pair<int, int>>& claimed,
                           const std::vector<std::string>& players);

} // namespace carcassonne::gamelog
