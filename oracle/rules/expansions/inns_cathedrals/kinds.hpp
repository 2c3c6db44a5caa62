#pragma once
// Inns & Cathedrals' kinds: the large follower and the inn and cathedral modifiers. Its inns and
// cathedrals are marks on roads and cities (TileFeature), not kinds of their own.

#include "rules/kinds.hpp"

namespace carcassonne::inns_cathedrals {

inline constexpr ExpansionRow kExpansion{
    .id = Expansion::InnsCathedrals,
    .name = "inns-cathedrals",
    .title = "Inns & Cathedrals",
    .box = {InBox::OwnBox, InBox::OwnBox, InBox::OwnBox, InBox::OwnBox},
    .jczSet = "inns-and-cathedrals"};

// ic.large: one each; it counts as two for majority.
inline constexpr FollowerKindRow kFollowers[] = {
    {.kind = FollowerKind::Large,
     .name = "large",
     .flagged = true,
     .strength = 2,
     .given = {1, 1, 1, 1},
     .most = 1,
     .standsOn = kEveryFeatureKind,
     .expansion = Expansion::InnsCathedrals,
     .drawing = {.scale = "1.6", .capital = true},
     .jczElement = "big-follower",
     .jczMeeple = "big"},
};

inline constexpr ModifierRow kModifiers[] = {
    {.kind = ModifierKind::Inn, .name = "inn", .expansion = Expansion::InnsCathedrals},
    {.kind = ModifierKind::Cathedral, .name = "cathedral", .expansion = Expansion::InnsCathedrals},
};

} // namespace carcassonne::inns_cathedrals
