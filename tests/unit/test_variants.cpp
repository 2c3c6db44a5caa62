// The variants as switches: farmers: off (base.farmers.off), inns: off (ic.inns.off) and
// cathedrals: off (ic.cathedrals.off); and where each ruling of the register holds (holdsIn).
// Every expected number is worked out in a comment.
//
// Letters (tiles.md; N E S W at rotation 0):
//   E BA/C     C F F F  city N          F BA/CFc+  F C F C  city W-E, coat of arms
//   U BA/RFr   F R F R  road W-E        W BA/RRR   F R R R  junction, roads E S W end
//   A BA/LR    F F R F  cloister, road S
//   IC/Rr.i    F F R R  road W-S, inn   IC/Cccc.c  C C C C  city with cathedral
//   E90 F C F F (city E)   E180 F F C F (city S)   E270 F F F C (city W)   A180 R F F F (road N)
#include "board_builder.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace carcassonne;
using namespace carcassonne::testing;

namespace {

RuleSet with(Edition e, std::string_view name, std::string_view value) {
    RuleSet rules = defaultRules(e);
    REQUIRE(setSwitch(rules, name, value).ok());
    return rules;
}

bool offersField(const TestGame& g) {
    const auto options = followerMoves(g.state);
    return std::any_of(options.begin(), options.end(), [&](const rules::Move& p) {
        return g.state.board.feature(p.node).kind == FeatureKind::Field;
    });
}

// The inn road of three tiles, closed by A180 at (0,1) (as in test_rulings_inns_cathedrals):
//   y=0: W0 (-1,0), IC/Rr.i 0 (0,0) with the follower on its road W; y=1: [A180] at (0,1).
TestGame innRoadThree(const RuleSet& rules) {
    TestGame g(rules);
    g.tile("W", -1, 0, 0).tile("IC/Rr.i", 0, 0, 0).follower(0, 0, 0, "road W");
    return g;
}

// The cathedral city of five tiles, closed by E0 at (0,1):
//   y=-1: E180 (0,-1); y=0: E90 (-1,0), IC/Cccc.c (0,0), E270 (1,0).
TestGame cathedralFive(const RuleSet& rules) {
    TestGame g(rules);
    g.tile("IC/Cccc.c", 0, 0).tile("E", 0, -1, 180).tile("E", 1, 0, 270).tile("E", -1, 0, 90);
    g.follower(0, 0, 0, "city N");
    return g;
}

} // namespace

TEST_CASE("the variants are on in every edition and named switches") {
    for (Edition e : kEditions) {
        const RuleSet rules = defaultRules(e);
        CHECK(rules.farmers != FarmerScoring::Off);
        CHECK(rules.inns);
        CHECK(rules.cathedrals);
        CHECK(switchValue(rules, "inns") == "on");
        CHECK(switchValue(rules, "cathedrals") == "on");
    }
    RuleSet rules = defaultRules(Edition::C2);
    REQUIRE(setSwitch(rules, "farmers", "off").ok());
    CHECK(rules.farmers == FarmerScoring::Off);
    REQUIRE(setSwitch(rules, "inns", "off").ok());
    CHECK_FALSE(rules.inns);
    REQUIRE(setSwitch(rules, "cathedrals", "off").ok());
    CHECK_FALSE(rules.cathedrals);
    CHECK_FALSE(setSwitch(rules, "inns", "none").ok());
    for (std::string_view name : {"farmers", "inns", "cathedrals"})
        CHECK(findSwitch(name) != nullptr);
}

TEST_CASE("base.farmers.off: no follower option on a field, a farmer is refused",
          "[rulings][base]") {
    // E180 at (0,-1) above D: its city S closes D's cap; its field (N, E, W sides) is alone.
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame off(with(e, "farmers", "off"), 2, ExpansionSet{});
        off.tile("D", 0, 0);
        off.placeTile("E", 0, -1, 180);
        CHECK_FALSE(offersField(off));
        CHECK(followerMoves(off.state).size() == 1); // city S, normal follower only
        CHECK(off.refused(rules::placeFollower(off.part(0, -1, "field NL"),
                                               FollowerKind::Normal)) == ErrorCode::FarmersOff);
        // The city is still a legal follower: D's cap + E's cap = 2 tiles, 2 x 2 = 4.
        off.ok(rules::placeFollower(off.part(0, -1, "city S"), FollowerKind::Normal));
        CHECK(off.score(0) == 4);

        // The neighbouring case: with farmers the field is an option and is accepted.
        TestGame on(defaultRules(e), 2, ExpansionSet{});
        on.tile("D", 0, 0);
        on.placeTile("E", 0, -1, 180);
        CHECK(offersField(on));
        CHECK(followerMoves(on.state).size() == 2);
        on.ok(rules::placeFollower(on.part(0, -1, "field NL"), FollowerKind::Normal));
        on.ok(EndGame{});
        CHECK(on.score(0) == 3); // the field borders the one completed city: 1 x 3
    }
}

TEST_CASE("base.farmers.off: a set-up with a follower on a field is refused", "[rulings][base]") {
    TestGame g(with(Edition::C3, "farmers", "off"), 2, ExpansionSet{});
    g.tile("D", 0, 0);
    const Status placed = setupFollower(g.state, 0, g.part(0, 0, "field EL"), FollowerKind::Normal);
    REQUIRE_FALSE(placed.ok());
    CHECK(placed.error().code == ErrorCode::InvalidSetup);
    CHECK(setupFollower(g.state, 0, g.part(0, 0, "road E"), FollowerKind::Normal).ok());
}

