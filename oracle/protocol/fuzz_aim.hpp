#pragma once
// What a `fuzz` campaign draws its games from: the editions, expansions and switch values the
// engine declared in its handshake, narrowed by the command's options, and the player counts; so
// that no game is spent on something the engine said it cannot play.

#include "engine_session.hpp"

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace carcassonne::protocol {

// What the user asked for (`--edition`, `--expansion`, `--players`); empty: anything declared.
struct FuzzNarrowing {
    std::vector<Edition> editions;
    std::optional<ExpansionSet> expansions; // exactly these (the base game alone: empty set)
    int minPlayers = 2;
    int maxPlayers = 6;
};

struct FuzzAim {
    std::vector<Edition> editions;
    // The expansion sets a game is drawn from: the base game alone and every combination of the
    // expansions the engine declared (or the one set --expansion names), in a stable order.
    std::vector<ExpansionSet> expansionSets;
    // Each switch the engine declared, with the values it declared that the oracle knows.
    std::vector<std::pair<const SwitchInfo*, std::vector<std::string>>> switches;
    int minPlayers = 2;
    int maxPlayers = 6;
};

// The aim, or why no game can be played (a sentence naming what the engine declared).
std::variant<FuzzAim, std::string> aimAt(const Capabilities& engine,
                                         const FuzzNarrowing& narrowing);

// A game's configuration drawn from the aim, and the switches set away from the edition's
// defaults (a scenario's `rules:`): each switch is drawn in one game of six (from `switches`, a
// stream of its own, so that the draw pile does not depend on the switches declared), so most
// games play the editions as printed. The expansion set is drawn evenly among the aim's, from
// `switches` too.
struct DrawnConfig {
    GameConfig config;
    std::vector<std::pair<std::string, std::string>> overrides;
};
DrawnConfig drawConfig(const FuzzAim& aim, SeededRandom& random, SeededRandom& switches);

} // namespace carcassonne::protocol
