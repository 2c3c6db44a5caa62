#pragma once
// How moves, legal options and score events are written for people (failures, explain, legal).

#include "rules/rules.hpp"

#include <string>
#include <vector>

namespace carcassonne::scenario {

std::string describe(const PlaceTile& p);                         // "[1, 0] 90"
std::string describe(const GameState& s, const PlaceFollower& f); // "road [0, 0] E (large)"
// A follower goes on the tile placed this turn, so follower options name the feature by its part
// on that tile (what a `follower:` action must name), not by its canonical part elsewhere.
std::string followerFeatureText(const GameState& s, NodeId node);
std::string describe(const GameState& s, const MagicAction& a); // "mage -> road [0, 0] E"
std::string playerName(const std::vector<std::string>& players, PlayerIndex p);
std::string describe(const std::vector<std::string>& players, const ScoreEvent& e); // arithmetic
std::string describe(const std::vector<std::string>& players, const Event& e);

} // namespace carcassonne::scenario
