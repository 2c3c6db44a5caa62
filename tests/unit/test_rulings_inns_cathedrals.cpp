// One test case per Inns & Cathedrals ruling of the register (../shared/reference/rulings.md),
// named after the ruling id. Every expected number is worked out from the rule text in a comment.
//
// Tile geometry (tiles.md): x grows east, y grows SOUTH, rotation is clockwise; under a quarter
// turn the N side goes to E. Edge patterns are N E S W at rotation 0; a tile turned r quarter
// turns shows on board side s what its rotation-0 side (s - r) shows. Tiles used here:
//   A BA/LR        F F R F  cloister, road S        E BA/C     C F F F  city N
//   F BA/CFc+      F C F C  city W-E, coat of arms  R BA/Ccc   C C F C  city N E W
//   U BA/RFr       F R F R  road W-E                V BA/Rr    F F R R  road W-S
//   W BA/RRR       F R R R  roads E, S, W end on the tile (junction)
//   IC/Cccc.c      C C C C  city with cathedral     IC/Rr.i    F F R R  road W-S with inn
//   IC/RFr.iG      F R F R  road W-E with inn (the C2/C3 print; IC/RFr.i in C1)
//   IC/RRR.i       F R R R  junction, inn on the E arm only
//   IC/CRCR        C R C R  city N, city S, roads W and E ending at the crossing
// Rotated forms used below (N E S W):
//   E90 F C F F (city E)   E180 F F C F (city S)   E270 F F F C (city W)
//   A180 R F F F (road N)  U90 R F R F (road N-S)  IC/RRR.i 180: R R F R, inn on the W arm
#include "board_builder.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace carcassonne;
using namespace carcassonne::testing;

namespace {

bool hasModifier(const ScoreEvent& e, ModifierKind kind) {
    return std::any_of(e.modifiers.begin(), e.modifiers.end(),
                       [&](const ScoreModifier& m) { return m.kind == kind; });
}

// An inn road of three tiles, closed by the last one:
//   x:      -1        0
//   y=0:    W0    IC/Rr.i 0     W's E arm ends at its junction; the inn road runs W-S
//   y=1:     .     [A180]       A180's road N ends at its cloister
// W0 E=R | Rr.i W=R; Rr.i S=R | A180 N=R; W0 S=R and A180 W=F face the empty (-1,1).
TestGame innRoadThree(Edition e) {
    TestGame g(e);
    g.tile("W", -1, 0, 0).tile("IC/Rr.i", 0, 0, 0).follower(0, 0, 0, "road W");
    return g;
}

// An open road of four tiles with (IC/Rr.i) or without (V) an inn:
//   x:      -1      0
//   y=0:    W0    curve 0   (road W-S)
//   y=1:     .     U90
//   y=2:     .     U90      the road runs on past (0,2)'s S side
TestGame openRoadFour(Edition e, std::string_view curve) {
    TestGame g(e);
    g.tile("W", -1, 0, 0).tile(curve, 0, 0, 0).tile("U", 0, 1, 90).tile("U", 0, 2, 90);
    g.follower(0, 0, 0, "road W");
    return g;
}

// The cathedral city of five tiles, closed by the last cap:
//   x:     -1        0        1
//   y=-1:   .      E180       .
//   y=0:   E90  IC/Cccc.c   E270
//   y=1:    .      [E0]       .
// Each cap's city side meets the cathedral; caps touch each other only at corners.
TestGame cathedralFive(Edition e) {
    TestGame g(e);
    g.tile("IC/Cccc.c", 0, 0).tile("E", 0, -1, 180).tile("E", 1, 0, 270).tile("E", -1, 0, 90);
    g.follower(0, 0, 0, "city N");
    return g;
}

// The cathedral city of seven tiles and two coats of arms, closed by the last cap:
//   x:     -2    -1        0        1     2
//   y=-1:   .     .      E180       .     .
//   y=0:   E90    F0  IC/Cccc.c    F0   E270
//   y=1:    .     .      [E0]       .     .
// E90 E=C | F W=C; F E=C | cathedral W=C; cathedral E=C | F W=C; F E=C | E270 W=C.
TestGame cathedralSeven(Edition e) {
    TestGame g(e);
    g.tile("IC/Cccc.c", 0, 0).tile("E", 0, -1, 180).tile("F", 1, 0, 0).tile("E", 2, 0, 270);
    g.tile("F", -1, 0, 0).tile("E", -2, 0, 90);
    g.follower(0, 0, 0, "city N");
    return g;
}

// An open city of four tiles and two coats of arms, with the centre `centre` at rotation 0:
//   x:     -1     0      1
//   y=-1:   .   E180     .
//   y=0:    F0  centre   F0     open: F(-1,0) W, F(1,0) E, and the centre's S side if a city
// IC/Cccc.c (C C C C) or R (C C F C): N=C | E180 S=C, E=C | F W=C, W=C | F E=C.
TestGame openCityFour(Edition e, std::string_view centre) {
    TestGame g(e);
    g.tile(centre, 0, 0).tile("E", 0, -1, 180).tile("F", 1, 0, 0).tile("F", -1, 0, 0);
    g.follower(0, 0, 0, "city N");
    return g;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// ic.inn.complete

TEST_CASE("ic.inn.complete: a completed inn road of 3 tiles scores 2 per tile", "[rulings][ic]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g = innRoadThree(e);
        g.placeTile("A", 0, 1, 180);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.complete);
        CHECK(s.base == 3);                              // 3 tiles x 1
        CHECK(modifierDelta(s, ModifierKind::Inn) == 3); // the inn doubles it: +3
        CHECK(g.score(0) == 6);                          // 3 tiles x 2
        CHECK(cites(s, "ic.inn.complete"));
    }
}

