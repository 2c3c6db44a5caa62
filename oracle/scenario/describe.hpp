#pragma once
// How score events and the other events of a move are written for people (failures, explain,
// the book); a move itself is written by rules::label or describe(NamedMove).

#include "rules/rules.hpp"

#include <string>
#include <vector>

namespace carcassonne::scenario {

std::string playerName(const std::vector<std::string>& players, PlayerIndex p);
std::string describe(const std::vector<std::string>& players, const ScoreEvent& e); // arithmetic
std::string describe(const std::vector<std::string>& players, const Event& e);

} // namespace carcassonne::scenario
