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
    // Breakdown differences noted under CompareLevel::Outcome, in log order.
    struct Note {
        int line = 0; // 1-based log line
        std::string text;
    };
    std::vector<Note> notes;
    // Lines replayed: each one, the diverging one included, is an action of the recording.
    std::size_t moves() const { return recording.actions.size(); }
};

// An InputError when the set-up itself is not a legal position. `level`: what the claimed score
// events are compared on (claims.hpp).
formats::Parsed<CheckResult> checkLog(const GameLog& log,
                                      CompareLevel level = CompareLevel::Outcome);

} // namespace carcassonne::gamelog
