// Which copy a letter or an id takes (rules/tile_copies.hpp), edition by edition. The counts are
// tiles.md's: N is BA/Cc.1 x3 in C1 (basic:1, no garden tiles); BA/Cc.1 x2 + BA/CcG x1 from C2 on
// (basic:2, which C3 and C3.1 share).
#include "board_builder.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::testing;

namespace {

TileName named(std::string_view text) {
    const auto tile = tileCatalog().lookup(text);
    INFO("tile " << text);
    REQUIRE(tile.has_value());
    return *tile;
}

std::string copyName(const Result<TileTypeId>& copy) {
    return copy ? tileCatalog().at(*copy).name : std::string(toString(copy.error().code));
}

// Four squares that each take a C F F C tile (N) around D at [0, 0], in this order:
// [0,-1] r180 (F C C F): S=C on D's N=C. [1,-1] r0 (C F F C): W=C on [0,-1]'s E=C, S=F faces
// nothing. [1,-2] r270 (F F C C): S=C on [1,-1]'s N=C. [0,-2] r90 (C C F F): E=C on [1,-2]'s W=C,
// S=F on [0,-1]'s N=F.
struct Square {
    int x, y, degrees;
};
constexpr Square kCorners[] = {{0, -1, 180}, {1, -1, 0}, {1, -2, 270}, {0, -2, 90}};

// Places the tile named on the next free square of kCorners with rules::play(): the copy it took.
Result<TileTypeId> placeNext(TestGame& g, std::string_view text, std::size_t& next) {
    const TileName tile = named(text);
    const Square s = kCorners[next];
    auto events =
        rules::play(g.state, rules::placeTile(tile.tile, {s.x, s.y},
                                              *Rotation::fromDegrees(s.degrees), tile.naming));
    if (!events) return events.error();
    ++next;
    REQUIRE(rules::play(g.state, rules::pass()).ok());
    const auto* placed = std::get_if<TilePlaced>(&events->front());
    REQUIRE(placed != nullptr);
    return placed->tile;
}

} // namespace

TEST_CASE("C1: the letter N takes the three plain copies, then none is left", "[tiles]") {
    TestGame g(Edition::C1);
    g.tile("D", 0, 0);
    std::size_t next = 0;
    CHECK(copyName(placeNext(g, "N", next)) == "BA/Cc.1");
    CHECK(copyName(placeNext(g, "N", next)) == "BA/Cc.1");
    CHECK(copyName(placeNext(g, "BA/Cc.1", next)) == "BA/Cc.1");  // the id names the same copies
    CHECK(copyName(placeNext(g, "N", next)) == "tile-exhausted"); // 3 used of 3
    CHECK(copyName(placeNext(g, "BA/Cc.1", next)) == "tile-exhausted");
    CHECK(next == 3);
}

TEST_CASE("C1 refuses garden ids: its set has no garden tile", "[tiles]") {
    TestGame g(Edition::C1);
    for (const char* garden : {"BA/CcG", "BA/CG", "BA/RrG", "IC/CCCCG", "IC/RFr.iG", "MW/CCRrG"}) {
        INFO(garden);
        const auto copy = resolveTileCopy(g.state, named(garden));
        REQUIRE_FALSE(copy.ok());
        CHECK(copy.error().code == ErrorCode::TileNotInSet);
        CHECK_THAT(copy.error().message, Catch::Contains("not in the C1 tile set, which prints"));
    }
    // Their plain tiles are in it (tiles.md, count basic:1 etc.).
    for (const char* plain : {"BA/Cc.1", "BA/C", "IC/CCCC", "IC/RFr.i", "MW/CCRr.2"})
        CHECK(copyName(resolveTileCopy(g.state, named(plain))) == plain);
}

TEST_CASE("C2 on: ids without a copy in the set are refused, their garden twins taken", "[tiles]") {
    for (Edition e : {Edition::C2, Edition::C3, Edition::C3_1}) {
        INFO(toString(e));
        TestGame g(e);
        // tiles.md: IC/CCCC, IC/RFr.i and MW/CCRr.2 have 0 copies in the ':2' sets.
        for (const char* plain : {"IC/CCCC", "IC/RFr.i", "MW/CCRr.2"})
            CHECK(copyName(resolveTileCopy(g.state, named(plain))) == "tile-not-in-set");
        CHECK_THAT(resolveTileCopy(g.state, named("IC/CCCC")).error().message,
                   Catch::EndsWith("which prints this tile as IC/CCCCG"));
        for (const char* garden : {"IC/CCCCG", "IC/RFr.iG", "MW/CCRrG", "BA/CcG"})
            CHECK(copyName(resolveTileCopy(g.state, named(garden))) == garden);
    }
}

