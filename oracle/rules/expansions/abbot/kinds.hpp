#pragma once
// The Abbot's kinds: the garden (a feature printed on some tiles, scored like a cloister, that
// only the abbot may stand on), the abbot (a follower that stands only on cloisters and gardens),
// the recall (the abbot taken back and scored, instead of placing a follower) and the refusals
// they bring (river-abbot.md §2).

#include "rules/kinds.hpp"

namespace carcassonne::abbot {

// The ids this module adds after the base game's, the modelled expansions' (kinds.hpp) and the
// River's (expansions/river/kinds.hpp).
inline constexpr Expansion kAbbotExpansion{4};
inline constexpr FeatureKind kGarden{5};
inline constexpr FollowerKind kAbbot{2};
inline constexpr MoveKind kRecall{7};
inline constexpr ErrorCode kGardenHoldsOnlyAbbot{static_cast<int>(kFirstModuleErrorCode) + 4};
inline constexpr ErrorCode kAbbotNotOnCloisterOrGarden{static_cast<int>(kFirstModuleErrorCode) + 5};
inline constexpr ErrorCode kNoAbbotToRecall{static_cast<int>(kFirstModuleErrorCode) + 6};
inline constexpr ErrorCode kNotYourAbbot{static_cast<int>(kFirstModuleErrorCode) + 7};
inline constexpr ErrorCode kAbbotFeatureComplete{static_cast<int>(kFirstModuleErrorCode) + 8};

// abbot.supply: not in C1 (no abbot, no garden); part of the base box in C2 and C3 ("part of the
// basic game that can be used as desired"); C3.1 by interpretation (abbot.box.c31: its I&C box
// still holds a pink abbot). Named when wanted: it changes every game.
inline constexpr ExpansionRow kExpansion{
    .id = kAbbotExpansion,
    .name = "abbot",
    .title = "The Abbot",
    .box = {InBox::No, InBox::BaseBox, InBox::BaseBox, InBox::BaseBox},
    .byDefault = false,
    // JCloisterZone's client writes "garden": true with the abbot (the abbot's own element,
    // FollowerKindRow::jczElement, brings the expansion: it has no set).
    .jczElement = "garden"};

// abbot.garden: located inside its tile like a cloister, complete when surrounded, scored as it
// stands; only the abbot stands on it (abbot.place.garden).
inline constexpr FeatureKindRow kFeatures[] = {
    {.kind = kGarden,
     .name = "garden",
     .location = PartLocation::None,
     .completion = Completion::Surrounded,
     .scored = Scored::AsItStands,
     .expansion = kAbbotExpansion,
     .holds = bitOf(kAbbot),
     .refusesFollower = kGardenHoldsOnlyAbbot,
     .refusesFollowerText = "only the abbot goes on a garden: abbot.place.garden",
     .drawing = {.shape = FeatureShape::CentreMark,
                 .fill = "#cfe8b0",
                 .stroke = "#3f6b2a",
                 .accent = "#d6557a",
                 .textMark = '%'},
     .jczName = "Garden"},
};

// abbot.supply: one abbot a player from C2 on. It stands alone on its cloister or garden, so its
// strength only has to make its owner the majority there: 1, as a follower's.
inline constexpr FollowerKindRow kFollowers[] = {
    {.kind = kAbbot,
     .name = "abbot",
     .flagged = true,
     .strength = 1,
     .given = {0, 1, 1, 1},
     .most = 1,
     .standsOn = bitOf(FeatureKind::Cloister) | bitOf(kGarden),
     .expansion = kAbbotExpansion,
     .notOn = kAbbotNotOnCloisterOrGarden,
     .notOnText = "the abbot goes only on a cloister or a garden: abbot.place",
     .drawing = {.scale = "1.3", .textMark = '@'},
     .jczElement = "abbot",
     .jczMeeple = "abbot"},
};

// abbot.recall: at the follower step, instead of a follower; the turn then ends as after one.
inline constexpr MoveKindRow kMoveKinds[] = {
    {.kind = kRecall,
     .name = "recall",
     .step = Phase::Follower,
     .order = 1,
     .operands = kFeatureOperand,
     .after = After::NextStep,
     .attempted = "recall the abbot",
     .expansion = kAbbotExpansion,
     .wire = "recall",
     .scenarioAction = "recall",
     .jczReturnSource = "ABBOT_RETURN"},
};

inline constexpr ErrorCodeInfo kErrorCodes[] = {
    {kGardenHoldsOnlyAbbot, "garden-abbot-only",
     "A follower other than the abbot was placed on a garden.", ErrorCategory::Rule,
     "abbot.place.garden"},
    {kAbbotNotOnCloisterOrGarden, "abbot-not-on-cloister-or-garden",
     "The abbot was placed on a feature other than a cloister or a garden.", ErrorCategory::Rule,
     "abbot.place"},
    {kNoAbbotToRecall, "no-abbot-to-recall", "A recall named a feature that holds no abbot.",
     ErrorCategory::Rule, "abbot.recall"},
    {kNotYourAbbot, "not-your-abbot", "A recall named another player's abbot.", ErrorCategory::Rule,
     "abbot.recall"},
    {kAbbotFeatureComplete, "abbot-feature-complete",
     "A recall named an abbot whose cloister or garden is complete.", ErrorCategory::Rule,
     "abbot.recall.incomplete"},
};

} // namespace carcassonne::abbot