TEST_CASE("ic.inn.complete: two inns on one road do not stack", "[rulings][ic]") {
    //   x:     -1        0            1
    //   y=0:   W0   IC/RFr.iG 0  [IC/RRR.i 180]
    // RFr.iG (F R F R) W=R | W0 E=R; E=R | RRR.i at 180 (R R F R) W=R, its inn arm.
    // RRR.i's N and E arms face empty squares; its W arm ends at the junction.
    TestGame g(Edition::C3);
    g.tile("W", -1, 0, 0).tile("IC/RFr.iG", 0, 0, 0).follower(0, 0, 0, "road E");
    g.placeTile("IC/RRR.i", 1, 0, 180);
    const ScoreEvent s = onlyScore(g.ok(Pass{}));
    CHECK(s.tiles == 3);
    CHECK(g.score(0) == 6); // 3 tiles x 2 (not x 3 or x 4 for two inns)
}

TEST_CASE("ic.inn.complete: the same road without an inn scores 1 per tile", "[rulings][ic]") {
    //   y=0: W0  V0 (road W-S) / y=1: A180: the board of the inn road with a plain curve
    TestGame g(Edition::C3);
    g.tile("W", -1, 0, 0).tile("V", 0, 0, 0).follower(0, 0, 0, "road W");
    g.placeTile("A", 0, 1, 180);
    const ScoreEvent s = onlyScore(g.ok(Pass{}));
    CHECK_FALSE(hasModifier(s, ModifierKind::Inn));
    CHECK(g.score(0) == 3); // 3 tiles x 1
}

// ---------------------------------------------------------------------------------------------
// ic.inn.incomplete

TEST_CASE("ic.inn.incomplete: an incomplete inn road scores 0 at game end in C1 to C3",
          "[rulings][ic]") {
    for (Edition e : {Edition::C1, Edition::C2, Edition::C3}) {
        INFO(toString(e));
        TestGame g = openRoadFour(e, "IC/Rr.i");
        const ScoreEvent s = onlyScore(g.ok(EndGame{}));
        CHECK_FALSE(s.complete);
        CHECK(s.tiles == 4);
        CHECK(s.base == 4);                               // 4 tiles x 1
        CHECK(modifierDelta(s, ModifierKind::Inn) == -4); // the incomplete inn: 4 -> 0
        CHECK(s.points == 0);
        CHECK(g.score(0) == 0);
        CHECK(cites(s, "ic.inn.incomplete"));
    }
}

TEST_CASE("ic.inn.incomplete: the same road without an inn scores 1 per tile", "[rulings][ic]") {
    TestGame g = openRoadFour(Edition::C3, "V");
    onlyScore(g.ok(EndGame{}));
    CHECK(g.score(0) == 4); // 4 tiles x 1
}

// ---------------------------------------------------------------------------------------------
// ic.inn.incomplete.c31