TEST_CASE("C2 on: the letter N takes the two plain copies, then the garden twin", "[tiles]") {
    for (Edition e : {Edition::C2, Edition::C3, Edition::C3_1}) {
        INFO(toString(e));
        TestGame g(e);
        g.tile("D", 0, 0);
        std::size_t next = 0;
        CHECK(copyName(placeNext(g, "N", next)) == "BA/Cc.1");
        CHECK(copyName(placeNext(g, "N", next)) == "BA/Cc.1");
        CHECK(copyName(placeNext(g, "N", next)) == "BA/CcG");         // 2 plain used: the twin
        CHECK(copyName(placeNext(g, "N", next)) == "tile-exhausted"); // 2 + 1 used of 3
        CHECK(next == 3);
    }
}

TEST_CASE("C2: an id exhausted is refused while its twin still has a copy", "[tiles]") {
    TestGame g(Edition::C2);
    g.tile("D", 0, 0);
    std::size_t next = 0;
    CHECK(copyName(placeNext(g, "BA/Cc.1", next)) == "BA/Cc.1");
    CHECK(copyName(placeNext(g, "BA/Cc.1", next)) == "BA/Cc.1");
    const auto third = placeNext(g, "BA/Cc.1", next); // 2 used of BA/Cc.1's 2
    REQUIRE_FALSE(third.ok());
    CHECK(third.error().code == ErrorCode::TileExhausted);
    CHECK_THAT(third.error().message, Catch::Contains("BA/CcG") && Catch::Contains("1 left"));
    CHECK(copiesLeft(g.state, *tileCatalog().find("BA/CcG")) == 1);
    CHECK(copyName(placeNext(g, "N", next)) == "BA/CcG"); // the letter takes the twin
}

TEST_CASE("C2: the garden id taken first leaves the letter the two plain copies", "[tiles]") {
    TestGame g(Edition::C2);
    g.tile("D", 0, 0);
    std::size_t next = 0;
    CHECK(copyName(placeNext(g, "BA/CcG", next)) == "BA/CcG");
    CHECK(copyName(placeNext(g, "BA/CcG", next)) == "tile-exhausted"); // 1 used of 1
    CHECK(copyName(placeNext(g, "N", next)) == "BA/Cc.1");
    CHECK(copyName(placeNext(g, "N", next)) == "BA/Cc.1");
    CHECK(copyName(placeNext(g, "N", next)) == "tile-exhausted");
}

TEST_CASE("set-up tiles take copies as placed ones do", "[tiles]") {
    // C2: three N in a set-up are BA/Cc.1, BA/Cc.1, BA/CcG; a fourth has no copy left.
    TestGame g(Edition::C2);
    g.tile("D", 0, 0).tile("N", 0, -1, 180).tile("N", 1, -1, 0).tile("N", 1, -2, 270);
    CHECK(tileCatalog().at(g.state.board.tiles().back().type).name == "BA/CcG");
    const Status fourth = setupTile(g.state, *tileCatalog().find("N"), {0, -2},
                                    *Rotation::fromDegrees(90), TileNaming::Letter);
    REQUIRE_FALSE(fourth.ok());
    CHECK(fourth.error().code == ErrorCode::TileExhausted);
}

TEST_CASE("a discard by letter uses up the copy it takes", "[tiles]") {
    // B (F F F F) fits nowhere next to C (city on every side); it has no garden twin: 4 copies.
    TestGame g(Edition::C2);
    g.tile("C", 0, 0);
    const TileName b = named("B");
    for (int i = 0; i < 4; ++i)
        REQUIRE(rules::play(g.state, rules::discardTile(b.tile, b.naming)).ok());
    const auto fifth = rules::play(g.state, rules::discardTile(b.tile, b.naming));
    REQUIRE_FALSE(fifth.ok());
    CHECK(fifth.error().code == ErrorCode::TileExhausted);
}

TEST_CASE("a list of tiles takes copies in order", "[tiles]") {
    // C3: D at [0, 0] is one of the four D (BA/RCr); N: 2 plain + 1 garden.
    TestGame g(Edition::C3);
    g.tile("D", 0, 0);
    const std::vector<TileName> names{named("N"), named("BA/CcG"), named("N"), named("N")};
    const auto copies = resolveTileCopies(g.state, names);
    REQUIRE_FALSE(copies.ok());
    CHECK(copies.error().code == ErrorCode::TileExhausted);
    CHECK_THAT(copies.error().message, Catch::StartsWith("tile 4: "));
    const std::vector<TileName> three{named("N"), named("BA/CcG"), named("N")};
    const auto ok = resolveTileCopies(g.state, three);
    REQUIRE(ok.ok());
    CHECK(tileCatalog().at((*ok)[1]).name == "BA/CcG");
    CHECK(tileCatalog().at((*ok)[2]).name == "BA/Cc.1");
    const std::vector<TileName> fourD{named("D"), named("D"), named("D"), named("D")};
    CHECK(resolveTileCopies(g.state, fourD).error().code == ErrorCode::TileExhausted); // 3 left
}

