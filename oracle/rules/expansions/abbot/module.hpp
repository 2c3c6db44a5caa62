#pragma once
// The Abbot as a module (river-abbot.md §2): the garden printed on the garden twins, the abbot
// that stands only on cloisters and gardens, the recall that scores it instead of a follower, and
// the garden's value (a cloister's).

#include "kinds.hpp"
#include "rules/expansion_module.hpp"

#include <span>

namespace carcassonne::abbot {

const rules::ExpansionModule& module();

std::span<const Ruling> rulings();

// abbot.garden: the garden on a tile printed with one (a garden twin, TileRow::twinOf), in the
// tile DSL; null for the others.
const char* gardenOf(const TileRow& row);
std::span<const rules::FeatureScoring> values();

// abbot.recall: the recall's rule, change and generator (MoveRules).
std::span<const rules::MoveRules> moves();

} // namespace carcassonne::abbot
