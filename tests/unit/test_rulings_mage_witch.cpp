// One test case per Mage & Witch ruling of the register (../shared/reference/rulings.md), named
// after the ruling id. Every expected number is worked out from the rule texts in a comment
// (000 = Wikicarpedia C2/C3 rules, 001 = C1 rules, 002/004 = C3.1 rules with examples 1 and 2).
//
// Tile geometry (tiles.md): x grows east, y grows SOUTH, rotation is clockwise; under a quarter
// turn the N side goes to E. Edge patterns are N E S W at rotation 0; a tile turned r quarter
// turns shows on board side s what its rotation-0 side (s - r) shows. Tiles used here:
//   A BA/LR    F F R F  cloister, road S           B BA/L     F F F F  cloister
//   D BA/RCr   C R F R  city N, road W-E           E BA/C     C F F F  city N
//   F BA/CFc+  F C F C  city W-E, coat of arms     N BA/Cc.1  C F F C  city N-W
//   P BA/CcRr  C R R C  city N-W, road E-S         U BA/RFr   F R F R  road W-E
//   W BA/RRR   F R R R  roads E, S, W end on the tile (junction)
//   IC/Cccc.c  C C C C  cathedral city             IC/Rr.i    F F R R  road W-S with inn
//   MW/CRRR.3  C R R R  magic: city N, roads E, S, W end on the tile
//   MW/CFC     C F C F  magic: city N, city S (two caps)
//   MW/CRcR    R C R C  magic: city W-E, roads N and S ending on the tile
// Rotated forms used below (N E S W):
//   E90 F C F F (city E)  E180 F F C F (city S)  E270 F F F C (city W)
//   A90 F F F R (road W)  A180 R F F F (road N)  A270 F R F F (road E)  U90 R F R F (road N-S)
//   N90 C C F F (city N-E)  N270 F F C C (city S-W)  P180 R C C R (city E-S, road W-N)
//   P0 C R R C (city N-W, road E-S)
//   MW/CFC 90: F C F C (city E, city W)
#include "board_builder.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace carcassonne;
using namespace carcassonne::testing;

