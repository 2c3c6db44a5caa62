#pragma once
// A move as the rules take it: one value for every kind of move, its kind a row of the move-kind
// table (kinds.hpp: MoveKind, MoveKindRow) that says which operands it carries. A new kind of move
// (the abbot's recall) is a row and the module's rules for it, not a new alternative every layer
// must visit. The operands a kind does not carry are left at their defaults, so that two moves
// are equal when they are the same move.

#include "board.hpp"
#include "figures.hpp"
#include "move.hpp"

#include <cassert>
#include <optional>
#include <vector>

namespace carcassonne::rules {

struct Move {
    MoveKind kind = MoveKind::Pass;
    TileNaming naming = TileNaming::Id;           // kTileOperand: as the record named the tile
    Rotation rotation;                            // kSquareOperand
    TileTypeId tile = 0;                          // kTileOperand
    MagicFigure figure = MagicFigure::Mage;       // kFigureOperand
    FollowerKind follower = FollowerKind::Normal; // kFollowerOperand
    // kSquareOperand: where the tile goes, in sixteen bits a coordinate, so that a move is
    // sixteen bytes (the placement lists of a game are most of what the generators write). Every
    // door reads coordinates within +-1000 (the loader, the codec, the .jcz reader), and a game
    // grows the board by one square a tile.
    std::int16_t x = 0;
    std::int16_t y = 0;
    NodeId node = 0; // kFeatureOperand: a part of the feature
    constexpr Position at() const { return {x, y}; }
    constexpr void setAt(Position p) {
        assert(p.x == static_cast<std::int16_t>(p.x) && p.y == static_cast<std::int16_t>(p.y));
        x = static_cast<std::int16_t>(p.x);
        y = static_cast<std::int16_t>(p.y);
    }
    friend bool operator==(const Move&, const Move&) = default;
};
static_assert(sizeof(Move) == 16);

constexpr Move placeTile(TileTypeId tile, Position at, Rotation rotation,
                         TileNaming naming = TileNaming::Id) {
    Move m;
    m.kind = MoveKind::PlaceTile;
    m.tile = tile, m.rotation = rotation, m.naming = naming;
    m.setAt(at);
    return m;
}
constexpr Move discardTile(TileTypeId tile, TileNaming naming = TileNaming::Id) {
    Move m;
    m.kind = MoveKind::DiscardTile;
    m.tile = tile, m.naming = naming;
    return m;
}
constexpr Move moveFigure(MagicFigure figure, NodeId target) {
    Move m;
    m.kind = MoveKind::MoveFigure;
    m.figure = figure, m.node = target;
    return m;
}
constexpr Move removeFigure(MagicFigure figure) {
    Move m;
    m.kind = MoveKind::RemoveFigure;
    m.figure = figure;
    return m;
}
constexpr Move placeFollower(NodeId on, FollowerKind kind = FollowerKind::Normal) {
    Move m;
    m.kind = MoveKind::PlaceFollower;
    m.node = on, m.follower = kind;
    return m;
}
constexpr Move pass() {
    return Move{};
}
constexpr Move endGame() {
    Move m;
    m.kind = MoveKind::EndGame;
    return m;
}

// A move of the kind appended to a generator's list, its operands to be set in place: a move
// built on the stack and copied in stalls the processor (its bytes are written one by one and
// read back sixteen at a time), which cost the magic options three times their time.
inline Move& appended(std::vector<Move>& out, MoveKind kind) {
    Move& m = out.emplace_back();
    m.kind = kind;
    return m;
}

// Whether a kind's moves carry the operand (its row's `operands`).
constexpr bool carries(const MoveKindRow& row, Operand operand) {
    return (row.operands & operand) != 0;
}
constexpr bool carries(const Move& m, Operand operand) {
    return carries(rowOf(m.kind), operand);
}

// Whether a kind's moves carry a feature alone (the abbot's recall): legal answers list them
// under the kind's wire word, beside the lists of the other kinds of its step.
constexpr bool listedOnItsOwn(const MoveKindRow& row) {
    return row.operands == kFeatureOperand;
}

} // namespace carcassonne::rules
