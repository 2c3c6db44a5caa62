#pragma once
// The River as a module: its tiles per edition (the spring marked as the start), its kinds
// (kinds.hpp: the river edge and feature, its refusal codes), its register rows and two rule
// switches, and its hooks: the spring as the start tile, the river first in the draw pile with
// the lake last, no land tile while river tiles are left, and the river's shape on the board.

#include "kinds.hpp"
#include "rules/expansion_module.hpp"

#include <optional>
#include <span>
#include <vector>

namespace carcassonne::river {

const rules::ExpansionModule& module();

std::span<const TileRow> tiles();
std::vector<SwitchInfo> switches();
std::span<const Ruling> rulings();

// What a tile is to the River: a spring (starts it), the lake (ends it), a river tile between,
// or a land tile (no river side).
enum class Role : std::uint8_t { Land, Spring, Lake, River };
Role roleOf(TileTypeId tile);

// Which way a river tile turns the river, seen along its flow from the spring.
enum class Turn : std::uint8_t { Straight, Right, Left };

// The hooks (river_rules.cpp).
std::optional<TileTypeId> startTile(const GameConfig& config);
void arrangeStack(const GameConfig& config, std::vector<TileTypeId>& stack);
rules::Refusal tileRefusal(const GameState& state, TileTypeId tile, rules::Ask ask);
bool hasRiver(const TileType& tile);
rules::Refusal placementRefusal(const GameState& state, const TileType& tile, Position at,
                                Rotation rotation, rules::Ask ask);

} // namespace carcassonne::river