TEST_CASE("ic.inn.incomplete.c31: in C3.1 an incomplete inn road scores as a plain road",
          "[rulings][ic]") {
    TestGame g = openRoadFour(Edition::C3_1, "IC/Rr.i");
    const ScoreEvent s = onlyScore(g.ok(EndGame{}));
    CHECK(s.points == 4); // 4 tiles x 1, the inn changes nothing
    CHECK(g.score(0) == 4);
    CHECK(cites(s, "ic.inn.incomplete.c31"));
    CHECK(findRuling("ic.inn.incomplete.c31")->basis == RulingBasis::Secondary);
}

// ---------------------------------------------------------------------------------------------
// ic.cathedral.complete

TEST_CASE("ic.cathedral.complete: a completed cathedral city of 5 tiles scores 15",
          "[rulings][ic]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g = cathedralFive(e);
        g.placeTile("E", 0, 1, 0);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.tiles == 5);
        CHECK(s.base == 10);                                   // 5 tiles x 2
        CHECK(modifierDelta(s, ModifierKind::Cathedral) == 5); // 3 per tile instead of 2: +5
        CHECK(g.score(0) == 15);                               // 5 tiles x 3
    }
}

TEST_CASE("ic.cathedral.complete: 7 tiles and 2 coats of arms score 27", "[rulings][ic]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g = cathedralSeven(e);
        g.placeTile("E", 0, 1, 0);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.tiles == 7);
        CHECK(s.pennants == 2);
        CHECK(g.score(0) == 27); // (7 tiles + 2 coats) x 3
    }
}

TEST_CASE(
    "ic.cathedral.complete: the five-tile city with a plain centre scores 2 per tile and coat",
    "[rulings][ic]") {
    // C (BA/Cccc+, city on all sides with a coat of arms) instead of the cathedral.
    TestGame g(Edition::C3);
    g.tile("C", 0, 0).tile("E", 0, -1, 180).tile("E", 1, 0, 270).tile("E", -1, 0, 90);
    g.follower(0, 0, 0, "city N");
    g.placeTile("E", 0, 1, 0);
    onlyScore(g.ok(Pass{}));
    CHECK(g.score(0) == 12); // (5 tiles + 1 coat) x 2
}

// ---------------------------------------------------------------------------------------------
// ic.cathedral.incomplete

TEST_CASE("ic.cathedral.incomplete: an incomplete cathedral city scores 0 at game end in C1 to C3",
          "[rulings][ic]") {
    for (Edition e : {Edition::C1, Edition::C2, Edition::C3}) {
        INFO(toString(e));
        TestGame g = openCityFour(e, "IC/Cccc.c");
        const ScoreEvent s = onlyScore(g.ok(EndGame{}));
        CHECK_FALSE(s.complete);
        CHECK(s.tiles == 4);
        CHECK(s.pennants == 2);
        CHECK(s.base == 6); // (4 tiles + 2 coats) x 1
        CHECK(s.points == 0);
        CHECK(g.score(0) == 0);
        CHECK(cites(s, "ic.cathedral.incomplete"));
    }
}

TEST_CASE("ic.cathedral.incomplete: the same city without a cathedral scores 1 per tile and coat",
          "[rulings][ic]") {
    TestGame g = openCityFour(Edition::C3, "R");
    onlyScore(g.ok(EndGame{}));
    CHECK(g.score(0) == 6); // (4 tiles + 2 coats) x 1
}

// ---------------------------------------------------------------------------------------------
// ic.cathedral.incomplete.c31

TEST_CASE("ic.cathedral.incomplete.c31: in C3.1 an incomplete cathedral city scores as plain",
          "[rulings][ic]") {
    TestGame g = openCityFour(Edition::C3_1, "IC/Cccc.c");
    const ScoreEvent s = onlyScore(g.ok(EndGame{}));
    CHECK(s.points == 6); // (4 tiles + 2 coats) x 1
    CHECK(g.score(0) == 6);
    CHECK(cites(s, "ic.cathedral.incomplete.c31"));
    CHECK(findRuling("ic.cathedral.incomplete.c31")->basis == RulingBasis::Secondary);
}

// ---------------------------------------------------------------------------------------------
// ic.large