namespace {

constexpr MagicFigure Mage = MagicFigure::Mage;
constexpr MagicFigure Witch = MagicFigure::Witch;

template <typename T>
std::vector<T> eventsOf(const Events& events) {
    std::vector<T> out;
    for (const auto& e : events)
        if (auto p = std::get_if<T>(&e)) out.push_back(*p);
    return out;
}

int pointsOf(const ScoreEvent& e, int player) {
    for (const auto& s : e.scorers)
        if (s.player == player) return s.points;
    return 0;
}

// The score event of a feature of a given kind among a move's events.
ScoreEvent scoreOf(const Events& events, FeatureKind kind, Position at) {
    for (const auto& s : scoreEvents(events))
        if (s.kind == kind && s.feature.at == at) return s;
    FAIL("no score event for the feature at " << toString(at));
    return {};
}

std::size_t countMoves(const std::vector<rules::Move>& actions, MagicFigure f) {
    return static_cast<std::size_t>(
        std::count_if(actions.begin(), actions.end(), [&](const rules::Move& a) {
            return a.kind == MoveKind::MoveFigure && a.figure == f;
        }));
}

std::size_t countRemovals(const std::vector<rules::Move>& actions) {
    return static_cast<std::size_t>(
        std::count_if(actions.begin(), actions.end(),
                      [](const rules::Move& a) { return a.kind == MoveKind::RemoveFigure; }));
}

// A road open at its east end, four tiles:
//   x:    -2    -1     0     1     2
//   y=0:  W0     U     U     U    [..]   W0's E arm ends at its junction; U W=R | E=R.
// At (2,0) either W0 (no symbol) or MW/CRRR.3 0 (symbol) closes it with its W arm: 5 tiles.
// Both show N=F / C and S=R towards empty squares only.
TestGame roadFour(Edition e = Edition::C3) {
    TestGame g(e);
    g.tile("W", -2, 0, 0).tile("U", -1, 0, 0).tile("U", 0, 0, 0).tile("U", 1, 0, 0);
    return g;
}

// Two road halves that a U at (0,0) joins into one road of five tiles:
//   x:     -2     -1     0      1     2
//   y=-1:   .      B     B      B     .
//   y=0:   end     U    [U0]    U    end
// B S=F | U N=F, B's row F-F; [U0] N=F | B(0,-1) S=F, W=R | U E=R, E=R | U W=R.
// Ends: W0 at both (their arms end at the junction; each W keeps two more open roads), or
// A270 (road E) and A90 (road W), which leave no other road or city on the board.
TestGame joinRoad(bool cloisterEnds) {
    TestGame g;
    g.tile("B", 0, -1).tile("B", -1, -1).tile("B", 1, -1).tile("U", -1, 0, 0).tile("U", 1, 0, 0);
    if (cloisterEnds)
        g.tile("A", -2, 0, 270).tile("A", 2, 0, 90);
    else
        g.tile("W", -2, 0, 0).tile("W", 2, 0, 0);
    g.figure(Mage, -1, 0, "road E").figure(Witch, 1, 0, "road W");
    g.follower(0, -1, 0, "road W").follower(1, 1, 0, "road E");
    return g;
}

// Two city caps that MW/CRcR at (0,0) joins into a closed city of three tiles:
//   x:     -1      0        1
//   y=-1:   B     A0        B        A0: road S
//   y=0:   E90 [MW/CRcR 0] E270      city W-E joins E90 and E270; road N meets A0's road S
// B E=F | A W=F, A E=F | B W=F, B S=F | E90 N=F and E270 N=F; CRcR N=R | A S=R,
// W=C | E90 E=C, E=C | E270 W=C, S=R faces the empty (0,1): the only open feature after.
TestGame joinCity() {
    TestGame g;
    g.tile("B", -1, -1).tile("A", 0, -1, 0).tile("B", 1, -1);
    g.tile("E", -1, 0, 90).tile("E", 1, 0, 270);
    g.figure(Mage, -1, 0, "city E").figure(Witch, 1, 0, "city W");
    g.follower(0, -1, 0, "city E").follower(1, 1, 0, "city W");
    return g;
}

// Two caps that MW/CFC at (0,0) closes, leaving no open road or city:
//   x:      0      1
//   y=-1: E180     B
//   y=0:  [CFC]    B      MW/CFC 0: N=C | E180 S=C, S=C | E0 N=C, E=F | B W=F
//   y=1:   E0      B
// E180 E=F | B W=F, E0 E=F | B W=F, the B column F-F.
TestGame noTarget() {
    TestGame g;
    g.tile("E", 0, -1, 180).tile("B", 1, -1).tile("B", 1, 0).tile("B", 1, 1).tile("E", 0, 1, 0);
    return g;
}

// D alone: road W-E, city N, both open.
TestGame dAlone(Edition e = Edition::C3) {
    TestGame g(e);
    g.tile("D", 0, 0);
    return g;
}

// Example 1 (000 §3, 004): a city of 8 tiles with 2 coats of arms, completed by F at (3,1):
//   x:      0      1      2      3      4      5
//   y=0:   E90     F0    N270   A270   P180   E270
//   y=1:    .      .     N90   [F0]    P0      .
// E90 E=C | F W=C; F E=C | N270 W=C; N270 S=C | N90 N=C; N90 E=C | F(3,1) W=C;
// F(3,1) E=C | P0 W=C; P0 N=C | P180 S=C; P180 E=C | E270 W=C.
// A270 (road E) only links the two halves for the set-up: W=F | N270 E=F, E=R | P180 W=R,
// S=F | F(3,1) N=F. The empty (1,1) sees F S=F and N90 W=F.
// Tiles: 8. Coats of arms: the two F. Player 1 on the west part, player 0 on the east part.
TestGame exampleOne() {
    TestGame g;
    g.tile("E", 0, 0, 90).tile("F", 1, 0, 0).tile("N", 2, 0, 270).tile("N", 2, 1, 90);
    g.tile("A", 3, 0, 270).tile("P", 4, 0, 180).tile("P", 4, 1, 0).tile("E", 5, 0, 270);
    g.follower(1, 1, 0, "city W").follower(0, 4, 1, "city W");
    return g;
}

// Example 2 (000 §3, 004): W at (0,0) completes two roads at once:
//   x:     -2     -1     0      1     2     3     4
//   y=-1:   .      B     B      B     .     .     .
//   y=0:   W0      U   [W0]     U     U     U    W0
// Left road: W(-2,0) E arm, U(-1,0), W(0,0) W arm: 3 tiles. Right road: W(0,0) E arm,
// U(1,0), U(2,0), U(3,0), W(4,0) W arm: 5 tiles. [W0] N=F | B S=F.
TestGame exampleTwo(Edition e) {
    TestGame g(e);
    g.tile("B", 0, -1).tile("B", -1, -1).tile("B", 1, -1).tile("U", -1, 0, 0).tile("U", 1, 0, 0);
    g.tile("U", 2, 0, 0).tile("U", 3, 0, 0).tile("W", -2, 0, 0).tile("W", 4, 0, 0);
    g.figure(Mage, -1, 0, "road E").figure(Witch, 2, 0, "road E");
    g.follower(0, -1, 0, "road W").follower(1, 2, 0, "road W");
    return g;
}

// Inns & Cathedrals boards (see test_rulings_inns_cathedrals.cpp for the sketches).
// Inn road of 3 tiles closed by A180 at (0,1): W0(-1,0), IC/Rr.i 0 (0,0).
TestGame innRoadThree(std::optional<MagicFigure> f) {
    TestGame g;
    g.tile("W", -1, 0, 0).tile("IC/Rr.i", 0, 0, 0).follower(0, 0, 0, "road W");
    if (f) g.figure(*f, 0, 0, "road S");
    return g;
}
// Cathedral city of 5 tiles closed by E0 at (0,1): E180 (0,-1), E270 (1,0), E90 (-1,0).
TestGame cathedralFive(std::optional<MagicFigure> f) {
    TestGame g;
    g.tile("IC/Cccc.c", 0, 0).tile("E", 0, -1, 180).tile("E", 1, 0, 270).tile("E", -1, 0, 90);
    g.follower(0, 0, 0, "city N");
    if (f) g.figure(*f, 0, -1, "city S");
    return g;
}
// Cathedral city of 7 tiles, 2 coats, closed by E0 at (0,1):
//   E90(-2,0) F(-1,0) cathedral(0,0) F(1,0) E270(2,0), E180(0,-1).
TestGame cathedralSeven(std::optional<MagicFigure> f) {
    TestGame g;
    g.tile("IC/Cccc.c", 0, 0).tile("E", 0, -1, 180).tile("F", 1, 0, 0).tile("E", 2, 0, 270);
    g.tile("F", -1, 0, 0).tile("E", -2, 0, 90);
    g.follower(0, 0, 0, "city N");
    if (f) g.figure(*f, 1, 0, "city W");
    return g;
}
// Open inn road of 4 tiles: W0(-1,0), IC/Rr.i 0 (0,0), U90 (0,1), U90 (0,2), open south.
TestGame openInnRoad(Edition e, MagicFigure f) {
    TestGame g(e);
    g.tile("W", -1, 0, 0).tile("IC/Rr.i", 0, 0, 0).tile("U", 0, 1, 90).tile("U", 0, 2, 90);
    g.follower(0, 0, 0, "road W").figure(f, 0, 1, "road N");
    return g;
}
// Open cathedral city of 4 tiles, 2 coats: cathedral (0,0), E180 (0,-1), F0 (1,0), F0 (-1,0).
TestGame openCathedralCity(Edition e, MagicFigure f) {
    TestGame g(e);
    g.tile("IC/Cccc.c", 0, 0).tile("E", 0, -1, 180).tile("F", 1, 0, 0).tile("F", -1, 0, 0);
    g.follower(0, 0, 0, "city N").figure(f, 1, 0, "city W");
    return g;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// mw.trigger

TEST_CASE("mw.trigger: a magic tile calls for a figure before the follower step and scoring",
          "[rulings][mw]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g = roadFour(e);
        g.follower(0, 0, 0, "road E");
        const auto placed = g.placeTile("MW/CRRR.3", 2, 0, 0); // closes the road: 5 tiles
        CHECK(g.state.phase == Phase::Magic);
        CHECK(scoreEvents(placed).empty());
        CHECK(g.refused(Pass{}) == ErrorCode::MagicActionRequired);
        CHECK(g.refused(rules::placeFollower(g.part(2, 0, "road E"))) ==
              ErrorCode::MagicActionRequired);
        const auto moved = g.ok(rules::moveFigure(Mage, g.part(2, 0, "city N")));
        CHECK(scoreEvents(moved).empty());
        CHECK(eventsOf<FigureMoved>(moved).size() == 1);
        CHECK(g.state.phase == Phase::Follower);
        onlyScore(g.ok(Pass{}));
        CHECK(g.score(0) == 5); // 5 tiles x 1: no figure on the road
    }
}

TEST_CASE("mw.trigger: a tile without the symbol calls for no figure", "[rulings][mw]") {
    TestGame g = roadFour();
    g.placeTile("W", 2, 0, 0);
    CHECK(g.state.phase == Phase::Follower);
    CHECK(g.refused(rules::moveFigure(Mage, g.part(2, 0, "road E"))) ==
          ErrorCode::NoMagicActionDue);
}

// ---------------------------------------------------------------------------------------------
// mw.choice

TEST_CASE("mw.choice: with one figure on the board, either figure may be chosen", "[rulings][mw]") {
    //   y=0: D      the mage on D's road
    //   y=1: [MW/CFC 90]  N=F | D S=F; its city E and city W are open caps
    TestGame g = dAlone();
    g.figure(Mage, 0, 0, "road E");
    g.placeTile("MW/CFC", 0, 1, 90);
    const auto actions = magicMoves(g.state);
    // Open: D's road, D's city, CFC's city E, CFC's city W. Mage: all but its own road = 3;
    // witch: all but the mage's road = 3.
    CHECK(countMoves(actions, Mage) == 3);
    CHECK(countMoves(actions, Witch) == 3);

    SECTION("the witch from the supply") {
        const auto moved =
            eventsOf<FigureMoved>(g.ok(rules::moveFigure(Witch, g.part(0, 1, "city E"))));
        REQUIRE(moved.size() == 1);
        CHECK_FALSE(moved[0].from.has_value());
        CHECK(g.state.figure(Mage).has_value()); // the mage stays
    }
    SECTION("the mage from the board") {
        const auto moved =
            eventsOf<FigureMoved>(g.ok(rules::moveFigure(Mage, g.part(0, 1, "city E"))));
        REQUIRE(moved.size() == 1);
        CHECK(moved[0].from.has_value());
        CHECK_FALSE(g.state.figure(Witch).has_value());
    }
}

TEST_CASE("mw.choice: with both figures on the board, either may move; with none, either enters",
          "[rulings][mw]") {
    SECTION("both on the board") {
        TestGame g = dAlone();
        g.figure(Mage, 0, 0, "road E").figure(Witch, 0, 0, "city N");
        g.placeTile("MW/CFC", 0, 1, 90);
        const auto actions = magicMoves(g.state);
        CHECK(countMoves(actions, Mage) == 2);  // CFC city E and W (not its road, not the city)
        CHECK(countMoves(actions, Witch) == 2); // the same two
        g.ok(rules::moveFigure(Witch, g.part(0, 1, "city W")));
        CHECK(g.state.figure(Mage).has_value());
    }
    SECTION("none on the board") {
        TestGame g = dAlone();
        g.placeTile("MW/CFC", 0, 1, 90);
        const auto actions = magicMoves(g.state);
        CHECK(countMoves(actions, Mage) == 4); // 4 open features
        CHECK(countMoves(actions, Witch) == 4);
        g.ok(rules::moveFigure(Witch, g.part(0, 0, "road W")));
    }
}

// ---------------------------------------------------------------------------------------------
// mw.target.open

TEST_CASE("mw.target.open: any incomplete road or city on any tile, occupied or not",
          "[rulings][mw]") {
    TestGame g = dAlone();
    g.follower(1, 0, 0, "road E");
    g.placeTile("MW/CFC", 0, 1, 90);
    // D road, D city, CFC city E, CFC city W: 4 targets x 2 figures.
    CHECK(magicMoves(g.state).size() == 8);
    SECTION("on an older tile, on a feature with a follower") {
        g.ok(rules::moveFigure(Mage, g.part(0, 0, "road W")));
        CHECK(g.state.board.root(*g.state.figure(Mage)) ==
              g.state.board.root(g.part(0, 0, "road E")));
    }
    SECTION("on the tile just placed") {
        g.ok(rules::moveFigure(Witch, g.part(0, 1, "city W")));
    }
}

// ---------------------------------------------------------------------------------------------
// mw.target.completed

TEST_CASE("mw.target.completed: a feature completed by this very tile is no target",
          "[rulings][mw]") {
    //   y=-1: [MW/CFC 0]   its S=C closes D's city N (2 tiles); its N city stays open
    //   y=0:    D
    TestGame g = dAlone();
    g.placeTile("MW/CFC", 0, -1, 0);
    CHECK(g.refused(rules::moveFigure(Mage, g.part(0, -1, "city S"))) ==
          ErrorCode::MagicTargetComplete);
    CHECK(g.refused(rules::moveFigure(Witch, g.part(0, 0, "city N"))) ==
          ErrorCode::MagicTargetComplete);
    // Open: D's road and CFC's city N: 2 targets x 2 figures, none on the closed city.
    CHECK(magicMoves(g.state).size() == 4);
    g.ok(rules::moveFigure(Mage, g.part(0, -1, "city N"))); // the open city on the same tile
}

// ---------------------------------------------------------------------------------------------
// mw.target.other

TEST_CASE("mw.target.other: never the feature that holds the other figure", "[rulings][mw]") {
    TestGame g = dAlone();
    g.figure(Witch, 0, 0, "road E");
    g.placeTile("MW/CFC", 0, -1, 0);
    CHECK(g.refused(rules::moveFigure(Mage, g.part(0, 0, "road W"))) ==
          ErrorCode::MagicTargetOtherFigure);
    g.ok(rules::moveFigure(Mage, g.part(0, -1, "city N")));
}

// ---------------------------------------------------------------------------------------------
// mw.target.different

TEST_CASE("mw.target.different: a figure from the board must go to a different feature",
          "[rulings][mw]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        //   y=-1: [MW/CFC 0]
        //   y=0:    D     U0      one road over D and U, with the mage on it
        TestGame g = dAlone(e);
        g.tile("U", 1, 0, 0).figure(Mage, 0, 0, "road W");
        g.placeTile("MW/CFC", 0, -1, 0);
        // Another part of its own road is still the same feature.
        CHECK(g.refused(rules::moveFigure(Mage, g.part(1, 0, "road E"))) ==
              ErrorCode::MagicTargetSameFeature);
        g.ok(rules::moveFigure(Mage, g.part(0, -1, "city N")));
    }
}

