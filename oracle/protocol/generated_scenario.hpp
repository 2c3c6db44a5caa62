#pragma once
// Scenarios made from the rules model's own positions and moves, with every expectation its
// state allows: what `fuzz` drives against an engine, shrinks and writes out.

#include "scenario/scenario.hpp"

#include <array>
#include <optional>
#include <string>

namespace carcassonne::protocol {

inline const std::array<std::string, 6> kPlayerNames{"red",    "blue",  "green",
                                                     "yellow", "black", "gray"};

// The position as a scenario set-up (tiles in the order they were placed).
scenario::Setup setupOf(const GameState& state);

// A move as a scenario action, named on the position before it; no expectation yet.
scenario::Action actionOf(const GameState& before, const rules::Move& move);

// Replays the actions from the set-up under the scenario's first edition and gives each one every
// expectation it can have (legal sets, phase, score events, scores, figures, supplies). Every
// action and its expectations get line = index + 1, so findings point at the action. Empty when
// the set-up is not a legal position or the rules refuse an action.
std::optional<scenario::Scenario> withExpectations(scenario::Scenario s);

// The rulings a generated scenario names: those of its expected score events, or the placement
// rule; and the basis they call for.
void nameRulings(scenario::Scenario& s);

} // namespace carcassonne::protocol
