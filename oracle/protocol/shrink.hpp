#pragma once
// Shrinking a diverging game to the smallest scenario that still diverges: a divergence in final
// scoring tried on the game ended early, fewer turns (the position before the diverging turn
// becomes the set-up), fewer illegal-move probes, fewer players, fewer set-up tiles, followers and
// figures, the rule switches back to the edition's, the actions after the divergence dropped, and
// only the expectations that fail kept.

#include "scenario/scenario.hpp"

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace carcassonne::protocol {

// A scenario that diverges, with where: the first failing action and the finding codes there.
struct Divergent {
    scenario::Scenario scenario;
    std::size_t firstFailing = 0;
    std::set<std::string> codes;
};

// Tries a candidate (its expectations already in place): the candidate if it is a valid scenario
// that `run` passes and the engine still diverges on it.
using Probe = std::function<std::optional<Divergent>(const scenario::Scenario&)>;

// The game as played: the position before each turn, and where each turn's actions start.
struct GameTrace {
    std::vector<GameState> before;      // before turn k (the last entry: before `final`)
    std::vector<std::size_t> turnStart; // index of turn k's first action in the full scenario
};

// The smallest divergent scenario found. Once `stop` says so (the shrink's budget is spent, or
// the campaign is interrupted) no candidate is made any more: the smallest so far stands.
Divergent shrink(const GameTrace& trace, Divergent full, const Probe& probe,
                 const std::function<bool()>& stop = {});

} // namespace carcassonne::protocol
