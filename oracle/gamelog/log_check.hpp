#pragma once
// Checking a game log against the oracle: replay every move, and after each compare the claimed
// ledger and scores with the oracle's. The first disagreement stops the check; the recording then
// ends with the diverging action, carrying the oracle's expectations there (so a scenario written
// from it passes under `carcassonne-oracle run`: it states the oracle's truth).

#include "divergence.hpp"
#include "log_format.hpp"
#include "recording.hpp"

#include <optional>
#include <variant>

namespace carcassonne::gamelog {

struct CheckResult {
    Recording recording;
    std::optional<Divergence> divergence;
    GameState state; // where the replay stopped
    // Lines replayed: each one, the diverging one included, is an action of the recording.
    std::size_t moves() const { return recording.actions.size(); }
};

// An InputError when the set-up itself is not a legal position.
formats::Parsed<CheckResult> checkLog(const GameLog& log);

} // namespace carcassonne::gamelog
