#pragma once
// The ledger: every change a move makes, with the arithmetic of each score and its rulings.

#include "board.hpp"
#include "figures.hpp"

#include <string_view>
#include <variant>
#include <vector>

namespace carcassonne {

std::string_view toString(ModifierKind kind); // "inn", "cathedral", "mage", "witch"

// One step from a feature's base value to its points, applied in order.
struct ScoreModifier {
    ModifierKind kind;
    int delta;
    std::string_view ruling;
};

struct PlayerPoints {
    PlayerIndex player;
    int points;
};

struct ScoreEvent {
    FeatureKind kind = FeatureKind::Road;
    FeatureRef feature; // canonical reference (for 4-per-city farmers: the city)
    bool final = false; // during the game, or at final scoring
    bool complete = false;
    int tiles = 0; // distinct tiles (cloisters: the cloister tile and its neighbours)
    int pennants = 0;
    int cities = 0; // fields: completed cities counted
    int base = 0;   // the plain value before modifiers
    std::vector<ScoreModifier> modifiers;
    int points = 0;                    // what each majority player scores
    std::vector<PlayerPoints> scorers; // the majority; empty when nobody scores
    std::vector<std::string_view> rulings;
};

struct TilePlaced {
    TileTypeId tile;
    Position at;
    Rotation rotation;
};
struct TileDiscarded {
    TileTypeId tile;
};
struct FigureMoved {
    MagicFigure figure;
    std::optional<FeatureRef> from; // empty: came from the supply
    FeatureRef to;
};
// Set aside because no placement or move was legal (mw.no-target, mw.join).
struct FigureRemoved {
    MagicFigure figure;
    FeatureRef from;
    std::string_view ruling;
};
// Back to the supply after its feature was scored (mw.return).
struct FigureReturned {
    MagicFigure figure;
    FeatureRef from;
};
struct FollowerPlaced {
    PlayerIndex player;
    FollowerKind kind;
    FeatureRef on;
};
struct FollowerReturned {
    PlayerIndex player;
    FollowerKind kind;
    FeatureRef from;
};
struct GameEnded {};

using Event = std::variant<TilePlaced, TileDiscarded, FigureMoved, FigureRemoved, FigureReturned,
                           FollowerPlaced, FollowerReturned, ScoreEvent, GameEnded>;
using Events = std::vector<Event>;

} // namespace carcassonne
