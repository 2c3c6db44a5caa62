// One test case per base-game ruling of the register (../shared/reference/rulings.md), named
// after the ruling id. Every expected number is worked out from the rule text in a comment.
//
// Tile geometry (tiles.md): x grows east, y grows SOUTH, rotation is clockwise; under a quarter
// turn the N side goes to E. Edge patterns are N E S W at rotation 0; a tile turned r quarter
// turns shows on board side s what its rotation-0 side (s - r) shows. Letters used here:
//   A BA/LR   F F R F  cloister, road S          B BA/L    F F F F  cloister
//   C BA/Cccc+ C C C C city, coat of arms        D BA/RCr  C R F R  city N, road W-E
//   E BA/C    C F F F  city N                    F BA/CFc+ F C F C  city W-E, coat of arms
//   L BA/CRRR C R R R  city N, roads E S W end   R BA/Ccc  C C F C  city N E W
//   U BA/RFr  F R F R  road W-E                  V BA/Rr   F F R R  road W-S
//   W BA/RRR  F R R R  roads E, S, W end on the tile (junction)
// Rotated forms used below (N E S W):
//   E90 F C F F (city E)   E180 F F C F (city S)   E270 F F F C (city W)
//   A90 F F F R (road W)   A180 R F F F (road N)   A270 F R F F (road E)
//   V90 R F F R (road N-W) V270 F R R F (road E-S)
#include "board_builder.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace carcassonne;
using namespace carcassonne::testing;

