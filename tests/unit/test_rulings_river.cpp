// One test case per River ruling of the register (river.*), named after the ruling id. Every
// expected number is worked out from the rule text and the tiles in a comment.
//
// Tile geometry (tiles.md): x grows east, y grows SOUTH, rotation is clockwise; a tile turned r
// quarter turns shows on board side s what its rotation-0 side (s - r) shows. Edges N E S W at
// rotation 0, I a river side. River tiles used here (JCloisterZone's river.xml):
//   RI/s       F I F F  the spring (C1, C2), river E      RI.3/s   R I R F  C3's spring
//   RI.1/I.e   F F F I  the lake, river W                 RI.1/IFI F I F I  straight, river W-E
//   RI.1/II    F F I I  curve, river W-S                  RI.1/RrII R R I I road N-E, river W-S
//   RI.1/CICI  C I C I  cities N and S, river W-E
// Rotated forms (N E S W): IFI90 I F I F (river N-S); II90 I F F I (river N-W);
//   II180 I I F F (river N-E); RrII180 I I R R (river N-E, road S-W).
// The spring at (0,0) rotation 0 sends the river east: its open end is (1,0), which needs W=I.
// A turn is read along the flow: a tile entered across side `in` heads opposite(in); leaving
// across the side clockwise of that heading is a right turn (east then south), anticlockwise
// a left one.
#include "board_builder.hpp"

#include "rules/expansions/river/module.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace carcassonne;
using namespace carcassonne::testing;
using carcassonne::river::RiverBaseStart;
using carcassonne::river::RiverTurns;

namespace {

const ExpansionSet kWithRiver{river::kRiver};

GameConfig riverConfig(Edition e, RiverBaseStart start = RiverBaseStart::Box) {
    GameConfig c;
    c.rules = defaultRules(e);
    c.rules.riverBaseStart = start;
    c.expansions = kWithRiver;
    return c;
}

TestGame withSpring(Edition e = Edition::C2, RiverTurns turns = RiverTurns::NoSameTurnTwice) {
    RuleSet rules = defaultRules(e);
    rules.riverTurns = turns;
    TestGame g(rules, 2, kWithRiver);
    g.tile("RI/s", 0, 0);
    return g;
}

TileTypeId id(std::string_view name) {
    return *tileCatalog().find(name);
}

// The placements legalMoves lists for a drawn tile.
std::vector<rules::Move> placements(const GameState& s, std::string_view tile) {
    std::vector<rules::Move> out;
    for (const rules::Move& m : rules::legalMoves(s, rules::Draw{.tile = id(tile)}))
        if (m.kind == MoveKind::PlaceTile) out.push_back(m);
    return out;
}

rules::Move place(std::string_view tile, int x, int y, int degrees) {
    return rules::placeTile(id(tile), {x, y}, *Rotation::fromDegrees(degrees));
}

// A river tile placed by play() and the follower step passed.
void play(TestGame& g, std::string_view tile, int x, int y, int degrees) {
    REQUIRE(rules::play(g.state, place(tile, x, y, degrees)));
    REQUIRE(rules::play(g.state, rules::pass()));
}

ErrorCode refusedWith(const GameState& s, const rules::Move& m) {
    const auto why = rules::refusal(s, m, rules::Ask::Why);
    REQUIRE(why.has_value());
    return why->code;
}

} // namespace

TEST_CASE("river.tiles: 12 river tiles per edition, one curve with a garden from C2 on",
          "[river]") {
    const TileCatalog& catalog = tileCatalog();
    for (Edition e : kEditions) {
        int river = 0, gardens = 0;
        for (const TileType& t : catalog.all())
            if (t.expansion == river::kRiver) {
                const int n = catalog.count(t.id, e, kWithRiver);
                river += n;
                gardens += t.garden ? n : 0;
            }
        INFO(toString(e));
        CHECK(river == 12);
        CHECK(gardens == (e == Edition::C1 ? 0 : 1));
    }
    // C1: two plain curves; C2: one, and its garden twin.
    CHECK(catalog.count(id("RI.1/II"), Edition::C1, kWithRiver) == 2);
    CHECK(catalog.count(id("RI.1/II"), Edition::C2, kWithRiver) == 1);
    CHECK(catalog.count(id("RI.1/IIG"), Edition::C2, kWithRiver) == 1);
    // Without the River in play none of them is in the set.
    CHECK(catalog.count(id("RI/s"), Edition::C2, ExpansionSet::all()) == 0);
    // The spring's field wraps round it: one field, all eight half-edges.
    CHECK(catalog.at(id("RI/s")).features().size() == 2);
    CHECK(catalog.at(id("RI/s")).edgePattern() == "FIFF");
}

