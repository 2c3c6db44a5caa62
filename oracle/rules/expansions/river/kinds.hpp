#pragma once
// The River's kinds: the river edge (letter I, as JCloisterZone writes it) and the river feature
// (never scored, holding no follower), its refusal codes, and the values of its two rule
// switches (RuleSet's riverTurns and riverBaseStart, edition.hpp).

#include "rules/kinds.hpp"

namespace carcassonne::river {

// The ids this module brings (kinds.hpp: a later module's kinds are constants of its own).
inline constexpr Expansion kRiver{3};
inline constexpr EdgeKind kRiverEdge{3};
inline constexpr FeatureKind kRiverFeature{4};

// river.placement.*, river.first, river.no-follower: its refusal codes, after the rules' own.
inline constexpr ErrorCode kRiverNoFollower{static_cast<int>(kFirstModuleErrorCode) + 0};
inline constexpr ErrorCode kRiverFirst{static_cast<int>(kFirstModuleErrorCode) + 1};
inline constexpr ErrorCode kRiverNotContinued{static_cast<int>(kFirstModuleErrorCode) + 2};
inline constexpr ErrorCode kRiverTurn{static_cast<int>(kFirstModuleErrorCode) + 3};

// river.turn.*: which sequences of curves the rules refuse (switch river-turns).
enum class RiverTurns : std::uint8_t {
    NoUTurn,          // C1: no 180° turn, two adjacent curves the same way (river.turn.c1)
    NoSameTurnTwice,  // C2, C3: not the same way twice in a row (river.turn.c2)
    NoThreeSameTurns, // the FAQ: also not three curves the same way, straights between
};
// river.start.*: the base game's start tile when the River is played (switch river-base-start).
enum class RiverBaseStart : std::uint8_t {
    Box,      // returned to the box: 71 land tiles (HiG C1; C2, C3 texts)
    Shuffled, // shuffled into the land tiles: 72 (RGG Big Box; JCloisterZone; krueger80)
};

// C1: River I, its own mini expansion; from C2 on part of the base box. Never played unless
// named: it changes every game's opening.
inline constexpr ExpansionRow kExpansion{
    .id = kRiver,
    .name = "river",
    .title = "The River",
    .box = {InBox::OwnBox, InBox::BaseBox, InBox::BaseBox, InBox::BaseBox},
    .byDefault = false,
    .jczSet = "river/1",
    .jczElement = "river",
    // river.start.shuffled: JCloisterZone keeps the base start tile in the land pack (72).
    .jczSwitch = "river-base-start",
    .jczSwitchValue = "shuffled"};

inline constexpr EdgeKindRow kEdges[] = {
    {.kind = kRiverEdge, .name = "river", .letter = 'I', .expansion = kRiver},
};

// river.no-follower, river.never-scored: a river takes sides like a road, is never complete nor
// scored, and holds no follower (nor a magic figure: mw.features names roads and cities).
inline constexpr FeatureKindRow kFeatures[] = {
    {.kind = kRiverFeature,
     .name = "river",
     .location = PartLocation::Side,
     .completion = Completion::Never,
     .scored = Scored::Never,
     .edge = static_cast<std::int8_t>(kRiverEdge),
     .edgePriority = 3,
     .expansion = kRiver,
     .holds = 0,
     .refusesFollower = kRiverNoFollower,
     .refusesFollowerText = "no follower may stand on the river (river.no-follower)",
     .drawing = {.shape = FeatureShape::Band, .fill = "#5aa9e6", .stroke = "#1f5f8b"},
     .jczName = "River"},
};

inline constexpr ErrorCodeInfo kErrorCodes[] = {
    {kRiverNoFollower, "river-no-follower", "a follower placed on a river", ErrorCategory::Rule,
     "river.no-follower"},
    {kRiverFirst, "river-first",
     "a land tile played while river tiles are left, or the lake before the rest of the river",
     ErrorCategory::Rule, "river.first"},
    {kRiverNotContinued, "river-not-continued",
     "a river tile placed where none of its river sides meets the river", ErrorCategory::Rule,
     "river.continue"},
    {kRiverTurn, "river-turn",
     "a river tile that turns the river the way the edition's turn rule forbids",
     ErrorCategory::Rule, "river.turn.c2"},
};

} // namespace carcassonne::river