namespace {

PlaceTile tileMove(std::string_view name, int x, int y, int degrees = 0) {
    return PlaceTile{*tileCatalog().find(name), {x, y}, *Rotation::fromDegrees(degrees)};
}

template <typename T>
std::vector<T> eventsOf(const Events& events) {
    std::vector<T> out;
    for (const auto& e : events)
        if (auto p = std::get_if<T>(&e)) out.push_back(*p);
    return out;
}

// The points a player gets from one score event (0 when the player is not in the majority).
int pointsOf(const ScoreEvent& e, int player) {
    for (const auto& s : e.scorers)
        if (s.player == player) return s.points;
    return 0;
}

bool isScorer(const ScoreEvent& e, int player) {
    return std::any_of(e.scorers.begin(), e.scorers.end(),
                       [&](const PlayerPoints& s) { return s.player == player; });
}

// A three-tile city with one coat of arms (base.city, base.field):
//   x:    -1    0    1
//   y=0: E90   F0  E270      E90 E=C | F W=C; F E=C | E270 W=C.
TestGame threeTileCity(const RuleSet& rules) {
    TestGame g(rules);
    g.tile("E", -1, 0, 90).tile("F", 0, 0, 0).tile("E", 1, 0, 270);
    return g;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// base.place.match

TEST_CASE("base.place.match: a played tile touches the board and matches each shared side",
          "[rulings][base]") {
    TestGame g;
    g.tile("D", 0, 0); // D R0: N=C E=R S=F W=R
    // U at 90 shows F on its W side, D shows R on its E side.
    CHECK(g.refused(tileMove("U", 1, 0, 90)) == ErrorCode::EdgeMismatch);
    CHECK(g.refused(tileMove("U", 3, 3, 0)) == ErrorCode::TileNotAdjacent);
    CHECK(g.refused(tileMove("U", 0, 0, 0)) == ErrorCode::PositionOccupied);
    // U at 0 (F R F R): W=R meets D's E=R. Any rotation that matches is fine: U at 180 too.
    CHECK(g.state.board.canPlace(tileCatalog().at(g.tileId("U")), {1, 0}, Rotation{2}).ok());
    g.placeTile("U", 1, 0, 0);
    CHECK(g.state.board.size() == 2);
}

TEST_CASE("base.place.match: every shared side must match, not just one", "[rulings][base]") {
    //   x:     0      1
    //   y=-1: E180   [?]
    //   y=0:   D      U
    // The square (1,-1) touches E180 (its E side shows F) and U (its N side shows F).
    TestGame g;
    g.tile("D", 0, 0).tile("U", 1, 0, 0).tile("E", 0, -1, 180);
    // E at 180 (F F C F): W=F matches, S=C against U's N=F does not.
    CHECK(g.refused(tileMove("E", 1, -1, 180)) == ErrorCode::EdgeMismatch);
    // E at 270 (F F F C): S=F matches, W=C against E180's E=F does not.
    CHECK(g.refused(tileMove("E", 1, -1, 270)) == ErrorCode::EdgeMismatch);
    // E at 90 (F C F F): W=F and S=F both match.
    g.placeTile("E", 1, -1, 90);
}

// ---------------------------------------------------------------------------------------------
// base.place.discard

TEST_CASE("base.place.discard: a tile that fits nowhere is removed and the player draws again",
          "[rulings][base]") {
    // C (city on all four sides) alone: every free square next to it needs a city side.
    // B (F F F F) shows fields in every rotation, so it fits nowhere.
    TestGame g;
    g.tile("C", 0, 0);
    const TileTypeId b = g.tileId("B");
    CHECK(placementsOf(g.state, b).empty());
    CHECK(g.refused(tileMove("B", 1, 0, 0)) == ErrorCode::EdgeMismatch);
    const auto events = g.ok(DiscardTile{b});
    CHECK(eventsOf<TileDiscarded>(events).size() == 1);
    CHECK(g.state.phase == Phase::Tile); // draws again: still the tile step
    CHECK(g.state.current == 0);         // of the same player
    // Removed from the game: C2/C3 have 4 copies of B (basic:2); after 4 discards none is left.
    g.ok(DiscardTile{b});
    g.ok(DiscardTile{b});
    g.ok(DiscardTile{b});
    CHECK(g.refused(DiscardTile{b}) == ErrorCode::TileExhausted); // 4 used of 4
}

TEST_CASE("base.place.discard: a tile that fits somewhere may not be discarded",
          "[rulings][base]") {
    // E at 180 (city S) fits north of C (C's N side is a city).
    TestGame g;
    g.tile("C", 0, 0);
    CHECK(g.refused(DiscardTile{g.tileId("E")}) == ErrorCode::TilePlaceable);
}

// ---------------------------------------------------------------------------------------------
// base.meeple.place

TEST_CASE("base.meeple.place: one follower on an unoccupied feature of the placed tile",
          "[rulings][base]") {
    //   x:    0    1
    //   y=0:  D   [U0]     U's W=R meets D's E=R: one road over both tiles.
    TestGame g;
    g.tile("D", 0, 0).follower(0, 0, 0, "road E").turnOf(1);
    g.placeTile("U", 1, 0, 0);
    // The road already holds player 0's follower.
    CHECK(g.refused(rules::placeFollower(g.part(1, 0, "road W"))) == ErrorCode::FeatureOccupied);
    // D is not the tile placed this turn.
    CHECK(g.refused(rules::placeFollower(g.part(0, 0, "city N"))) == ErrorCode::NotOnPlacedTile);
    // U has road, north field, south field; the road is occupied: 2 fields x (normal, large) = 4.
    const auto legal = followerMoves(g.state);
    CHECK(legal.size() == 4);
    // A farmer on U's north field (joined with D's empty north field) is fine.
    const auto events = g.ok(rules::placeFollower(g.part(1, 0, "field NL")));
    CHECK(eventsOf<FollowerPlaced>(events).size() == 1);
    // One follower only: the turn is over.
    CHECK(g.refused(rules::placeFollower(g.part(1, 0, "field SL"))) == ErrorCode::TileExpected);
}

// ---------------------------------------------------------------------------------------------
// base.meeple.supply

TEST_CASE("base.meeple.supply: seven followers each, none left means none placed",
          "[rulings][base]") {
    TestGame g;
    g.tile("D", 0, 0);
    CHECK(g.state.players[0].inSupply[FollowerKind::Normal] == 7);
    CHECK(g.state.players[1].inSupply[FollowerKind::Normal] == 7);
    // A set-up with all seven of player 0's followers on D's road.
    for (int i = 0; i < 7; ++i)
        g.follower(0, 0, 0, "road E");
    CHECK(g.state.players[0].inSupply[FollowerKind::Normal] == 0); // 7 - 7
    g.placeTile("B", 0, 1, 0);                                     // D's S=F, B all F
    CHECK(g.refused(rules::placeFollower(g.part(0, 1, "cloister"))) == ErrorCode::NoFollowerLeft);
    // The large follower (Inns & Cathedrals) is a supply of its own.
    g.ok(rules::placeFollower(g.part(0, 1, "cloister"), FollowerKind::Large));
}

// ---------------------------------------------------------------------------------------------
// base.score.when

TEST_CASE("base.score.when: scoring follows the follower step, also for a follower placed now",
          "[rulings][base]") {
    //   y=-1: [E180]   city S meets D's city N: a closed city of two tiles
    //   y=0:    D
    TestGame g;
    g.tile("D", 0, 0);
    const auto placed = g.placeTile("E", 0, -1, 180);
    CHECK(scoreEvents(placed).empty()); // nothing scored at the tile step
    CHECK(g.state.phase == Phase::Follower);
    CHECK(g.score(0) == 0);
    const auto events = g.ok(rules::placeFollower(g.part(0, -1, "city S")));
    const auto scored = scoreEvents(events);
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].points == 4); // 2 tiles x 2 = 4
    CHECK(g.score(0) == 4);
    CHECK(eventsOf<FollowerReturned>(events).size() == 1);
    CHECK(g.state.followers.empty());
    CHECK(g.state.players[0].inSupply[FollowerKind::Normal] == 7); // 7 - 1 placed + 1 returned
}