TEST_CASE("river.tiles.c3: C3 and C3.1 print their own spring and lake", "[river]") {
    const TileCatalog& catalog = tileCatalog();
    for (Edition e : {Edition::C3, Edition::C3_1}) {
        CHECK(catalog.count(id("RI/s"), e, kWithRiver) == 0);
        CHECK(catalog.count(id("RI.3/s"), e, kWithRiver) == 1);
        CHECK(catalog.count(id("RI.1/I.e"), e, kWithRiver) == 0);
        CHECK(catalog.count(id("RI.3/L.e"), e, kWithRiver) == 1);
    }
    // The C3 spring: a road N-S round it splits the field in three (river, road, 3 fields).
    CHECK(catalog.at(id("RI.3/s")).features().size() == 5);
}

TEST_CASE("river.start: the spring replaces the base start tile", "[river]") {
    CHECK(tileCatalog().at(rules::startTile(riverConfig(Edition::C1))).name == "RI/s");
    CHECK(tileCatalog().at(rules::startTile(riverConfig(Edition::C2))).name == "RI/s");
    CHECK(tileCatalog().at(rules::startTile(riverConfig(Edition::C3))).name == "RI.3/s");
    CHECK(tileCatalog().at(rules::startTile(riverConfig(Edition::C3_1))).name == "RI.3/s");
    GameConfig base;
    base.rules = defaultRules(Edition::C2);
    CHECK(tileCatalog().at(rules::startTile(base)).name == "BA/RCr");
}

TEST_CASE("river.start, river.lake: the spring and the lake are the rows' marks", "[river]") {
    // The two tiles of each edition with one river side: the spring the rows mark as the start
    // tile (TileRow::start, one an edition), the lake the other, whatever their ids.
    CHECK(river::roleOf(id("RI/s")) == river::Role::Spring);
    CHECK(river::roleOf(id("RI.3/s")) == river::Role::Spring);
    CHECK(river::roleOf(id("RI.1/I.e")) == river::Role::Lake);
    CHECK(river::roleOf(id("RI.3/L.e")) == river::Role::Lake);
    for (const TileRow& row : river::tiles())
        CHECK((river::roleOf(id(row.name)) == river::Role::Spring) == row.start);
    for (Edition e : kEditions) {
        int springs = 0, lakes = 0;
        for (const TileType& t : tileCatalog().all())
            if (tileCatalog().count(t.id, e, kWithRiver) > 0) {
                springs += river::roleOf(t.id) == river::Role::Spring;
                lakes += river::roleOf(t.id) == river::Role::Lake;
            }
        INFO(toString(e));
        CHECK(springs == 1);
        CHECK(lakes == 1);
    }
}

TEST_CASE("river.first, river.lake, river.start.box: the draw pile", "[river]") {
    for (Edition e : kEditions)
        for (RiverBaseStart start : {RiverBaseStart::Box, RiverBaseStart::Shuffled}) {
            const GameConfig config = riverConfig(e, start);
            SeededRandom random(7);
            const std::vector<TileTypeId> pile = shuffledStack(config, random);
            INFO(toString(e) << (start == RiverBaseStart::Box ? " box" : " shuffled"));
            // 12 river tiles less the spring on the table: 10 river tiles, then the lake.
            for (std::size_t i = 0; i < 10; ++i)
                CHECK(river::roleOf(pile[i]) == river::Role::River);
            CHECK(river::roleOf(pile[10]) == river::Role::Lake);
            // The land tiles after: the base game's 72, less D's copy back in the box.
            const auto land = static_cast<std::size_t>(
                std::count_if(pile.begin() + 11, pile.end(),
                              [](TileTypeId t) { return river::roleOf(t) == river::Role::Land; }));
            CHECK(land == pile.size() - 11);
            CHECK(land == (start == RiverBaseStart::Box ? 71u : 72u));
            const auto d = std::count(pile.begin(), pile.end(), id("BA/RCr"));
            CHECK(d == (start == RiverBaseStart::Box ? 3 : 4));
        }
}

