#pragma once
// Inns & Cathedrals as a module: its tiles, the large follower (kinds.hpp), its switches
// (inn-cathedral-final, inns, cathedrals) and register rows, and the inn and cathedral modifiers.

#include "rules/expansion_module.hpp"

#include <span>
#include <vector>

namespace carcassonne::inns_cathedrals {

const rules::ExpansionModule& module();

std::span<const TileRow> tiles();
std::vector<SwitchInfo> switches();
std::span<const Ruling> rulings();

} // namespace carcassonne::inns_cathedrals