TEST_CASE("base.score.when: every feature the tile completes is scored", "[rulings][base]") {
    //   x:     -1      0      1
    //   y=-1:   .    E180   E180
    //   y=0:   W0      D    [L0]
    // L (C R R R) at 0: W=R closes D's road (W's E arm ends at its junction): road of 3 tiles;
    // N=C meets E180(1,-1) S=C: city of 2 tiles. E180(0,-1) E=F | E180(1,-1) W=F.
    TestGame g;
    g.tile("D", 0, 0).tile("W", -1, 0, 0).tile("E", 0, -1, 180).tile("E", 1, -1, 180);
    g.follower(0, 0, 0, "road W").follower(1, 1, -1, "city S");
    g.placeTile("L", 1, 0, 0);
    const auto scored = scoreEvents(g.ok(Pass{}));
    REQUIRE(scored.size() == 2);
    CHECK(g.score(0) == 3); // road: 3 tiles x 1 = 3
    CHECK(g.score(1) == 4); // city: 2 tiles x 2 = 4
    CHECK(g.state.followers.empty());
}

TEST_CASE("base.score.when: an incomplete feature is not scored during the game",
          "[rulings][base]") {
    //   y=0: D  [U0]   the road W-E stays open at both ends
    TestGame g;
    g.tile("D", 0, 0).follower(0, 0, 0, "road E").turnOf(1);
    g.placeTile("U", 1, 0, 0);
    CHECK(scoreEvents(g.ok(Pass{})).empty());
    CHECK(g.score(0) == 0);
    CHECK(g.state.followers.size() == 1);
}

// ---------------------------------------------------------------------------------------------
// base.score.majority

TEST_CASE("base.score.majority: only the player with most followers scores", "[rulings][base]") {
    TestGame g = crossCity();
    g.follower(0, -1, 0, "city E").follower(0, 0, -1, "city S").follower(1, 1, 0, "city W");
    g.turnOf(1).placeTile("R", 0, 0, 0);
    const auto scored = scoreEvents(g.ok(Pass{}));
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].tiles == 4);
    CHECK(scored[0].scorers.size() == 1);
    CHECK_FALSE(isScorer(scored[0], 1));
    CHECK(g.score(0) == 8); // 2 followers against 1: (4 tiles + 0 coats) x 2 = 8
    CHECK(g.score(1) == 0); // minority scores nothing
    CHECK(g.state.followers.empty());
}

TEST_CASE("base.score.majority: tied players all score in full", "[rulings][base]") {
    TestGame g = crossCity();
    g.follower(0, -1, 0, "city E").follower(1, 1, 0, "city W");
    g.placeTile("R", 0, 0, 0);
    const auto scored = scoreEvents(g.ok(Pass{}));
    REQUIRE(scored.size() == 1);
    CHECK(pointsOf(scored[0], 0) == 8); // 1 against 1: each (4 + 0) x 2 = 8
    CHECK(pointsOf(scored[0], 1) == 8);
    CHECK(g.score(0) == 8);
    CHECK(g.score(1) == 8);
}

// ---------------------------------------------------------------------------------------------
// base.score.tiles

