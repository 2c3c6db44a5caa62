// Board placement (base.place.match) and incremental features (base.score.tiles).
#include "board_builder.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::testing;

TEST_CASE("base.place.match: sides must match and touch the board") {
    TestGame g;
    g.tile("D", 0, 0);
    const auto& board = g.state.board;
    const auto& e = tileCatalog().at(g.tileId("E")); // city N
    // North of D's city: E turned 180 shows its city south.
    CHECK(board.canPlace(e, {0, -1}, Rotation{2}).ok());
    CHECK(board.canPlace(e, {0, -1}, Rotation{0}).error().code == ErrorCode::EdgeMismatch);
    CHECK(board.canPlace(e, {5, 5}, Rotation{0}).error().code == ErrorCode::TileNotAdjacent);
    CHECK(board.canPlace(e, {0, 0}, Rotation{0}).error().code == ErrorCode::PositionOccupied);
}

TEST_CASE("base.score.tiles: a road counts each tile once") {
    TestGame g;
    // D's road runs W-E; V (curve W-S) east of it turned so its W arm meets D.
    g.tile("D", 0, 0).tile("V", 1, 0, 0).tile("U", -1, 0, 0);
    const auto& f = g.state.board.feature(g.part(0, 0, "road E"));
    CHECK(f.tileCount == 3);
    CHECK(f.openEnds == 2);
    CHECK_FALSE(g.state.board.isComplete(g.part(0, 0, "road W")));
}

TEST_CASE("a city closed by two caps is complete") {
    TestGame g;
    g.tile("D", 0, 0).tile("E", 0, -1, 180);
    CHECK(g.state.board.isComplete(g.part(0, 0, "city N")));
    CHECK(g.state.board.feature(g.part(0, -1, "city S")).tileCount == 2);
    CHECK(g.state.board.canonical(g.part(0, 0, "city N")).toString() == "city [0, -1] S");
}