TEST_CASE("river.ic31.inn-tile, river.ic31.no-river: C3.1 Inns & Cathedrals' river tile",
          "[river]") {
    const TileCatalog& catalog = tileCatalog();
    const TileTypeId inn = id("IC.31/RIrI.i");
    const ExpansionSet both{river::kRiver, Expansion::InnsCathedrals};
    // One copy, in C3.1 only, and only with both the River and Inns & Cathedrals in play.
    CHECK(catalog.count(inn, Edition::C3_1, both) == 1);
    CHECK(catalog.count(inn, Edition::C3_1, kWithRiver) == 0);
    CHECK(catalog.count(inn, Edition::C3_1, ExpansionSet::all()) == 0);
    for (Edition e : {Edition::C1, Edition::C2, Edition::C3})
        CHECK(catalog.count(inn, e, both) == 0);
    // R I R I: a road N-S with an inn over the river W-E; road, river and four quarter fields.
    const TileType& t = catalog.at(inn);
    CHECK(t.edgePattern() == "RIRI");
    CHECK(t.expansion == Expansion::InnsCathedrals);
    CHECK(t.features().size() == 6);
    CHECK(river::roleOf(inn) == river::Role::River);
}

TEST_CASE("river.ic31.stack: the inn tile is shuffled among the river tiles, before the lake",
          "[river]") {
    GameConfig config = riverConfig(Edition::C3_1);
    config.expansions.add(Expansion::InnsCathedrals);
    for (std::uint64_t seed : {1u, 7u, 42u}) {
        SeededRandom random(seed);
        const std::vector<TileTypeId> pile = shuffledStack(config, random);
        // 13 river tiles less the spring on the table: 11 river tiles (10 of the River and the
        // inn tile, in shuffled order), then the lake, then the land tiles: the base game's 72
        // less D's copy in the box, and the C3 set's 18 Inns & Cathedrals tiles: 71 + 18 = 89.
        for (std::size_t i = 0; i < 11; ++i)
            CHECK(river::roleOf(pile[i]) == river::Role::River);
        CHECK(river::roleOf(pile[11]) == river::Role::Lake);
        CHECK(std::count(pile.begin(), pile.begin() + 11, id("IC.31/RIrI.i")) == 1);
        CHECK(pile.size() - 12 == 89u);
    }
    // While the inn tile is the one river tile left, a land tile and the lake are refused.
    RuleSet rules = defaultRules(Edition::C3_1);
    TestGame g(rules, 2, config.expansions);
    g.state.tilesUsed.assign(g.state.tilesUsed.size(), 0);
    g.tile("RI.3/s", 0, 0);
    for (const TileType& t : tileCatalog().all())
        if (river::roleOf(t.id) == river::Role::River && t.name != "IC.31/RIrI.i")
            g.state.tilesUsed[t.id] = tileCatalog().count(t.id, Edition::C3_1, config.expansions);
    g.state.tilesUsed[id("RI.3/s")] = 1;
    // The lake at (1,0) rotation 0 (W=I meets the spring's E=I); U (F R F R) at (0,-1) rotation
    // 90 (R F R F: its S=R meets the spring's road N).
    CHECK(refusedWith(g.state, place("RI.3/L.e", 1, 0, 0)) == river::kRiverFirst);
    CHECK(refusedWith(g.state, place("BA/RFr", 0, -1, 90)) == river::kRiverFirst);
    // The inn tile continues the river at (1,0): rotation 0 (W=I) or 180 (W<-E=I).
    CHECK(placements(g.state, "IC.31/RIrI.i").size() == 2);
}

