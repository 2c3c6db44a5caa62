#pragma once
// The position a replayed game starts from, in a scenario's terms: edition, expansions, switch
// overrides, players and an optional set-up (tiles, followers, figures, scores, supplies, turn).
// Logs and JCloisterZone games both come down to this, and the scenario writer writes it back.

#include "rules/rules.hpp"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace carcassonne::gamelog {

struct SetupFollower {
    int player = 0;
    FeatureRef on;
    bool large = false;
};

struct SetupFigure {
    MagicFigure figure = MagicFigure::Mage;
    FeatureRef on;
};

// A supply after the set-up followers (as a scenario's `setup.supply`).
struct SupplySetting {
    int player = 0;
    std::optional<int> normal;
    std::optional<int> large;
};

struct SetupSpec {
    Edition edition = Edition::C3;
    ExpansionSet expansions = ExpansionSet::all();
    std::vector<std::pair<std::string, std::string>> rules; // switch overrides, by name
    std::vector<std::string> players;
    std::vector<PlaceTile> tiles; // empty: the start tile D at [0, 0]
    std::vector<SetupFollower> followers;
    std::vector<SetupFigure> figures;
    std::vector<std::pair<int, int>> scores; // player, points
    std::vector<SupplySetting> supply;
    std::optional<int> turn;
};

// The game at its set-up, built the way the scenario runner builds a scenario's set-up, so that a
// scenario written from this set-up starts from the same position.
Result<GameState> startGame(const SetupSpec& setup);

} // namespace carcassonne::gamelog
