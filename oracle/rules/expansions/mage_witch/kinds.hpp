#pragma once
// Mage & Witch's kinds: the magic step and its two moves, and the mage and witch modifiers. The
// figures themselves are MagicFigure (figures.hpp).

#include "rules/kinds.hpp"

namespace carcassonne::mage_witch {

// C1: the 2012 mini expansion; C3.1 prints it as The Magicians.
inline constexpr ExpansionRow kExpansion{
    .id = Expansion::MageWitch,
    .name = "mage-witch",
    .title = "Mage & Witch",
    .box = {InBox::OwnBox, InBox::OwnBox, InBox::OwnBox, InBox::OwnBox},
    .jczSet = "mage-and-witch"};

inline constexpr ModifierRow kModifiers[] = {
    {.kind = ModifierKind::Mage, .name = "mage", .expansion = Expansion::MageWitch},
    {.kind = ModifierKind::Witch, .name = "witch", .expansion = Expansion::MageWitch},
};

// mw.trigger, mw.join: after the tile, before the followers.
inline constexpr StepRow kSteps[] = {
    {.phase = Phase::Magic,
     .name = "magic",
     .order = 10,
     .wrongStep = ErrorCode::MagicActionRequired,
     .wrongStepText = "a magic figure must first be placed, moved or removed",
     .expansion = Expansion::MageWitch},
};

inline constexpr std::string_view kNoMagicActionDue =
    "no magic action is due: only a tile with the magic symbol, or a tile that joins the mage's "
    "and the witch's features, calls for one";

inline constexpr MoveKindRow kMoveKinds[] = {
    {.kind = MoveKind::MoveFigure,
     .name = "magic",
     .step = Phase::Magic,
     .order = 0,
     .operands = kFigureOperand | kFeatureOperand,
     .after = After::NextStep,
     .attempted = "move a magic figure",
     .ownOutOfStepCode = true,
     .outOfStep = ErrorCode::NoMagicActionDue,
     .outOfStepText = kNoMagicActionDue,
     .expansion = Expansion::MageWitch,
     .wire = "magic",
     .figureKey = "figure",
     .scenarioAction = "magic",
     .scenarioForm = "a magic action"},
    // mw.no-target, mw.join: listed only when no figure can be placed or moved.
    {.kind = MoveKind::RemoveFigure,
     .name = "remove",
     .step = Phase::Magic,
     .order = 1,
     .operands = kFigureOperand,
     .after = After::NextStep,
     .attempted = "remove a magic figure",
     .ownOutOfStepCode = true,
     .outOfStep = ErrorCode::NoMagicActionDue,
     .outOfStepText = kNoMagicActionDue,
     .expansion = Expansion::MageWitch,
     .wire = "magic",
     .wireMark = "remove",
     .figureKey = "remove",
     .scenarioAction = "magic",
     .scenarioForm = "a magic removal"},
};

} // namespace carcassonne::mage_witch