TEST_CASE("ic.inns.off: an inn road scores plain, complete or not, in every edition",
          "[rulings][ic]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g = innRoadThree(with(e, "inns", "off"));
        g.placeTile("A", 0, 1, 180);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.complete);
        CHECK(s.base == 3);                              // 3 tiles x 1
        CHECK(modifierDelta(s, ModifierKind::Inn) == 0); // no inn modifier
        CHECK(g.score(0) == 3);                          // not 6
        CHECK(cites(s, "ic.inns.off"));

        // Open: W0, IC/Rr.i: 2 tiles at game end, 1 each (not 0 in C1-C3).
        TestGame open = innRoadThree(with(e, "inns", "off"));
        const ScoreEvent f = onlyScore(open.ok(EndGame{}));
        CHECK_FALSE(f.complete);
        CHECK(f.points == 2);
        CHECK(cites(f, "ic.inns.off"));
    }
}

TEST_CASE("ic.inns.off: the mage and the witch act on the plain value", "[rulings][ic]") {
    // The open inn road of two tiles (W0's E arm, IC/Rr.i) at game end in C1: plain 2.
    // Mage: 2 + 2 per tile = 4 (with inns, C1: 0 + 2 = 2). Witch: ceil(2 / 2) = 1.
    TestGame mage = innRoadThree(with(Edition::C1, "inns", "off"));
    mage.figure(MagicFigure::Mage, 0, 0, "road W");
    onlyScore(mage.ok(EndGame{}));
    CHECK(mage.score(0) == 4);
    TestGame witch = innRoadThree(with(Edition::C1, "inns", "off"));
    witch.figure(MagicFigure::Witch, 0, 0, "road W");
    onlyScore(witch.ok(EndGame{}));
    CHECK(witch.score(0) == 1);
}

TEST_CASE("ic.cathedrals.off: a cathedral city scores plain, complete or not", "[rulings][ic]") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        TestGame g = cathedralFive(with(e, "cathedrals", "off"));
        g.placeTile("E", 0, 1, 0);
        const ScoreEvent s = onlyScore(g.ok(Pass{}));
        CHECK(s.complete);
        CHECK(s.base == 10); // 5 tiles x 2
        CHECK(modifierDelta(s, ModifierKind::Cathedral) == 0);
        CHECK(g.score(0) == 10); // not 15
        CHECK(cites(s, "ic.cathedrals.off"));

        // Open (the S side of the cathedral): 4 tiles at game end, 1 each (not 0 in C1-C3).
        TestGame open = cathedralFive(with(e, "cathedrals", "off"));
        const ScoreEvent f = onlyScore(open.ok(EndGame{}));
        CHECK_FALSE(f.complete);
        CHECK(f.points == 4);
    }
}

TEST_CASE("inns: off leaves the cathedrals alone and the other way round", "[rulings][ic]") {
    TestGame g = cathedralFive(with(Edition::C3, "inns", "off"));
    g.placeTile("E", 0, 1, 0);
    onlyScore(g.ok(Pass{}));
    CHECK(g.score(0) == 15); // 5 tiles x 3
    TestGame r = innRoadThree(with(Edition::C3, "cathedrals", "off"));
    r.placeTile("A", 0, 1, 180);
    onlyScore(r.ok(Pass{}));
    CHECK(r.score(0) == 6); // 3 tiles x 2
}

TEST_CASE("holdsIn reads the editions of a register row") {
    const auto holds = [](std::string_view id, Edition e) { return holdsIn(*findRuling(id), e); };
    for (Edition e : kEditions) {
        CHECK(holds("base.road", e));
        CHECK_FALSE(holds("base.farmers.off", e)); // a switch: no edition's default
        CHECK_FALSE(holds("mw.bonus", e));         // out of scope
    }
    CHECK(holds("ic.inn.incomplete", Edition::C3));
    CHECK_FALSE(holds("ic.inn.incomplete", Edition::C3_1));
    CHECK(holds("ic.crossroads.stubs.c31", Edition::C3_1));
    CHECK_FALSE(holds("ic.crossroads.stubs.c31", Edition::C1));
    CHECK(holds("mw.c1.crop-circle", Edition::C1) == false); // out of scope
    // Every modelled ruling holds somewhere: its editions text is one holdsIn can read.
    for (const Ruling& r : allRulings()) {
        if (r.basis == RulingBasis::Switch || r.basis == RulingBasis::OutOfScope) continue;
        INFO(r.id);
        CHECK(std::any_of(kEditions.begin(), kEditions.end(),
                          [&](Edition e) { return holdsIn(r, e); }));
    }
}

TEST_CASE("mw.rescue and ic.crossroads.stubs.c31 in the register") {
    CHECK(findRuling("mw.rescue")->basis == RulingBasis::Publisher);
    const Ruling* stubs = findRuling("ic.crossroads.stubs.c31");
    REQUIRE(stubs != nullptr);
    CHECK(stubs->basis == RulingBasis::Secondary);
    CHECK(stubs->editions == "C3.1");
}