TEST_CASE("river.start.box: the copies a game has, as the tiles listing counts them", "[river]") {
    // The base set prints 4 D (BA/RCr). With the River the spring starts the game, and under
    // river-base-start box one D goes back to the box: 3 in the game; shuffled in, all 4; without
    // the River D is the start tile, one of its 4.
    const TileTypeId d = id("BA/RCr");
    for (Edition e : kEditions) {
        INFO(toString(e));
        CHECK(rules::copiesDealt(riverConfig(e, RiverBaseStart::Box))[d] == 3);
        CHECK(rules::copiesDealt(riverConfig(e, RiverBaseStart::Shuffled))[d] == 4);
        GameConfig base;
        base.rules = defaultRules(e);
        base.expansions = ExpansionSet{};
        CHECK(rules::copiesDealt(base)[d] == 4);
        // At the edition's defaults (box): what `tiles --expansion river` lists.
        CHECK(rules::copiesDealt(e, kWithRiver)[d] == 3);
        CHECK(rules::copiesDealt(e, ExpansionSet{})[d] == 4);
        // Every other tile as the set prints it, the spring once.
        const std::vector<int> dealt = rules::copiesDealt(riverConfig(e));
        for (const TileType& t : tileCatalog().all())
            if (t.id != d) CHECK(dealt[t.id] == tileCatalog().count(t.id, e, kWithRiver));
    }
}

TEST_CASE("river.first: a land tile is refused while river tiles are left", "[river]") {
    TestGame g = withSpring();
    // D (C R F R) above the spring at rotation 0: its S=F meets the spring's N=F, so the edges
    // fit; refused all the same, and no placement of it is listed.
    CHECK(refusedWith(g.state, place("BA/RCr", 0, -1, 0)) == river::kRiverFirst);
    CHECK(placements(g.state, "BA/RCr").empty());
}

TEST_CASE("river.lake: the lake is refused while other river tiles are left", "[river]") {
    TestGame g = withSpring();
    // (1,0) needs W=I; the lake at rotation 0 shows W=I and fits, but 10 river tiles are left.
    CHECK(refusedWith(g.state, place("RI.1/I.e", 1, 0, 0)) == river::kRiverFirst);
    CHECK(placements(g.state, "RI.1/I.e").empty());
}

TEST_CASE("river.continue: a river tile continues the river", "[river]") {
    TestGame g = withSpring();
    // The straight IFI: only at (1,0), with W=I: rotation 0 (W<-W=I) and 180 (W<-E=I); 90 and
    // 270 show W=F. Beside the spring elsewhere (N, S, W sides: field) its river sides would
    // face empty squares: refused. 2 placements.
    CHECK(placements(g.state, "RI.1/IFI").size() == 2);
    // The curve II (river W-S): at (1,0) rotation 0 (river W-S: right) and 90 (W<-S=I, river
    // N-W: left); 180 shows W<-E=F, 270 W<-N=F. 2 placements.
    CHECK(placements(g.state, "RI.1/II").size() == 2);
    // The bridge RIrI (I R I R): W=I at rotations 90 (W<-S) and 270 (W<-N). 2 placements.
    CHECK(placements(g.state, "RI.1/RIrI").size() == 2);
    // IFI at (0,-1) rotation 90 (river N-S, S facing the spring's N side, a field): the
    // edges differ; at rotation 0 the edges fit (S<-S=F) but no river side meets the river.
    CHECK(refusedWith(g.state, place("RI.1/IFI", 0, -1, 0)) == river::kRiverNotContinued);
    CHECK(refusedWith(g.state, place("RI.1/IFI", 0, -1, 90)) == ErrorCode::EdgeMismatch);
}

TEST_CASE("river.turn.c1, river.turn.c2: a U-turn is refused under every reading", "[river]") {
    for (RiverTurns turns :
         {RiverTurns::NoUTurn, RiverTurns::NoSameTurnTwice, RiverTurns::NoThreeSameTurns}) {
        TestGame g = withSpring(Edition::C1, turns);
        // II at (1,0) rotation 0: enters W (heading east), leaves S: a right turn.
        play(g, "RI.1/II", 1, 0, 0);
        // At (1,1) N=I is needed: II rotation 90 (river N-W: enters N heading south, leaves W:
        // right again, a U-turn) and rotation 180 (river N-E: left). 1 placement.
        CHECK(refusedWith(g.state, place("RI.1/II", 1, 1, 90)) == river::kRiverTurn);
        const auto legal = placements(g.state, "RI.1/II");
        REQUIRE(legal.size() == 1);
        CHECK(legal.front().rotation.degrees() == 180);
    }
}

