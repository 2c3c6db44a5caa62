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

// The placement generator (rules::legalMoves at the tile step) scans the frontier in chunks of 256
// squares. No game reaches that (98 tiles give at most 198 squares), so a long straight road is
// laid on a bare Board: 150 tiles of U (road W-E) make a frontier of 2 x 150 + 2 = 302 squares,
// across a chunk boundary. The generator must list exactly the (square, rotation) pairs that fits()
// accepts, in reading order.
TEST_CASE("base.place.match: legal placements across frontier chunks equal fits()") {
    const TileCatalog& catalog = tileCatalog();
    const TileType& road = catalog.at(*catalog.find("U"));
    GameState state = newGame(GameConfig{});
    for (int x = 0; x < 150; ++x)
        state.board.place(road, {x, 0}, Rotation{0});
    REQUIRE(state.board.frontier().size() == 302);
    for (const char* name : {"U", "A", "E"}) {
        const TileType& type = catalog.at(*catalog.find(name));
        std::vector<rules::Move> expected;
        for (const FrontierSquare& square : state.board.frontier())
            for (Rotation r : kRotations)
                if (state.board.fits(type, square.at, r))
                    expected.push_back(rules::placeTile(type.id, square.at, r));
        const std::vector<rules::Move> listed = placementsOf(state, type.id);
        INFO(name);
        CHECK(listed.size() == expected.size());
        CHECK(listed == expected);
    }
}

TEST_CASE("base.place.match: canPlace accepts exactly what fits() does, on every square near") {
    TestGame g;
    g.tile("D", 0, 0);
    g.tile("E", 0, -1, 180);
    g.tile("U", 1, 0);
    const Board& board = g.state.board;
    int accepted = 0;
    for (const char* name : {"A", "D", "E", "U", "V", "L"}) {
        const TileType& type = tileCatalog().at(g.tileId(name));
        for (int x = -2; x <= 3; ++x)
            for (int y = -3; y <= 2; ++y)
                for (Rotation r : kRotations) {
                    INFO(name << " at [" << x << ", " << y << "] rotated " << r.degrees());
                    const bool fits = board.fits(type, {x, y}, r);
                    CHECK(board.canPlace(type, {x, y}, r).ok() == fits);
                    accepted += fits ? 1 : 0;
                }
    }
    CHECK(accepted > 0); // the squares include legal placements, not only refusals
}
