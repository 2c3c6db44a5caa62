#pragma once
// Scoring: what a feature is worth and who scores it. The value is built in module order: the
// modules' adjustments of what the feature counts (a variant that ignores inns), the value of its
// kind (the module that brings the kind: base.road, base.city, base.cloister), then the modules'
// modifiers (inn or cathedral, then mage or witch).

#include "game_state.hpp"
#include "score_event.hpp"

#include <optional>
#include <span>
#include <vector>

namespace carcassonne {

// What a feature counts when it is scored.
struct ScoreInput {
    FeatureKind kind = FeatureKind::Road;
    int tiles = 0; // distinct tiles; surrounded kinds (cloisters): placed neighbours
    int pennants = 0;
    bool inn = false;       // ic.inn.*
    bool cathedral = false; // ic.cathedral.*
    bool complete = false;
    bool final = false;                // at game end
    std::optional<MagicFigure> figure; // the magic figure on it
};

struct FeatureValue {
    int base = 0;
    std::vector<ScoreModifier> modifiers;
    int points = 0;
    // The rulings of the value, in order; `lead` come first in the event, right after when and
    // who (mw.final).
    std::vector<std::string_view> rulings;
    std::vector<std::string_view> lead;
};

// A modifier of the value: its delta is added to the points, and its ruling recorded.
void addModifier(FeatureValue& v, ModifierKind kind, int delta, std::string_view ruling);

FeatureValue valueOf(const ScoreInput& input, const RuleSet& rules);
// The same, as the scoring tests state a feature.
FeatureValue valueOf(FeatureKind kind, int tiles, int pennants, bool inn, bool cathedral,
                     bool complete, std::optional<MagicFigure> figure, const RuleSet& rules);

// base.score.majority with ic.large: the players with the most strength on the features (one
// feature; or every field bordering a city, for the 4-per-city farmers), computed here only.
std::vector<PlayerIndex> majority(const GameState& state, std::span<const NodeId> roots);
std::vector<PlayerIndex> majority(const GameState& state, NodeId feature);

// Orders feature roots for scoring: by kind (table order: roads, cities, fields, cloisters), then
// by canonical place.
void sortForScoring(const Board& board, std::vector<NodeId>& roots);

// base.score.when: scores every feature the placed tile completed, returns followers and the
// modules' pieces (returnPieces).
Events scoreCompletedFeatures(GameState& state);

// One feature scored as it stands, its points credited to the majority (a feature completed
// during the game, an incomplete one at game end, an abbot's feature when recalled).
ScoreEvent scoreFeature(GameState& state, NodeId root, bool final);
// Followers and the modules' pieces back from a scored feature (base.score.when, mw.return).
void returnPieces(GameState& state, NodeId root, Events& events);

// base.final: incomplete features with followers, then the modules' final scoring (fields).
Events scoreFinal(GameState& state);

} // namespace carcassonne