// ---------------------------------------------------------------------------------------------
// mw.no-target

TEST_CASE("mw.no-target: no target and no figure on the board: nothing happens", "[rulings][mw]") {
    TestGame g = noTarget();
    const auto placed = g.placeTile("MW/CFC", 0, 0, 0);
    CHECK(g.state.phase == Phase::Follower);
    CHECK(eventsOf<FigureMoved>(placed).empty());
    CHECK(eventsOf<FigureRemoved>(placed).empty());
}

TEST_CASE("mw.no-target: one figure on the board and no target: it is removed", "[rulings][mw]") {
    SECTION("from a feature the tile completes: that feature then scores without it") {
        TestGame g = noTarget();
        g.figure(Mage, 0, -1, "city S").follower(0, 0, -1, "city S");
        const auto placed = g.placeTile("MW/CFC", 0, 0, 0);
        const auto removed = eventsOf<FigureRemoved>(placed);
        REQUIRE(removed.size() == 1);
        CHECK(removed[0].figure == Mage);
        CHECK(removed[0].ruling == "mw.no-target");
        CHECK(g.state.phase == Phase::Follower);
        CHECK_FALSE(g.state.figure(Mage).has_value());
        g.ok(Pass{});
        CHECK(g.score(0) == 4); // 2 tiles x 2, no mage bonus
    }
    SECTION("from the only open feature, which neither figure may take") {
        // A0 at (2,0) (road S, open): W=F | B(1,0) E=F. The mage on it may not stay, the witch
        // may not join it.
        TestGame g = noTarget();
        g.tile("A", 2, 0, 0).figure(Mage, 2, 0, "road S");
        const auto placed = g.placeTile("MW/CFC", 0, 0, 0);
        REQUIRE(eventsOf<FigureRemoved>(placed).size() == 1);
        CHECK(g.state.phase == Phase::Follower);
        CHECK_FALSE(g.state.figure(Mage).has_value());
    }
}

