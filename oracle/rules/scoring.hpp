#pragma once
// Scoring: what a feature is worth (base value, inn or cathedral, mage, witch, in that order) and
// who scores it.

#include "game_state.hpp"
#include "score_event.hpp"

#include <optional>
#include <vector>

namespace carcassonne {

struct FeatureValue {
    int base = 0;
    std::vector<ScoreModifier> modifiers;
    int points = 0;
    std::vector<std::string_view> rulings;
};

// The value of a road, city or cloister; `figure` is the magic figure standing on it, if any.
// `tiles` is the distinct tile count (cloisters: placed neighbours, the cloister tile excluded).
FeatureValue valueOf(FeatureKind kind, int tiles, int pennants, bool inn, bool cathedral,
                     bool complete, std::optional<MagicFigure> figure, const RuleSet& rules);

// base.score.majority with ic.large: the players with the most strength on the feature.
std::vector<PlayerIndex> majority(const GameState& state, NodeId feature);

// base.score.when: scores every feature the placed tile completed, returns followers and figures.
Events scoreCompletedFeatures(GameState& state);

// base.final: incomplete roads, cities and cloisters with followers, then fields.
Events scoreFinal(GameState& state);

} // namespace carcassonne