TEST_CASE("ic.large: the large follower counts as two for majority and scores nothing extra",
          "[rulings][ic]") {
    SECTION("large against one normal") {
        TestGame g = crossCity();
        g.follower(0, -1, 0, "city E").follower(1, 1, 0, "city W", FollowerKind::Large);
        g.placeTile("R", 0, 0, 0);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.scorers.size() == 1);
        CHECK(g.score(1) == 8); // strength 2 against 1; (4 tiles + 0 coats) x 2, not doubled
        CHECK(g.score(0) == 0);
        CHECK(g.state.players[1].inSupply[FollowerKind::Large] == 1); // returned
    }
    SECTION("large against two normals") {
        TestGame g = crossCity();
        g.follower(0, -1, 0, "city E").follower(0, 0, -1, "city S");
        g.follower(1, 1, 0, "city W", FollowerKind::Large);
        g.placeTile("R", 0, 0, 0);
        onlyScore(g.ok(Pass{}));
        CHECK(g.score(0) == 8); // 2 against 2: tie, each (4 + 0) x 2
        CHECK(g.score(1) == 8);
    }
}

TEST_CASE("ic.large: one large follower each, only with Inns & Cathedrals", "[rulings][ic]") {
    TestGame with = crossCity();
    CHECK(with.state.players[0].inSupply[FollowerKind::Large] == 1);
    CHECK(with.state.players[1].inSupply[FollowerKind::Large] == 1);

    TestGame without = crossCity(ExpansionSet{});
    CHECK(without.state.players[0].inSupply[FollowerKind::Large] == 0);
    without.placeTile("R", 0, 0, 0);
    CHECK(without.refused(rules::placeFollower(without.part(0, 0, "city N"),
                                               FollowerKind::Large)) == ErrorCode::NoFollowerLeft);
}

// ---------------------------------------------------------------------------------------------
// ic.inn.arm

TEST_CASE("ic.inn.arm: on the junction the inn belongs to the east arm only", "[rulings][ic]") {
    //   x:     -1          0          1
    //   y=0:  [W0]   IC/RRR.i 0     [W0]
    // RRR.i at 0 (F R R R): arms E (inn), S, W, each ending at the junction.
    // W0 at (-1,0): its E arm meets RRR.i's W arm; W0 at (1,0): its W arm meets RRR.i's E arm.
    TestGame g;
    g.tile("IC/RRR.i", 0, 0).follower(0, 0, 0, "road W").follower(1, 0, 0, "road E");
    CHECK(g.state.board.root(g.part(0, 0, "road W")) != g.state.board.root(g.part(0, 0, "road E")));

    g.turnOf(0).placeTile("W", -1, 0, 0);
    const ScoreEvent west = onlyScore(g.ok(Pass{}));
    CHECK_FALSE(hasModifier(west, ModifierKind::Inn));
    CHECK(g.score(0) == 2); // west arm: 2 tiles x 1, no inn

    g.placeTile("W", 1, 0, 0); // player 1's turn
    const ScoreEvent east = onlyScore(g.ok(Pass{}));
    CHECK(hasModifier(east, ModifierKind::Inn));
    CHECK(g.score(1) == 4); // east arm: 2 tiles x 2 with the inn
}

// ---------------------------------------------------------------------------------------------
// ic.crossroads.stubs

TEST_CASE("ic.crossroads.stubs: the city crossroads' roads end at the crossing, not at the cities",
          "[rulings][ic]") {
    for (Edition e : {Edition::C1, Edition::C2, Edition::C3}) {
        INFO(toString(e));
        //   x:     -1        0
        //   y=0:  [W0]   IC/CRCR 0     CRCR (C R C R): roads W and E, cities N and S
        // W0's E arm meets CRCR's W road; both end on their tiles: a road of 2 tiles.
        TestGame g(e);
        g.tile("IC/CRCR", 0, 0).follower(0, 0, 0, "road W").follower(1, 0, 0, "road E");
        const Board& board = g.state.board;
        // Four separate features: the stubs join neither the roads to each other nor to a city.
        CHECK(board.root(g.part(0, 0, "road W")) != board.root(g.part(0, 0, "road E")));
        CHECK(board.feature(g.part(0, 0, "road W")).openEnds == 1); // only its W side
        CHECK(board.feature(g.part(0, 0, "city N")).openEnds == 1);
        CHECK(board.root(g.part(0, 0, "city N")) != board.root(g.part(0, 0, "city S")));

        g.placeTile("W", -1, 0, 0);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.kind == FeatureKind::Road);
        CHECK(s.complete);
        CHECK(g.score(0) == 2); // 2 tiles x 1
        CHECK(g.score(1) == 0); // the east road stays open and unscored
        CHECK(g.state.followers.size() == 1);
    }
}