TEST_CASE("mw.no-target: both figures on the board and no target: the player removes one",
          "[rulings][mw]") {
    TestGame g = noTarget();
    g.figure(Mage, 0, -1, "city S").figure(Witch, 0, 1, "city N");
    g.follower(0, 0, -1, "city S").follower(1, 0, 1, "city N");
    g.placeTile("MW/CFC", 0, 0, 0);
    CHECK(g.state.phase == Phase::Magic);
    const auto actions = magicMoves(g.state);
    CHECK(actions.size() == 2);
    CHECK(countRemovals(actions) == 2);
    CHECK(g.refused(rules::moveFigure(Witch, g.part(0, -1, "city S"))) ==
          ErrorCode::MagicTargetComplete);
    const auto removed = eventsOf<FigureRemoved>(g.ok(RemoveFigure{Witch}));
    REQUIRE(removed.size() == 1);
    CHECK(removed[0].ruling == "mw.no-target");
    const auto events = g.ok(Pass{});
    CHECK(scoreEvents(events).size() == 2);
    CHECK(g.score(0) == 6); // north city with the mage: 2 tiles x 2 + 2 = 6
    CHECK(g.score(1) == 4); // south city, the witch removed: 2 tiles x 2 = 4
}

TEST_CASE("mw.no-target: no figure may be removed while a move is possible", "[rulings][mw]") {
    TestGame g = dAlone();
    g.figure(Mage, 0, 0, "road E");
    g.placeTile("MW/CFC", 0, -1, 0); // CFC's city N is open
    CHECK(g.refused(RemoveFigure{Mage}) == ErrorCode::MagicRemovalNotAllowed);
    CHECK(g.refused(RemoveFigure{Witch}) == ErrorCode::MagicRemovalNotAllowed);
}

