#pragma once
// The expansion modules the oracle models, in table order (Expansion ids), and what the turn
// reads off them: the steps of a turn in order, the move kinds of each step, the start tile.

#include "expansion_module.hpp"

#include <span>
#include <vector>

namespace carcassonne::rules {

std::span<const ExpansionModule* const> modules();
const ExpansionModule& moduleOf(Expansion id);
inline bool inPlay(const GameConfig& config, Expansion id) {
    return config.expansions.has(id);
}

// The steps of a turn in order (StepRow::order), Over excluded: the modules' steps.
std::span<const StepRules* const> turnSteps();
// The move kinds of a step in the order their moves are listed (MoveKindRow::order).
std::span<const MoveKind> moveKindsOf(Phase step);
const MoveRules& moveRules(MoveKind kind);
// Every move kind's rules, by id, and every step's move kinds, by step: for the turn engine,
// which reads them on every move (one call, then an index).
std::span<const MoveRules* const> moveRulesByKind();
std::span<const std::vector<MoveKind>> moveKindsByStep();
// The value of a feature kind (the module that brings the kind); null: it is never scored.
const FeatureScoring* featureScoring(FeatureKind kind);

// The placement rules beyond base.place.match (the river's shape), with their modules: a rule
// applies when its module is in play.
struct ModulePlacementRule {
    Expansion module;
    PlacementRule rule;
};
std::span<const ModulePlacementRule> placementRules();

// The modules' refusals of a tile at the tile step (ExpansionModule::tileRefusal).
struct ModuleTileRule {
    Expansion module;
    Refusal (*refusal)(const GameState& state, TileTypeId tile, Ask ask);
};
std::span<const ModuleTileRule> tileRules();

// The modules' follower rules (ExpansionModule::follower), with their modules.
struct ModuleFollowerRule {
    Expansion module;
    FollowerRule rule;
};
std::span<const ModuleFollowerRule> followerRules();

// The start tile of a game (placed at [0, 0], rotation 0, before the first turn): the tile the
// tile set marks as the start, of the last module in play that marks one (the River's spring
// replaces the base game's D); a module's startTile hook overrides it.
TileTypeId startTile(const GameConfig& config);
// The same for a tile set at its edition's defaults (the `tiles` listing's start).
TileTypeId startTile(Edition edition, const ExpansionSet& expansions);

// The copies of each tile a game has, by catalog id: the start tile and the draw pile as
// shuffledStack deals it, so the set's copies less those a module's draw order puts back in the
// box (river.start.box: one D with the River, under river-base-start box).
std::vector<int> copiesDealt(const GameConfig& config);
// The same at the edition's defaults (the `tiles` listing's counts).
std::vector<int> copiesDealt(Edition edition, const ExpansionSet& expansions);

} // namespace carcassonne::rules
