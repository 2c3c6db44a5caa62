#pragma once
// The base game's hooks, for its module's table (module.cpp): the rule, the change and the legal
// moves of each kind of move (rules/expansion_module.hpp, MoveRules), its values and its
// follower rule.

#include "rules/expansion_module.hpp"

#include <span>

namespace carcassonne::base {

using rules::Ask;
using rules::Draw;
using rules::Refusal;

Refusal refusePlace(const GameState& state, const rules::Move& m, Ask ask);
void applyPlace(GameState& state, const rules::Move& m, Events& events);
void generatePlacements(const GameState& state, const Draw& draw, std::vector<rules::Move>& out);

Refusal refuseDiscard(const GameState& state, const rules::Move& m, Ask ask);
void applyDiscard(GameState& state, const rules::Move& m, Events& events);
void generateDiscard(const GameState& state, const Draw& draw, std::vector<rules::Move>& out);

void applyEnd(GameState& state, const rules::Move& m, Events& events);
void generateEnd(const GameState& state, const Draw& draw, std::vector<rules::Move>& out);

Refusal refuseFollower(const GameState& state, const rules::Move& m, Ask ask);
void applyFollower(GameState& state, const rules::Move& m, Events& events);
void generateFollowers(const GameState& state, const Draw& draw, std::vector<rules::Move>& out);

void applyPass(GameState& state, const rules::Move& m, Events& events);
void generatePass(const GameState& state, const Draw& draw, std::vector<rules::Move>& out);

// The moves as legal sets and perft name them (MoveRules::label).
std::string labelPlace(const GameState& before, const rules::Move& m);    // "[1, 0] 90"
std::string labelDiscard(const GameState& before, const rules::Move& m);  // "discard BA/RCr"
std::string labelEnd(const GameState& before, const rules::Move& m);      // "end"
std::string labelFollower(const GameState& before, const rules::Move& m); // "road [0, 0] E"
std::string labelPass(const GameState& before, const rules::Move& m);     // "pass"
// A follower's feature by the part the generator lists (MoveRules::canonical).
rules::Move canonicalFollower(const GameState& state, const rules::Move& m);

std::span<const rules::FeatureScoring> values();
// base.farmers.off: the rule, and the games it speaks about.
bool withoutFarmers(const GameState& state);
Refusal farmersRefusal(const GameState& state, NodeId on, FollowerKind kind, Ask ask);

// The copy a placement takes, if the rules allow it: for set-up tiles (game.cpp).
Result<TileTypeId> tilePlacement(const GameState& state, TileName name, Position at,
                                 Rotation rotation);

} // namespace carcassonne::base