// ---------------------------------------------------------------------------------------------
// mw.join

TEST_CASE("mw.join: a tile that joins the figures' features forces one to move before scoring",
          "[rulings][mw]") {
    TestGame g = joinRoad(false);
    g.placeTile("U", 0, 0, 0); // no symbol; joins and closes the road of 5 tiles
    CHECK(g.state.phase == Phase::Magic);
    CHECK(g.refused(Pass{}) == ErrorCode::MagicActionRequired);
    const auto actions = magicMoves(g.state);
    // Open roads: W(-2,0) S and W; W(2,0) E and S. Each figure: 4 targets; no removal.
    CHECK(countMoves(actions, Mage) == 4);
    CHECK(countMoves(actions, Witch) == 4);
    CHECK(countRemovals(actions) == 0);
    g.ok(rules::moveFigure(Witch, g.part(2, 0, "road E")));
    const ScoreEvent s = onlyScore(g.ok(Pass{}));
    CHECK(s.tiles == 5);
    CHECK(modifierDelta(s, ModifierKind::Mage) == 5);
    CHECK(pointsOf(s, 0) == 10); // tie 1-1: 5 tiles x 1 + 5 (mage) = 10 each
    CHECK(pointsOf(s, 1) == 10);
    CHECK(g.state.figure(Witch).has_value()); // the witch stays on its open road
}

TEST_CASE("mw.join: with no other eligible feature, the player removes one of the two",
          "[rulings][mw]") {
    TestGame g = joinRoad(true); // the road's ends are cloisters: nothing else is open
    g.placeTile("U", 0, 0, 0);
    CHECK(g.state.phase == Phase::Magic);
    const auto actions = magicMoves(g.state);
    CHECK(actions.size() == 2);
    CHECK(countRemovals(actions) == 2);
    SECTION("remove the witch: the road scores with the mage") {
        const auto removed = eventsOf<FigureRemoved>(g.ok(RemoveFigure{Witch}));
        REQUIRE(removed.size() == 1);
        CHECK(removed[0].ruling == "mw.join");
        g.ok(Pass{});
        CHECK(g.score(0) == 10); // 5 + 5
        CHECK(g.score(1) == 10);
    }
    SECTION("remove the mage: the road scores with the witch") {
        g.ok(RemoveFigure{Mage});
        g.ok(Pass{});
        CHECK(g.score(0) == 3); // ceil(5 / 2) = 3
        CHECK(g.score(1) == 3);
    }
}

TEST_CASE("mw.join: a tile that joins nothing and has no symbol calls for no move",
          "[rulings][mw]") {
    TestGame g = joinRoad(false);
    g.placeTile("B", 0, -2, 0); // north of B(0,-1): F against F
    CHECK(g.state.phase == Phase::Follower);
}

// ---------------------------------------------------------------------------------------------
// mw.join.symbol

TEST_CASE("mw.join.symbol: a magic tile that joins the features needs one move only",
          "[rulings][mw]") {
    TestGame g = joinCity();
    g.placeTile("MW/CRcR", 0, 0, 0); // symbol, and joins the mage's and the witch's city
    CHECK(g.state.phase == Phase::Magic);
    // Open after the tile: only CRcR's road S (its road N closed against A's road S).
    const auto actions = magicMoves(g.state);
    CHECK(countMoves(actions, Mage) == 1);
    CHECK(countMoves(actions, Witch) == 1);
    SECTION("move the witch: the city scores with the mage") {
        g.ok(rules::moveFigure(Witch, g.part(0, 0, "road S")));
        CHECK(g.state.phase == Phase::Follower); // the one move served both duties
        CHECK(g.refused(rules::moveFigure(Mage, g.part(0, 0, "road S"))) ==
              ErrorCode::NoMagicActionDue);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(pointsOf(s, 0) == 9); // 3 tiles x 2 + 3 (mage) = 9, tie 1-1
        CHECK(pointsOf(s, 1) == 9);
    }
    SECTION("move the mage: the city scores with the witch") {
        g.ok(rules::moveFigure(Mage, g.part(0, 0, "road S")));
        CHECK(g.state.phase == Phase::Follower);
        g.ok(Pass{});
        CHECK(g.score(0) == 3); // ceil(3 x 2 / 2) = 3
        CHECK(g.score(1) == 3);
    }
}

// ---------------------------------------------------------------------------------------------
// mw.rescue

