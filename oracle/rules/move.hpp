#pragma once
// The moves of a record that name no feature, as records name them (named_move.hpp: NamedMove's
// alternatives): a tile placed or discarded, a magic figure set aside, a pass, the end of the
// game. The rules take a move as one value, rules::Move (moves.hpp).

#include "board.hpp"
#include "figures.hpp"

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
// mw.no-target / mw.join: set a figure aside when nothing else is legal.
struct RemoveFigure {
    MagicFigure figure;
    friend bool operator==(const RemoveFigure&, const RemoveFigure&) = default;
};
struct Pass {
    friend bool operator==(const Pass&, const Pass&) = default;
};
struct EndGame {
    friend bool operator==(const EndGame&, const EndGame&) = default;
};

} // namespace carcassonne
