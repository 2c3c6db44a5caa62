#pragma once
// The base game as a module: its tiles, its switches (tiny-city, farmers) and register rows, the
// tile and follower steps with their moves (place, discard, follower, pass, end), the values of
// roads, cities and cloisters, and the farmers' final scoring.

#include "rules/expansion_module.hpp"

#include <span>
#include <vector>

namespace carcassonne::base {

const rules::ExpansionModule& module();

std::span<const TileRow> tiles();
std::vector<SwitchInfo> switches();
std::span<const Ruling> rulings();

// base.place.match: every (position, rotation) where the tile fits and the placement rules of the
// modules in play allow it, in reading order of positions then rotation, all four rotations
// listed even for a symmetric tile; appended to `out`. The tile's copies are not asked about.
void appendPlacements(const GameState& state, TileTypeId tile, std::vector<rules::Move>& out);

// base.meeple.place ... base.farmers.off: why a follower of the kind may not go on that part now.
rules::Refusal followerRefusal(const GameState& state, NodeId on, FollowerKind kind,
                               rules::Ask ask);

// The fields at game end (base.field, base.field.old, base.farmers.off).
void scoreFields(GameState& state, Events& events);

} // namespace carcassonne::base