TEST_CASE("mw.rescue: a figure may leave a feature the same tile completed", "[rulings][mw]") {
    TestGame g = roadFour();
    g.figure(Witch, 0, 0, "road E").follower(0, -1, 0, "road E");
    g.placeTile("MW/CRRR.3", 2, 0, 0); // closes the road: 5 tiles
    SECTION("the witch leaves: the road scores without her") {
        g.ok(rules::moveFigure(Witch, g.part(2, 0, "city N")));
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.modifiers.empty());
        CHECK(g.score(0) == 5); // 5 tiles x 1
        CHECK(g.state.figure(Witch).has_value());
    }
    SECTION("the mage is placed instead: the witch stays and halves the road") {
        g.ok(rules::moveFigure(Mage, g.part(2, 0, "city N")));
        g.ok(Pass{});
        CHECK(g.score(0) == 3); // ceil(5 / 2) = 3
    }
}

// ---------------------------------------------------------------------------------------------
// mw.mage

TEST_CASE("mw.mage: a completed road of 5 tiles with the mage scores 10", "[rulings][mw]") {
    TestGame g = roadFour();
    g.figure(Mage, 0, 0, "road E").follower(0, -1, 0, "road E");
    g.placeTile("W", 2, 0, 0);
    const ScoreEvent s = onlyScore(g.ok(Pass{}));
    CHECK(s.base == 5);                               // 5 tiles x 1
    CHECK(modifierDelta(s, ModifierKind::Mage) == 5); // 1 per tile
    CHECK(g.score(0) == 10);                          // 5 + 5
}

TEST_CASE("mw.mage: Example 1, a city of 8 tiles and 2 coats of arms", "[rulings][mw]") {
    SECTION("without the mage: 20 each") {
        TestGame g = exampleOne();
        g.placeTile("F", 3, 1, 0);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.tiles == 8);
        CHECK(s.pennants == 2);
        CHECK(pointsOf(s, 0) == 20); // (8 + 2) x 2
        CHECK(pointsOf(s, 1) == 20);
    }
    SECTION("with the mage: 28 for each of the two tied players") {
        TestGame g = exampleOne();
        g.figure(Mage, 0, 0, "city E");
        g.placeTile("F", 3, 1, 0);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(modifierDelta(s, ModifierKind::Mage) == 8); // 8 tiles; coats of arms add nothing
        CHECK(g.score(0) == 28);                          // 20 + 8
        CHECK(g.score(1) == 28);
    }
    SECTION("with the witch: 10 each") {
        TestGame g = exampleOne();
        g.figure(Witch, 0, 0, "city E");
        g.placeTile("F", 3, 1, 0);
        g.ok(Pass{});
        CHECK(g.score(0) == 10); // ceil(20 / 2)
        CHECK(g.score(1) == 10);
    }
}

TEST_CASE("mw.mage: inn road and cathedral cities with the mage", "[rulings][mw]") {
    SECTION("inn road, 3 tiles: 9") {
        TestGame g = innRoadThree(Mage);
        g.placeTile("A", 0, 1, 180);
        g.ok(Pass{});
        CHECK(g.score(0) == 9); // 3 x 2 + 3
    }
    SECTION("cathedral city, 5 tiles: 20") {
        TestGame g = cathedralFive(Mage);
        g.placeTile("E", 0, 1, 0);
        g.ok(Pass{});
        CHECK(g.score(0) == 20); // 5 x 3 + 5
    }
    SECTION("cathedral city, 7 tiles and 2 coats of arms: 34") {
        TestGame g = cathedralSeven(Mage);
        g.placeTile("E", 0, 1, 0);
        g.ok(Pass{});
        CHECK(g.score(0) == 34); // (7 + 2) x 3 + 7
    }
}

// ---------------------------------------------------------------------------------------------
// mw.witch

TEST_CASE("mw.witch: a completed road of 5 tiles with the witch scores 3", "[rulings][mw]") {
    TestGame g = roadFour();
    g.figure(Witch, 0, 0, "road E").follower(0, -1, 0, "road E");
    g.placeTile("W", 2, 0, 0);
    const ScoreEvent s = onlyScore(g.ok(Pass{}));
    CHECK(modifierDelta(s, ModifierKind::Witch) == -2); // 5 -> 3
    CHECK(g.score(0) == 3);                             // ceil(5 / 2)
}

TEST_CASE("mw.witch: Example 2, one tile completes a witch road and a mage road", "[rulings][mw]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g = exampleTwo(e);
        g.placeTile("W", 0, 0, 0);
        CHECK(g.state.phase == Phase::Follower); // no symbol, the two roads stay apart
        const auto events = g.ok(Pass{});
        REQUIRE(scoreEvents(events).size() == 2);
        const ScoreEvent left = scoreOf(events, FeatureKind::Road, {-2, 0});
        const ScoreEvent right = scoreOf(events, FeatureKind::Road, {0, 0});
        CHECK(left.tiles == 3);
        CHECK(right.tiles == 5);
        CHECK(g.score(0) == 6); // left road, mage: 3 + 3
        CHECK(g.score(1) == 3); // right road, witch: ceil(5 / 2)
        CHECK_FALSE(g.state.figure(Mage).has_value());
        CHECK_FALSE(g.state.figure(Witch).has_value());
    }
}

TEST_CASE("mw.witch: an even value is halved exactly", "[rulings][mw]") {
    //   y=0: E90  F0  [E270]: 3 tiles, 1 coat of arms
    TestGame g;
    g.tile("E", -1, 0, 90).tile("F", 0, 0, 0).follower(0, 0, 0, "city W");
    g.figure(Witch, 0, 0, "city E");
    g.placeTile("E", 1, 0, 270);
    g.ok(Pass{});
    CHECK(g.score(0) == 4); // (3 + 1) x 2 = 8, halved: 4
}

