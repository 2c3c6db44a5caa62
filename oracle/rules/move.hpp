#pragma once
// The moves a player makes, in turn order: a tile (or a discard), the magic action when one is
// due, a follower or a pass; and the end of the game.

#include "board.hpp"
#include "figures.hpp"

#include <variant>

namespace carcassonne {

// `naming`: as the record named the tile. A letter takes a copy of its geometry still in supply
// when played (resolveTileCopy); the ledger and the legal sets name the copy by its id.
struct PlaceTile {
    TileTypeId tile;
    Position at;
    Rotation rotation;
    TileNaming naming = TileNaming::Id;
    friend bool operator==(const PlaceTile&, const PlaceTile&) = default;
};
// base.place.discard: the drawn tile fits nowhere.
struct DiscardTile {
    TileTypeId tile;
    TileNaming naming = TileNaming::Id;
    friend bool operator==(const DiscardTile&, const DiscardTile&) = default;
};
// mw.trigger / mw.join: put a figure from the supply or the board on a feature (any part of it).
struct MoveFigure {
    MagicFigure figure;
    NodeId target;
};
// mw.no-target / mw.join: set a figure aside when nothing else is legal.
struct RemoveFigure {
    MagicFigure figure;
    friend bool operator==(const RemoveFigure&, const RemoveFigure&) = default;
};
struct PlaceFollower {
    NodeId on;
    FollowerKind kind = FollowerKind::Normal;
};
struct Pass {
    friend bool operator==(const Pass&, const Pass&) = default;
};
struct EndGame {
    friend bool operator==(const EndGame&, const EndGame&) = default;
};

// A move of a kind a module brings that the alternatives above do not name (the abbot's recall):
// its kind, and the feature part it names when its row carries one (kFeatureOperand). A new kind
// of that shape needs no new alternative.
struct ModuleMove {
    MoveKind kind;
    NodeId on = 0;
};

using Move = std::variant<PlaceTile, DiscardTile, MoveFigure, RemoveFigure, PlaceFollower, Pass,
                          EndGame, ModuleMove>;
using MagicAction = std::variant<MoveFigure, RemoveFigure>;

} // namespace carcassonne