TEST_CASE("base.score.tiles: a road through one tile twice counts that tile once",
          "[rulings][base]") {
    // IC/RrRr (R R R R) has two road segments: N-W and S-E. A loop joins them:
    //
    //   x:     -1        0        1
    //   y=-1:   .      V270      V0
    //   y=0:  A270   IC/RrRr     V90
    //   y=1:    .     [A180]      .
    //
    // A270 road E | RrRr W arm (N-W) | N | V270 (road E-S) S | ... V270 E | V0 (W-S) W;
    // V0 S | V90 (N-W) N; V90 W | RrRr E arm (S-E) | S | A180 (road N) N.
    // Both ends stop at cloisters: the road is complete.
    TestGame g;
    g.tile("IC/RrRr", 0, 0).tile("V", 0, -1, 270).tile("V", 1, -1, 0).tile("V", 1, 0, 90);
    g.tile("A", -1, 0, 270).follower(0, 0, 0, "road N");
    CHECK(g.state.board.feature(g.part(0, 0, "road N")).tileCount == 5);
    g.placeTile("A", 0, 1, 180);
    const auto scored = scoreEvents(g.ok(Pass{}));
    REQUIRE(scored.size() == 1);
    // Tiles (-1,0) (0,0) (0,-1) (1,-1) (1,0) (0,1): 6 distinct, (0,0) crossed twice counts once.
    CHECK(scored[0].tiles == 6);
    CHECK(g.score(0) == 6); // 6 x 1
}

// ---------------------------------------------------------------------------------------------
// base.road

TEST_CASE("base.road: a completed road scores 1 per tile", "[rulings][base]") {
    //   y=0: W0  D  [W0]   W's E arm and the new W's W arm both end at their junctions
    TestGame g;
    g.tile("W", -1, 0, 0).tile("D", 0, 0).follower(0, 0, 0, "road E");
    g.placeTile("W", 1, 0, 0);
    const auto scored = scoreEvents(g.ok(Pass{}));
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].complete);
    CHECK(g.score(0) == 3); // 3 tiles x 1
}

TEST_CASE("base.road: an incomplete road scores 1 per tile at game end", "[rulings][base]") {
    //   y=0: W0  D     the road runs on past D's east side
    TestGame g;
    g.tile("W", -1, 0, 0).tile("D", 0, 0).follower(0, 0, 0, "road E");
    const auto scored = scoreEvents(g.ok(EndGame{}));
    REQUIRE(scored.size() == 1);
    CHECK_FALSE(scored[0].complete);
    CHECK(g.score(0) == 2); // 2 tiles x 1
}

// ---------------------------------------------------------------------------------------------
// base.city

TEST_CASE("base.city: a completed city scores 2 per tile and 2 per coat of arms",
          "[rulings][base]") {
    //   y=0: E90  F0  [E270]
    TestGame g;
    g.tile("E", -1, 0, 90).tile("F", 0, 0, 0).follower(0, 0, 0, "city W");
    g.placeTile("E", 1, 0, 270);
    const auto scored = scoreEvents(g.ok(Pass{}));
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].tiles == 3);
    CHECK(scored[0].pennants == 1);
    CHECK(g.score(0) == 8); // (3 tiles + 1 coat) x 2
}

TEST_CASE("base.city: an incomplete city scores 1 per tile and coat of arms at game end",
          "[rulings][base]") {
    //   y=0: E90  F0     open on F's east side
    TestGame g;
    g.tile("E", -1, 0, 90).tile("F", 0, 0, 0).follower(0, 0, 0, "city W");
    const auto scored = scoreEvents(g.ok(EndGame{}));
    REQUIRE(scored.size() == 1);
    CHECK(g.score(0) == 3); // (2 tiles + 1 coat) x 1
}

// ---------------------------------------------------------------------------------------------
// base.city.tiny

TEST_CASE("base.city.tiny: with the switch on, a completed two-tile city scores 1 per tile",
          "[rulings][base]") {
    RuleSet rules = defaultRules(Edition::C1);
    REQUIRE(setSwitch(rules, "tiny-city", "on").ok());
    //   y=-1: [E180]
    //   y=0:    D
    TestGame g(rules);
    g.tile("D", 0, 0).follower(0, 0, 0, "city N");
    g.placeTile("E", 0, -1, 180);
    g.ok(Pass{});
    CHECK(g.score(0) == 2); // tiny city: 2 tiles x 1 = 2 (instead of 4)

    // Only exactly two tiles: the three-tile city E90 F E270 still scores 2 per tile and coat.
    TestGame h(rules);
    h.tile("E", -1, 0, 90).tile("F", 0, 0, 0).follower(0, 0, 0, "city E");
    h.placeTile("E", 1, 0, 270);
    h.ok(Pass{});
    CHECK(h.score(0) == 8); // (3 + 1) x 2
}

