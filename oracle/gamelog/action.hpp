#pragma once
// One player action of a replayed game. Features are named by a tile position and a location on
// that tile, as logs, JCloisterZone pointers and scenarios name them; they are resolved against
// the board only when the action is played, so that an action naming nothing can still be
// reported and written into a scenario.

#include "rules/rules.hpp"

#include <string>

namespace carcassonne::gamelog {

struct ActionSpec {
    enum class Kind : std::uint8_t { Place, Discard, Magic, Remove, Follower, Pass, Final };
    Kind kind = Kind::Pass;
    TileTypeId tile = 0;                    // place, discard
    Position at;                            // place
    Rotation rotation;                      // place
    MagicFigure figure = MagicFigure::Mage; // magic, remove
    FeatureRef feature;                     // magic target, follower
    bool large = false;                     // follower
};

// The move the action stands for; feature-not-found when its feature names nothing.
Result<Move> toMove(const GameState& state, const ActionSpec& action);

// For people: "place V at [1, 0] rotated 90", "follower on road [1, 0] W".
std::string describe(const ActionSpec& action);

} // namespace carcassonne::gamelog
