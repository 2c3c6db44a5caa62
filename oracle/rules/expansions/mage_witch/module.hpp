#pragma once
// Mage & Witch as a module: its tiles (each with the magic symbol), its register rows, the magic
// step with its two moves (a figure placed or moved, a figure set aside), the mage and witch
// modifiers, and the figures' return after their feature is scored.

#include "rules/expansion_module.hpp"

#include <span>
#include <vector>

namespace carcassonne::mage_witch {

const rules::ExpansionModule& module();

std::span<const TileRow> tiles();
std::span<const Ruling> rulings();

// mw.features: the feature kinds magic figures stand on.
inline constexpr FeatureKindSet kTargetKinds = bitOf(FeatureKind::Road) | bitOf(FeatureKind::City);

// mw.target.*: why a figure may not go to a feature, if it may not.
rules::Refusal targetRefusal(const GameState& state, MagicFigure figure, NodeId target,
                             rules::Ask ask);
// Whether some magic figure can be placed or moved: when none can, the magic step offers only
// removals (mw.no-target, mw.join).
bool anyTarget(const GameState& state);
// Whether the mage and the witch stand on one feature (mw.join).
bool figuresJoined(const GameState& state);
// The magic step's moves (mw.trigger ... mw.no-target), appended to `out`.
void appendMagicMoves(const GameState& state, std::vector<rules::Move>& out);

} // namespace carcassonne::mage_witch
