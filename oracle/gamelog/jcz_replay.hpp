#pragma once
// Replaying a JCloisterZone game with the rules model. Turns follow the replay messages; the
// draw order decides discards (a drawn tile that fits nowhere has no message: JCZ discards it
// itself) and, ending in "#END", the final scoring once every listed tile is drawn.

#include "divergence.hpp"
#include "jcz_game.hpp"
#include "recording.hpp"

#include <optional>
#include <string>
#include <variant>

namespace carcassonne::gamelog {

struct JczReplay {
    Recording recording; // ends with the diverging action, if any, with the oracle's expectation
    std::optional<Divergence> divergence;
    bool reproducible = true; // false when the divergence cannot be written as a scenario
    GameState state;
    bool ended = false; // final scoring ran
};

formats::Parsed<JczReplay> replayJcz(const JczGame& game);

// A .jcz text read and replayed: what check-log and import-jcz both start with.
struct JczRun {
    JczGame game;
    JczReplay replay;
};

// `edition`, when given, replaces the edition the game's sets imply (--edition).
// `rules`, switch overrides (--rule), come after the game's own.
formats::Parsed<JczRun>
readAndReplayJcz(const std::string& text, std::optional<Edition> edition,
                 const std::vector<std::pair<std::string, std::string>>& rules = {});

} // namespace carcassonne::gamelog