// ---------------------------------------------------------------------------------------------
// mw.witch.inn-cathedral

TEST_CASE("mw.witch.inn-cathedral: valued with the inn or cathedral first, then halved",
          "[rulings][mw]") {
    SECTION("inn road, 3 tiles: 3") {
        TestGame g = innRoadThree(Witch);
        g.placeTile("A", 0, 1, 180);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(cites(s, "mw.witch.inn-cathedral"));
        CHECK(g.score(0) == 3); // 3 x 2 = 6, halved: 3 (halving first would give ceil(3/2) x 2 = 4)
    }
    SECTION("cathedral city, 5 tiles: 8") {
        TestGame g = cathedralFive(Witch);
        g.placeTile("E", 0, 1, 0);
        g.ok(Pass{});
        CHECK(g.score(0) == 8); // 5 x 3 = 15, ceil(15 / 2) = 8
    }
    SECTION("cathedral city, 7 tiles and 2 coats of arms: 14") {
        TestGame g = cathedralSeven(Witch);
        g.placeTile("E", 0, 1, 0);
        g.ok(Pass{});
        CHECK(g.score(0) == 14); // (7 + 2) x 3 = 27, ceil(27 / 2) = 14
    }
}

// ---------------------------------------------------------------------------------------------
// mw.return

TEST_CASE("mw.return: after its feature scores, the figure goes back and can return",
          "[rulings][mw]") {
    TestGame g = roadFour();
    g.figure(Mage, 0, 0, "road E").figure(Witch, -2, 0, "road W");
    g.follower(0, -1, 0, "road E");
    g.placeTile("W", 2, 0, 0);
    const auto events = g.ok(Pass{});
    const auto returned = eventsOf<FigureReturned>(events);
    REQUIRE(returned.size() == 1);
    CHECK(returned[0].figure == Mage);
    CHECK_FALSE(g.state.figure(Mage).has_value());
    CHECK(g.state.figure(Witch).has_value()); // on an open road: stays

    // Next turn, a magic tile: MW/CFC at 90 (F C F C) north of U(0,0): S=F | U N=F.
    g.placeTile("MW/CFC", 0, -1, 90);
    const auto moved =
        eventsOf<FigureMoved>(g.ok(rules::moveFigure(Mage, g.part(0, -1, "city E"))));
    REQUIRE(moved.size() == 1);
    CHECK_FALSE(moved[0].from.has_value()); // from the supply
}

// ---------------------------------------------------------------------------------------------
// mw.return.unoccupied

TEST_CASE("mw.return.unoccupied: a completed feature with a figure and no follower returns it",
          "[rulings][mw]") {
    TestGame g = roadFour();
    g.figure(Mage, 0, 0, "road E");
    g.placeTile("W", 2, 0, 0);
    const auto events = g.ok(Pass{});
    CHECK(scoreEvents(events).empty()); // nobody scores
    CHECK(eventsOf<FigureReturned>(events).size() == 1);
    CHECK_FALSE(g.state.figure(Mage).has_value());
}

// ---------------------------------------------------------------------------------------------
// mw.final

TEST_CASE("mw.final: at game end the figures modify the incomplete features", "[rulings][mw]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        // Road of 4 tiles, open at its east end.
        TestGame mage = roadFour(e);
        mage.figure(Mage, 0, 0, "road E").follower(0, -1, 0, "road E");
        const ScoreEvent s = onlyScore(mage.ok(EndGame{}));
        CHECK(cites(s, "mw.final"));
        CHECK(mage.score(0) == 8); // 4 x 1 + 4

        TestGame witch = roadFour(e);
        witch.figure(Witch, 0, 0, "road E").follower(0, -1, 0, "road E");
        witch.ok(EndGame{});
        CHECK(witch.score(0) == 2); // ceil(4 / 2)

        // City of 2 tiles and 1 coat of arms:  y=0: E90  F0   open on F's east side
        TestGame city(e);
        city.tile("E", -1, 0, 90).tile("F", 0, 0, 0).follower(0, 0, 0, "city W");
        TestGame cityWitch = city;
        city.figure(Mage, 0, 0, "city E");
        city.ok(EndGame{});
        CHECK(city.score(0) == 5); // (2 + 1) x 1 + 2
        cityWitch.figure(Witch, 0, 0, "city E");
        cityWitch.ok(EndGame{});
        CHECK(cityWitch.score(0) == 2); // ceil(3 / 2)
    }
}

// ---------------------------------------------------------------------------------------------
// mw.mage.incomplete-inn-cathedral

TEST_CASE("mw.mage.incomplete-inn-cathedral: 1 per tile at game end in C1 to C3", "[rulings][mw]") {
    for (Edition e : {Edition::C1, Edition::C2, Edition::C3}) {
        INFO(toString(e));
        TestGame road = openInnRoad(e, Mage);
        const ScoreEvent r = onlyScore(road.ok(EndGame{}));
        CHECK(cites(r, "mw.mage.incomplete-inn-cathedral"));
        CHECK(road.score(0) == 4); // inn: 4 -> 0, mage + 4 tiles = 4

        TestGame city = openCathedralCity(e, Mage);
        city.ok(EndGame{});
        CHECK(city.score(0) == 4); // cathedral: (4 + 2) -> 0, mage + 4 tiles (coats: nothing)
    }
}

// ---------------------------------------------------------------------------------------------
// mw.mage.incomplete-inn-cathedral.c31