TEST_CASE("base.city.tiny: off in every edition profile", "[rulings][base]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g(e);
        g.tile("D", 0, 0).follower(0, 0, 0, "city N");
        g.placeTile("E", 0, -1, 180);
        g.ok(Pass{});
        CHECK(g.score(0) == 4); // 2 tiles x 2
    }
}

// ---------------------------------------------------------------------------------------------
// base.cloister

TEST_CASE("base.cloister: a surrounded cloister scores 9", "[rulings][base]") {
    //   x:     -1     0      1
    //   y=-1:   B    E0      B        every edge facing another ring tile or the centre is F:
    //   y=0:  E270  (B)    E90        the E tiles turn their city outwards,
    //   y=1:  [A0]  E180    A0        the A tiles their road (S) outwards.
    // B(-1,-1) E=F | E0 W=F; E0 E=F | B(1,-1) W=F; B(1,-1) S=F | E90 N=F; E90 S=F | A0 N=F;
    // A0(1,1) W=F | E180 E=F; E180 W=F | A0(-1,1) E=F; A0(-1,1) N=F | E270 S=F;
    // E270 N=F | B(-1,-1) S=F.
    TestGame g;
    g.tile("B", 0, 0).follower(0, 0, 0, "cloister");
    g.tile("E", 0, -1, 0).tile("B", -1, -1).tile("B", 1, -1).tile("E", 1, 0, 90);
    g.tile("A", 1, 1, 0).tile("E", 0, 1, 180).tile("E", -1, 0, 270);
    CHECK_FALSE(g.state.board.isComplete(g.part(0, 0, "cloister"))); // 7 of 8 neighbours
    g.placeTile("A", -1, 1, 0);
    const auto scored = scoreEvents(g.ok(Pass{}));
    REQUIRE(scored.size() == 1);
    CHECK(scored[0].kind == FeatureKind::Cloister);
    CHECK(g.score(0) == 9); // 8 neighbours + itself = 9
}

TEST_CASE("base.cloister: at game end 1 plus 1 per neighbouring tile", "[rulings][base]") {
    // The ring above with only four of the eight neighbours, one of them diagonal:
    //   y=-1:   B    E0      B
    //   y=0:         (B)    E90
    TestGame g;
    g.tile("B", 0, 0).follower(0, 0, 0, "cloister");
    g.tile("E", 0, -1, 0).tile("B", -1, -1).tile("B", 1, -1).tile("E", 1, 0, 90);
    const auto scored = scoreEvents(g.ok(EndGame{}));
    REQUIRE(scored.size() == 1);
    CHECK(g.score(0) == 5); // 1 + 4 neighbours (diagonals count)
}

// ---------------------------------------------------------------------------------------------
// base.field

TEST_CASE("base.field: a farmer scores 3 per completed city bordering the field",
          "[rulings][base]") {
    //   x:      0      1
    //   y=-2:   .    E180      city B: E0(1,-1) N=C | E180(1,-2) S=C, complete (2 tiles)
    //   y=-1: E180    E0       city A: E180(0,-1) S=C | D N=C, complete (2 tiles)
    //   y=0:    D      U0
    // One field north of the road: D [EL WR] + U [WR NL NR EL] + E0(1,-1) [its E S W halves]
    // + E180(0,-1) [its N E W halves]; it borders city A (on D and E180) and city B (on E0).
    // E180(0,-1) E=F | E0 W=F; E0 S=F | U N=F; D E=R | U W=R.
    TestGame g;
    g.tile("D", 0, 0).tile("E", 0, -1, 180).tile("U", 1, 0, 0).tile("E", 1, -1, 0);
    g.tile("E", 1, -2, 180);
    g.follower(0, 0, 0, "field EL"); // north field
    g.follower(1, 0, 0, "field SL"); // south field: borders no city
    const auto scored = scoreEvents(g.ok(EndGame{}));
    REQUIRE(scored.size() == 2);
    CHECK(g.score(0) == 6); // 2 completed cities x 3
    CHECK(g.score(1) == 0); // 0 cities x 3
}

TEST_CASE("base.field: each field is scored alone", "[rulings][base]") {
    // E90 F0 E270: the city W-E (complete) separates F's north field from its south field.
    TestGame g = threeTileCity(defaultRules(Edition::C3));
    g.follower(0, 0, 0, "field NL").follower(1, 0, 0, "field SL");
    const auto scored = scoreEvents(g.ok(EndGame{}));
    REQUIRE(scored.size() == 2);
    CHECK(g.score(0) == 3); // north field: 1 city x 3
    CHECK(g.score(1) == 3); // south field: the same city again, 1 x 3
}