TEST_CASE("river.turn.faq: right, straight, right, straight, right", "[river]") {
    // The river: spring (0,0) east; II (1,0) 0: right (now south); IFI (1,1) 90: straight;
    // II (1,2) 90 (river N-W): right (now west); IFI (0,2) 0: straight; then RrII (-1,2) 180
    // (river E-N, road S-W: enters E heading west, leaves N): right a third time. C1 has two
    // plain curves, so the last curve is RrII.
    for (RiverTurns turns :
         {RiverTurns::NoUTurn, RiverTurns::NoSameTurnTwice, RiverTurns::NoThreeSameTurns}) {
        TestGame g = withSpring(Edition::C1, turns);
        play(g, "RI.1/II", 1, 0, 0);
        play(g, "RI.1/IFI", 1, 1, 90);
        play(g, "RI.1/II", 1, 2, 90);
        play(g, "RI.1/IFI", 0, 2, 0);
        const rules::Move last = place("RI.1/RrII", -1, 2, 180);
        if (turns == RiverTurns::NoThreeSameTurns) {
            // The sentence read strictly (the FAQ): the third right turn is refused.
            CHECK(refusedWith(g.state, last) == river::kRiverTurn);
        } else {
            // C1's and C2's sentence: the tile before is straight, so no U-turn.
            CHECK_FALSE(rules::refusal(g.state, last, rules::Ask::Why).has_value());
        }
    }
}

TEST_CASE("river.unplaceable: a river tile that fits nowhere is discarded", "[river]") {
    TestGame g = withSpring();
    // B (cloister, all field) at (0,-1) above the spring; E rotated 180 (city S) at (1,-1):
    // its W side (W<-E=F) meets B's E=F. The river's end (1,0) now needs N=C and W=I: the
    // straight IFI has no city side, and nowhere else continues the river: only the discard.
    g.tile("B", 0, -1).tile("E", 1, -1, 180);
    const auto legal = rules::legalMoves(g.state, rules::Draw{.tile = id("RI.1/IFI")});
    REQUIRE(legal.size() == 1);
    CHECK(legal.front().kind == MoveKind::DiscardTile);
    REQUIRE(rules::play(g.state, rules::discardTile(id("RI.1/IFI"))));
    // CICI (C I C I) fits there at rotation 0 (N=C, W=I) and, being symmetric, at 180 (N<-S=C,
    // W<-E=I): 2 placements, so it may not be discarded.
    CHECK(placements(g.state, "RI.1/CICI").size() == 2);
    CHECK(refusedWith(g.state, rules::discardTile(id("RI.1/CICI"))) == ErrorCode::TilePlaceable);
}

TEST_CASE("river.no-follower: no follower on the river; its banks take one", "[river]") {
    TestGame g = withSpring();
    REQUIRE(rules::play(g.state, place("RI.1/IFI", 1, 0, 0)));
    CHECK(
        refusedWith(g.state, rules::placeFollower(g.part(1, 0, "river W"), FollowerKind::Normal)) ==
        river::kRiverNoFollower);
    // The follower step lists one field (both banks meet the spring's one field) and the pass.
    const auto legal = rules::legalMoves(g.state);
    CHECK(legal.size() == 2);
    CHECK(
        rules::play(g.state, rules::placeFollower(g.part(1, 0, "field NL"), FollowerKind::Normal)));
}

TEST_CASE("river.start.box: the base start tile's fourth copy is refused", "[river]") {
    // With the whole river placed (setup), D's copies in play: 4 printed, one in the box.
    for (RiverBaseStart start : {RiverBaseStart::Box, RiverBaseStart::Shuffled}) {
        RuleSet rules = defaultRules(Edition::C2);
        rules.riverBaseStart = start;
        TestGame g(rules, 2, kWithRiver);
        g.state.tilesUsed.assign(g.state.tilesUsed.size(), 0);
        g.tile("RI/s", 0, 0);
        for (const TileType& t : tileCatalog().all())
            if (river::roleOf(t.id) == river::Role::River ||
                river::roleOf(t.id) == river::Role::Lake)
                g.state.tilesUsed[t.id] = tileCatalog().count(t.id, Edition::C2, kWithRiver);
        g.state.tilesUsed[id("BA/RCr")] = 3;
        // D at (0,-1) rotation 0: its S=F meets the spring's N=F.
        const rules::Move fourth = place("BA/RCr", 0, -1, 0);
        if (start == RiverBaseStart::Box)
            CHECK(refusedWith(g.state, fourth) == ErrorCode::TileExhausted);
        else
            CHECK_FALSE(rules::refusal(g.state, fourth, rules::Ask::Why).has_value());
    }
}