TEST_CASE("a geometry name takes each edition's copy of an expansion tile", "[tiles]") {
    // tiles.md: the straight inn road is IC/RFr.i x1 in C1, IC/RFr.iG x1 from C2 on; the
    // four-city tile IC/CCCC / IC/CCCCG and MW/CCRr.2 / MW/CCRrG the same; IC/RrC.i has no twin.
    const std::pair<const char*, const char*> twins[] = {
        {"IC/RFr.i", "IC/RFr.iG"}, {"IC/CCCC", "IC/CCCCG"}, {"MW/CCRr.2", "MW/CCRrG"}};
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g(e);
        for (const auto& [plain, garden] : twins)
            CHECK(copyName(resolveTileCopy(g.state, named("~" + std::string(plain)))) ==
                  (e == Edition::C1 ? plain : garden));
        CHECK(copyName(resolveTileCopy(g.state, named("~IC/RrC.i"))) == "IC/RrC.i");
    }
}

TEST_CASE("a geometry name is used up with its copies, and needs its expansion", "[tiles]") {
    TestGame c2(Edition::C2);
    c2.tile("D", 0, 0);
    // IC/RFr.iG (F R F R) east of D: its W road meets D's E road.
    const TileName inn = named("~IC/RFr.i");
    REQUIRE(rules::play(c2.state, rules::placeTile(inn.tile, {1, 0}, {}, inn.naming)).ok());
    CHECK(tileCatalog().at(c2.state.board.tiles().back().type).name == "IC/RFr.iG");
    REQUIRE(rules::play(c2.state, rules::pass()).ok());
    const auto second = resolveTileCopy(c2.state, inn); // 1 used of 1 (C2: IC/RFr.iG x1)
    REQUIRE_FALSE(second.ok());
    CHECK(second.error().code == ErrorCode::TileExhausted);
    CHECK_THAT(second.error().message, Catch::Contains("~IC/RFr.i (IC/RFr.iG x1)"));

    TestGame none(Edition::C2, 2, ExpansionSet{}); // the base game alone
    const auto absent = resolveTileCopy(none.state, inn);
    REQUIRE_FALSE(absent.ok());
    CHECK(absent.error().code == ErrorCode::TileNotInSet);
    CHECK_THAT(absent.error().message, Catch::StartsWith("~IC/RFr.i belongs to inns-cathedrals"));
}

TEST_CASE("a geometry used up names a copy the edition prints, refused as exhausted", "[tiles]") {
    // What the driver sends an engine for a name that takes no copy: from C2 on the four-city
    // tile is IC/CCCCG only (tiles.md), so IC/CCCC would be refused as not in the set instead.
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g(e);
        g.tile("D", 0, 0).tile("~IC/CCCC", 0, -1);
        const TileName four = named("~IC/CCCC");
        const TileTypeId sent = copyIdOf(g.state, four);
        CHECK(tileCatalog().at(sent).name == (e == Edition::C1 ? "IC/CCCC" : "IC/CCCCG"));
        CHECK(resolveTileCopy(g.state, {sent, TileNaming::Id}).error().code ==
              ErrorCode::TileExhausted);
    }
}

TEST_CASE("a tile that needs a second expansion names it when it is not in play", "[tiles]") {
    // C3.1's Inns & Cathedrals river tile needs the River too (river.ic31.no-river): with Inns &
    // Cathedrals alone it is refused naming the River; in C3, which does not print it, as a tile
    // not in the set; without Inns & Cathedrals, as that box's tile.
    const ExpansionSet innsOnly{Expansion::InnsCathedrals};
    TestGame c31(defaultRules(Edition::C3_1), 2, innsOnly);
    const auto refused = resolveTileCopy(c31.state, named("IC.31/RIrI.i"));
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == ErrorCode::TileNotInSet);
    CHECK(refused.error().message ==
          "IC.31/RIrI.i belongs to inns-cathedrals and needs river too, which is not in play");
    TestGame c3(defaultRules(Edition::C3), 2, innsOnly);
    CHECK(resolveTileCopy(c3.state, named("IC.31/RIrI.i")).error().message ==
          "IC.31/RIrI.i is not in the C3 tile set");
    TestGame base(defaultRules(Edition::C3_1), 2, ExpansionSet{});
    CHECK(resolveTileCopy(base.state, named("IC.31/RIrI.i")).error().message ==
          "IC.31/RIrI.i belongs to inns-cathedrals, which is not in play");
}