TEST_CASE("base.field: a field next to an incomplete city scores nothing", "[rulings][base]") {
    TestGame g;
    g.tile("D", 0, 0).follower(0, 0, 0, "field EL"); // D's city N is open
    g.ok(EndGame{});
    CHECK(g.score(0) == 0); // 0 completed cities x 3
}

// ---------------------------------------------------------------------------------------------
// base.field.old

TEST_CASE("base.field.old: 3-per-city-once scores each city at most once per player",
          "[rulings][base]") {
    // E90 F0 E270: player 0 has farmers on both of F's fields, which border the one city.
    RuleSet once = defaultRules(Edition::C1);
    REQUIRE(setSwitch(once, "farmers", "3-per-city-once").ok());
    TestGame g = threeTileCity(once);
    g.follower(0, 0, 0, "field NL").follower(0, 0, 0, "field SL");
    g.ok(EndGame{});
    CHECK(g.score(0) == 3); // the city once: 1 x 3

    TestGame plain = threeTileCity(defaultRules(Edition::C1));
    plain.follower(0, 0, 0, "field NL").follower(0, 0, 0, "field SL");
    plain.ok(EndGame{});
    CHECK(plain.score(0) == 6); // default 3-per-city: each field alone, 3 + 3
}

TEST_CASE("base.field.old: 4-per-city gives each city to the farmer majority around it",
          "[rulings][base]") {
    // E90 F0 E270. Player 0: F's north field and E90's field; player 1: F's south field.
    // All three fields border the one completed city: 2 farmers against 1.
    RuleSet four = defaultRules(Edition::C1);
    REQUIRE(setSwitch(four, "farmers", "4-per-city").ok());
    TestGame g = threeTileCity(four);
    g.follower(0, 0, 0, "field NL").follower(1, 0, 0, "field SL");
    g.follower(0, -1, 0, "field NL");
    g.ok(EndGame{});
    CHECK(g.score(0) == 4); // majority around the city: 4
    CHECK(g.score(1) == 0);

    TestGame plain = threeTileCity(defaultRules(Edition::C1));
    plain.follower(0, 0, 0, "field NL").follower(1, 0, 0, "field SL");
    plain.follower(0, -1, 0, "field NL");
    plain.ok(EndGame{});
    CHECK(plain.score(0) == 6); // default: two fields, 3 + 3
    CHECK(plain.score(1) == 3); // one field, 3
}

// ---------------------------------------------------------------------------------------------
// base.final

TEST_CASE("base.final: incomplete roads, cities and cloisters with followers, then fields",
          "[rulings][base]") {
    //   y=0: D     road W-E (1 tile), city N (1 tile), both open
    //   y=1: B     cloister with 1 neighbour (D)
    TestGame g;
    g.tile("D", 0, 0).tile("B", 0, 1);
    g.follower(0, 0, 0, "road E").follower(1, 0, 0, "city N");
    g.follower(0, 0, 1, "cloister").follower(1, 0, 0, "field EL");
    const auto events = g.ok(EndGame{});
    const auto scored = scoreEvents(events);
    REQUIRE(scored.size() == 4);
    CHECK(scored.back().kind == FeatureKind::Field); // fields last
    for (std::size_t i = 0; i + 1 < scored.size(); ++i)
        CHECK(scored[i].kind != FeatureKind::Field);
    CHECK(g.score(0) == 3); // road 1 x 1 = 1, cloister 1 + 1 neighbour = 2: 1 + 2
    CHECK(g.score(1) == 1); // city (1 tile + 0 coats) x 1 = 1; field: 0 completed cities x 3
    CHECK(eventsOf<GameEnded>(events).size() == 1);
    CHECK(g.state.phase == Phase::Over);
}

TEST_CASE("base.final: features without followers are not scored, and the game stays over",
          "[rulings][base]") {
    TestGame g;
    g.tile("D", 0, 0).tile("B", 0, 1);
    CHECK(scoreEvents(g.ok(EndGame{})).empty());
    CHECK(g.score(0) == 0);
    CHECK(g.refused(EndGame{}) == ErrorCode::GameOver);
    CHECK(g.refused(tileMove("E", 0, -1, 180)) == ErrorCode::GameOver);
}