TEST_CASE("mw.mage.incomplete-inn-cathedral.c31: in C3.1 the plain value plus 1 per tile",
          "[rulings][mw]") {
    TestGame road = openInnRoad(Edition::C3_1, Mage);
    const ScoreEvent r = onlyScore(road.ok(EndGame{}));
    CHECK(cites(r, "mw.mage.incomplete-inn-cathedral.c31"));
    CHECK(road.score(0) == 8); // 4 x 1 + 4

    TestGame city = openCathedralCity(Edition::C3_1, Mage);
    city.ok(EndGame{});
    CHECK(city.score(0) == 10); // (4 + 2) x 1 + 4
}

// ---------------------------------------------------------------------------------------------
// mw.witch.incomplete-inn-cathedral

TEST_CASE("mw.witch.incomplete-inn-cathedral: half of 0 in C1 to C3, half the plain value in C3.1",
          "[rulings][mw]") {
    for (Edition e : {Edition::C1, Edition::C2, Edition::C3}) {
        INFO(toString(e));
        TestGame road = openInnRoad(e, Witch);
        const ScoreEvent r = onlyScore(road.ok(EndGame{}));
        CHECK(r.points == 0); // ceil(0 / 2)
        TestGame city = openCathedralCity(e, Witch);
        city.ok(EndGame{});
        CHECK(city.score(0) == 0); // ceil(0 / 2)
    }
    TestGame road = openInnRoad(Edition::C3_1, Witch);
    const ScoreEvent r = onlyScore(road.ok(EndGame{}));
    CHECK(cites(r, "mw.witch.incomplete-inn-cathedral"));
    CHECK(road.score(0) == 2); // ceil(4 / 2)
    TestGame city = openCathedralCity(Edition::C3_1, Witch);
    city.ok(EndGame{});
    CHECK(city.score(0) == 3); // ceil((4 + 2) / 2)
}

// ---------------------------------------------------------------------------------------------
// mw.neutral

TEST_CASE("mw.neutral: a figure does not occupy a feature or stop a follower", "[rulings][mw]") {
    //   y=0: D  [U0]   one road, holding only the mage
    TestGame g = dAlone();
    g.figure(Mage, 0, 0, "road E");
    g.placeTile("U", 1, 0, 0);
    const auto legal = followerMoves(g.state);
    const NodeId road = g.state.board.root(g.part(1, 0, "road W"));
    CHECK(std::any_of(legal.begin(), legal.end(),
                      [&](const rules::Move& p) { return g.state.board.root(p.node) == road; }));
    g.ok(rules::placeFollower(g.part(1, 0, "road W")));
}

TEST_CASE("mw.neutral: a figure never counts for majority", "[rulings][mw]") {
    // The five-tile road: player 0 alone with a follower, the mage beside it.
    TestGame g = roadFour();
    g.figure(Mage, 0, 0, "road E").follower(0, -1, 0, "road E");
    CHECK(majority(g.state, g.part(0, 0, "road E")) == std::vector<PlayerIndex>{0});
    g.placeTile("W", 2, 0, 0);
    const ScoreEvent s = onlyScore(g.ok(Pass{}));
    REQUIRE(s.scorers.size() == 1);
    CHECK(s.scorers[0].player == 0);
}

// ---------------------------------------------------------------------------------------------
// mw.features

TEST_CASE("mw.features: figures go only on roads and cities", "[rulings][mw]") {
    //   y=-1: [MW/CFC 0]
    //   y=0:    D
    //   y=1:    B       cloister
    TestGame g = dAlone();
    g.tile("B", 0, 1);
    g.placeTile("MW/CFC", 0, -1, 0);
    CHECK(g.refused(rules::moveFigure(Mage, g.part(0, 0, "field ER"))) ==
          ErrorCode::MagicTargetNotRoadOrCity);
    CHECK(g.refused(rules::moveFigure(Witch, g.part(0, 1, "cloister"))) ==
          ErrorCode::MagicTargetNotRoadOrCity);
    for (const rules::Move& a : magicMoves(g.state)) {
        REQUIRE(a.kind == MoveKind::MoveFigure);
        const auto kind = g.state.board.feature(a.node).kind;
        CHECK((kind == FeatureKind::Road || kind == FeatureKind::City));
    }
    g.ok(rules::moveFigure(Mage, g.part(0, -1, "city N")));
}

TEST_CASE("mw.features: farmer scoring is unaffected by the figures", "[rulings][mw]") {
    //   y=-1: E180    closes D's city (2 tiles)
    //   y=0:   D      the witch and player 1 on the road; player 0's farmer north of it
    TestGame g = dAlone();
    g.tile("E", 0, -1, 180).figure(Witch, 0, 0, "road E");
    g.follower(0, 0, 0, "field EL").follower(1, 0, 0, "road W");
    g.ok(EndGame{});
    CHECK(g.score(0) == 3); // 1 completed city x 3, not halved
    CHECK(g.score(1) == 1); // road of 1 tile, witch: ceil(1 / 2) = 1
}

// ---------------------------------------------------------------------------------------------
// Out of scope

TEST_CASE("mw.bonus: out of scope, listed as such in the register", "[rulings][mw]") {
    const Ruling* r = findRuling("mw.bonus");
    REQUIRE(r != nullptr);
    CHECK(r->basis == RulingBasis::OutOfScope);
}

TEST_CASE("mw.c1.crop-circle: out of scope, listed as such in the register", "[rulings][mw]") {
    const Ruling* r = findRuling("mw.c1.crop-circle");
    REQUIRE(r != nullptr);
    CHECK(r->basis == RulingBasis::OutOfScope);
}
