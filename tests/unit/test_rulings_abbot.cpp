// One test case per Abbot ruling of the register (abbot.*, rules/expansions/abbot/register.cpp),
// named after the ruling id. Every expected number is worked out from the rule texts
// (river-abbot.md §2: "Gardens are scored exactly like monasteries": 9 when surrounded, else 1 +
// 1 per neighbouring tile, diagonals counting; the recall scores "as many points as the garden or
// monastery your abbot occupied is worth at that time").
//
// Tile geometry (tiles.md): x grows east, y grows SOUTH, rotation is clockwise. Edge patterns are
// N E S W at rotation 0. Tiles used here:
//   A BA/LR    F F R F  cloister, road S      A180: R F F F (road N)
//   B BA/L     F F F F  cloister
//   D BA/RCr   C R F R  city N, road W-E
//   E BA/C     C F F F  city N                E180: F F C F (city S)
//   U BA/RFr   F R F R  road W-E
//   BA/RFrG    F R F R  U's garden twin: road W-E, fields N and S, a garden
//   BA/CG      C F F F  E's garden twin: city N, a field, a garden
//   MW/CRRR.3  C R R R  magic: city N, roads E, S, W ending on the tile, three fields
#include "board_builder.hpp"

#include "rules/expansions/mage_witch/module.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace carcassonne;
using namespace carcassonne::testing;

namespace {

constexpr FollowerKind Abbot = abbot::kAbbot;
constexpr FeatureKind Garden = abbot::kGarden;
constexpr Expansion TheAbbot = abbot::kAbbotExpansion;

rules::Move recall(NodeId on) {
    rules::Move m;
    m.kind = abbot::kRecall;
    m.node = on;
    return m;
}

// The move played through the turn engine; it must be legal.
Events played(TestGame& g, const rules::Move& m) {
    auto result = rules::play(g.state, m);
    INFO((result ? "" : result.error().message));
    REQUIRE(result.ok());
    return result.value();
}

ErrorCode refusedCode(const GameState& state, const rules::Move& m) {
    const auto why = rules::refusal(state, m, rules::Ask::Why);
    REQUIRE(why.has_value());
    CHECK_FALSE(why->message.empty());
    // The quick verdict is the explained one.
    CHECK(rules::refusal(state, m, rules::Ask::Whether)->code == why->code);
    return why->code;
}

std::size_t count(const std::vector<rules::Move>& moves, MoveKind kind,
                  std::optional<FollowerKind> follower = std::nullopt) {
    return static_cast<std::size_t>(std::count_if(moves.begin(), moves.end(), [&](const auto& m) {
        return m.kind == kind && (!follower || m.follower == *follower);
    }));
}

std::vector<FollowerReturned> returned(const Events& events) {
    std::vector<FollowerReturned> out;
    for (const auto& e : events)
        if (const auto* r = std::get_if<FollowerReturned>(&e)) out.push_back(*r);
    return out;
}

// A garden beside the start road:
//   x:     0        1         2
//   y=0:   D0    BA/RFrG 0   [..]
// D E=R | RFrG W=R. The garden at (1,0) has D for its one neighbour; a U at (2,0) (W=R | RFrG
// E=R) is its second.
TestGame gardenByRoad(ExpansionSet expansions = {TheAbbot}, Edition edition = Edition::C3) {
    TestGame g(edition, 2, expansions);
    g.tile("D", 0, 0).tile("BA/RFrG", 1, 0);
    return g;
}

// A garden all but surrounded; an E180 at (1,1) fills its last neighbouring square:
//   x:     -1      0       1
//   y=-1:   B    E180      B
//   y=0:    B   BA/CG0     B
//   y=1:  E180   E180    [..]
// E180 (0,-1) S=C | CG N=C; every other shared side is F | F (B all fields, E180 N E W fields,
// CG E S W fields). The B at (1,0) shows S=F and the E180 at (0,1) E=F to (1,1).
TestGame gardenAlmostSurrounded() {
    TestGame g(Edition::C3, 2, {TheAbbot});
    g.tile("BA/CG", 0, 0).tile("E", 0, -1, 180);
    g.tile("B", -1, -1).tile("B", 1, -1).tile("B", -1, 0).tile("B", 1, 0);
    g.tile("E", -1, 1, 180).tile("E", 0, 1, 180);
    return g;
}

} // namespace

TEST_CASE("abbot.garden: the garden twins carry a garden, and only they", "[rulings][abbot]") {
    // tiles.md: gardens on one copy each of E H I M N R U V, on IC/CCCCG and IC/RFr.iG, on
    // MW/CCRrG, and (river-abbot.md) on the River's curve RI.1/IIG: 8 + 2 + 1 + 1 = 12 tile ids,
    // each a twin of a plain tile.
    std::size_t withGarden = 0;
    for (const TileType& t : tileCatalog().all()) {
        const auto& fs = t.features();
        const bool has = std::any_of(fs.begin(), fs.end(),
                                     [](const TileFeature& f) { return f.kind == Garden; });
        INFO(t.name);
        CHECK(has == t.garden);
        CHECK(has == !t.twinOf.empty());
        withGarden += has ? 1 : 0;
    }
    CHECK(withGarden == 12);
    // The garden is located like a cloister: by its kind alone, inside the tile.
    CHECK(rowOf(Garden).location == PartLocation::None);
    CHECK(rowOf(Garden).completion == Completion::Surrounded);
    CHECK(nameOf(Garden) == "garden");
    CHECK(rowOf(Garden).jczName == "Garden");
    CHECK(rowOf(Abbot).jczElement == "abbot");
    CHECK(rowOf(Abbot).jczMeeple == "abbot");
    // C1 prints no garden tile: its sets hold no copy of a twin.
    const TileTypeId twin = *tileCatalog().find("BA/RFrG");
    CHECK(tileCatalog().count(twin, Edition::C1, {TheAbbot}) == 0);
    CHECK(tileCatalog().count(twin, Edition::C2, {TheAbbot}) == 1);
}

TEST_CASE("abbot.supply: one abbot each from C2 on, only with the Abbot in play",
          "[rulings][abbot]") {
    const auto abbotsOf = [](Edition e, ExpansionSet x) {
        return TestGame(e, 2, x).state.players[0].inSupply[Abbot];
    };
    CHECK(abbotsOf(Edition::C1, {TheAbbot}) == 0); // C1 has no abbot
    CHECK(abbotsOf(Edition::C2, {TheAbbot}) == 1);
    CHECK(abbotsOf(Edition::C3, {TheAbbot}) == 1);
    CHECK(abbotsOf(Edition::C3_1, {TheAbbot}) == 1);        // abbot.box.c31
    CHECK(abbotsOf(Edition::C3, ExpansionSet::all()) == 0); // named when wanted: not by default
    CHECK_FALSE(ExpansionSet::byDefault().has(TheAbbot));
    CHECK(TestGame(Edition::C3, 2, {TheAbbot}).state.players[0].inSupply[FollowerKind::Normal] ==
          7);
}

TEST_CASE("abbot.place: the abbot goes on the placed tile's cloister or garden, nowhere else",
          "[rulings][abbot]") {
    SECTION("a garden twin: followers on its road and fields, the abbot on its garden") {
        TestGame g(Edition::C3, 2, {TheAbbot});
        g.tile("D", 0, 0);
        g.placeTile("BA/RFrG", 1, 0); // W=R | D E=R
        const auto moves = rules::legalMoves(g.state);
        // RFrG: road W E, field N, field S: a normal follower each (3); the garden: the abbot
        // (1); then the pass. No recall: no abbot stands on the board.
        CHECK(count(moves, MoveKind::PlaceFollower, FollowerKind::Normal) == 3);
        CHECK(count(moves, MoveKind::PlaceFollower, Abbot) == 1);
        CHECK(count(moves, abbot::kRecall) == 0);
        CHECK(moves.size() == 5);
        CHECK(refusedCode(g.state, rules::placeFollower(g.part(1, 0, "road W"), Abbot)) ==
              abbot::kAbbotNotOnCloisterOrGarden);
        CHECK(refusedCode(g.state, rules::placeFollower(g.part(1, 0, "field NL"), Abbot)) ==
              abbot::kAbbotNotOnCloisterOrGarden);
        // abbot.place.garden: only the abbot on a garden.
        CHECK(refusedCode(g.state,
                          rules::placeFollower(g.part(1, 0, "garden"), FollowerKind::Normal)) ==
              abbot::kGardenHoldsOnlyAbbot);
        const Events ev = played(g, rules::placeFollower(g.part(1, 0, "garden"), Abbot));
        CHECK(g.state.players[0].inSupply[Abbot] == 0);
        REQUIRE(g.state.followers.size() == 1);
        CHECK(g.state.followers[0].kind == Abbot);
    }
    SECTION("a cloister: a follower or the abbot") {
        TestGame g(Edition::C3, 2, {TheAbbot});
        g.tile("D", 0, 0);
        g.placeTile("B", 0, 1); // B N=F | D S=F
        const auto moves = rules::legalMoves(g.state);
        // The cloister: normal (1) and abbot (1); the field: normal (1); the pass: 4.
        CHECK(count(moves, MoveKind::PlaceFollower, FollowerKind::Normal) == 2);
        CHECK(count(moves, MoveKind::PlaceFollower, Abbot) == 1);
        CHECK(moves.size() == 4);
    }
    SECTION("with Inns & Cathedrals: the large follower neither on a garden") {
        TestGame g(Edition::C3, 2, {TheAbbot, Expansion::InnsCathedrals});
        g.tile("D", 0, 0);
        g.placeTile("BA/RFrG", 1, 0);
        const auto moves = rules::legalMoves(g.state);
        // Road and two fields, normal and large (6); the garden, the abbot (1); the pass: 8.
        CHECK(count(moves, MoveKind::PlaceFollower, FollowerKind::Large) == 3);
        CHECK(moves.size() == 8);
        CHECK(refusedCode(g.state,
                          rules::placeFollower(g.part(1, 0, "garden"), FollowerKind::Large)) ==
              abbot::kGardenHoldsOnlyAbbot);
    }
    SECTION("C1: no abbot to place; without the Abbot a garden takes nobody") {
        TestGame c1(Edition::C1, 2, {TheAbbot});
        c1.tile("D", 0, 0);
        c1.placeTile("B", 0, 1);
        // Cloister and field, normal followers (2), and the pass: 3.
        CHECK(rules::legalMoves(c1.state).size() == 3);
        CHECK(refusedCode(c1.state, rules::placeFollower(c1.part(0, 1, "cloister"), Abbot)) ==
              ErrorCode::NoFollowerLeft);
        TestGame plain(Edition::C3, 2, {});
        plain.tile("D", 0, 0);
        plain.placeTile("BA/RFrG", 1, 0);
        // Road and two fields (3) and the pass: the garden holds no follower.
        CHECK(rules::legalMoves(plain.state).size() == 4);
    }
}

TEST_CASE("abbot.garden: a completed garden scores 9 like a cloister", "[rulings][abbot]") {
    TestGame g = gardenAlmostSurrounded();
    g.follower(0, 0, 0, "garden", Abbot);
    g.placeTile("E", 1, 1, 180);
    // abbot.recall.incomplete: the tile just placed completes the garden, so no recall.
    CHECK(refusedCode(g.state, recall(g.part(0, 0, "garden"))) == abbot::kAbbotFeatureComplete);
    const auto moves = rules::legalMoves(g.state);
    // E180's city S and its field, normal followers (2), and the pass; the abbot is on the board.
    CHECK(count(moves, abbot::kRecall) == 0);
    CHECK(moves.size() == 3);
    const Events ev = played(g, rules::pass());
    const ScoreEvent e = onlyScore(ev);
    CHECK(e.kind == Garden);
    CHECK(e.complete);
    CHECK(e.tiles == 9); // the garden's tile and its 8 neighbours
    CHECK(e.points == 9);
    CHECK(cites(e, "abbot.garden"));
    CHECK(g.score(0) == 9);
    REQUIRE(returned(ev).size() == 1);
    CHECK(returned(ev)[0].kind == Abbot);
    CHECK(g.state.players[0].inSupply[Abbot] == 1);
}

TEST_CASE("abbot.recall: the abbot taken back scores its garden with the tile just placed",
          "[rulings][abbot]") {
    TestGame g = gardenByRoad();
    g.follower(0, 1, 0, "garden", Abbot);
    const NodeId garden = g.part(1, 0, "garden");
    // The tile step: a recall is a follower-step move.
    CHECK(refusedCode(g.state, recall(garden)) == ErrorCode::TileExpected);
    g.placeTile("U", 2, 0);
    const auto moves = rules::legalMoves(g.state);
    // U: road (joined with RFrG's and D's), field N, field S: normal followers (3); the recall
    // (1); the pass: 5. The player's abbot is on the board: no abbot placement.
    CHECK(count(moves, MoveKind::PlaceFollower) == 3);
    REQUIRE(count(moves, abbot::kRecall) == 1);
    CHECK(moves.size() == 5);
    CHECK(moves[3].kind == abbot::kRecall); // after the followers, before the pass
    CHECK(moves[3].node == g.state.board.root(garden));
    CHECK(rules::label(g.state, moves[3]) == "recall garden [1, 0]");
    // Any part of the garden names the same move.
    CHECK(rules::canonical(g.state, recall(garden)) == moves[3]);
    rules::Move wrongPlace = recall(g.part(1, 0, "road W"));
    CHECK(refusedCode(g.state, wrongPlace) == abbot::kNoAbbotToRecall);

    auto played = rules::play(g.state, recall(garden));
    REQUIRE(played.ok());
    const Events& ev = played.value();
    const ScoreEvent e = onlyScore(ev);
    // The garden at (1,0): its tile and 2 neighbours, D (0,0) and the U just placed (2,0):
    // 1 + 2 = 3, though incomplete.
    CHECK(e.kind == Garden);
    CHECK_FALSE(e.complete);
    CHECK(e.tiles == 3);
    CHECK(e.points == 3);
    CHECK(e.rulings.front() == "abbot.recall");
    CHECK(cites(e, "abbot.garden"));
    REQUIRE(e.scorers.size() == 1);
    CHECK(e.scorers[0].player == 0);
    CHECK(g.score(0) == 3);
    REQUIRE(returned(ev).size() == 1);
    CHECK(returned(ev)[0].kind == Abbot);
    CHECK(g.state.followers.empty());
    CHECK(g.state.players[0].inSupply[Abbot] == 1);
    // After::NextStep: the turn is over, the next player draws.
    CHECK(g.state.phase == Phase::Tile);
    CHECK(g.state.current == 1);
}

TEST_CASE("abbot.recall: a cloister recalled with 1 neighbour scores 2", "[rulings][abbot]") {
    TestGame g(Edition::C2, 2, {TheAbbot});
    g.tile("B", 0, 0).follower(0, 0, 0, "cloister", Abbot);
    g.placeTile("B", 1, 0);
    // B at (1,0): cloister normal and abbot? The abbot is on the board: normal only (1); its
    // field (1); the recall (1); the pass: 4.
    const auto moves = rules::legalMoves(g.state);
    CHECK(count(moves, abbot::kRecall) == 1);
    CHECK(moves.size() == 4);
    const Events ev = played(g, recall(g.part(0, 0, "cloister")));
    // The cloister at (0,0) and its one neighbour (1,0): 1 + 1 = 2.
    const ScoreEvent e = onlyScore(ev);
    CHECK(e.kind == FeatureKind::Cloister);
    CHECK(e.points == 2);
    CHECK(cites(e, "base.cloister"));
    CHECK(g.score(0) == 2);
}

TEST_CASE("abbot.recall: only the owner, only an abbot, only at the follower step",
          "[rulings][abbot]") {
    TestGame g = gardenByRoad();
    g.follower(1, 1, 0, "garden", Abbot); // the second player's abbot
    g.placeTile("U", 2, 0);               // the first player's turn
    const NodeId garden = g.part(1, 0, "garden");
    CHECK(refusedCode(g.state, recall(garden)) == abbot::kNotYourAbbot);
    // Three followers and the pass; no recall for the first player.
    const auto moves = rules::legalMoves(g.state);
    CHECK(count(moves, abbot::kRecall) == 0);
    CHECK(moves.size() == 4);
    // A recall naming no abbot, and one naming no feature.
    CHECK(refusedCode(g.state, recall(g.part(2, 0, "road W"))) == abbot::kNoAbbotToRecall);
    CHECK(refusedCode(g.state, recall(static_cast<NodeId>(g.state.board.nodeCount()))) ==
          ErrorCode::FeatureNotFound);
    // A normal follower on a field is no recall: the garden stays held.
    played(g, rules::placeFollower(g.part(2, 0, "field NL"), FollowerKind::Normal));
    CHECK(g.state.followers.size() == 2);
    // The second player's turn: their recall, after their tile, scores for them.
    g.placeTile("U", 3, 0);
    const Events ev = played(g, recall(garden));
    // The garden at (1,0): its tile, D (0,0) and U (2,0); (3,0) is no neighbour: 1 + 2 = 3.
    CHECK(onlyScore(ev).points == 3);
    CHECK(g.score(1) == 3);
    CHECK(g.score(0) == 0);
}

TEST_CASE("abbot.final: an abbot at game end scores its cloister or garden as a cloister",
          "[rulings][abbot]") {
    SECTION("a cloister with 4 neighbours") {
        // B (0,0) with B at (1,0), (-1,0), (0,1) and A180 (road N) at (0,-1): A180 S=F | B N=F.
        TestGame g(Edition::C3, 2, {TheAbbot});
        g.tile("B", 0, 0).tile("B", 1, 0).tile("B", -1, 0).tile("B", 0, 1).tile("A", 0, -1, 180);
        g.follower(0, 0, 0, "cloister", Abbot);
        const Events ev = played(g, rules::endGame());
        const ScoreEvent e = onlyScore(ev);
        // 1 + 4 neighbours = 5.
        CHECK(e.kind == FeatureKind::Cloister);
        CHECK(e.final);
        CHECK(e.points == 5);
        CHECK(g.score(0) == 5);
    }
    SECTION("a garden with 2 neighbours") {
        // BA/RFrG (0,0) between U (-1,0) and U (1,0): road W-E on all three.
        TestGame g(Edition::C2, 2, {TheAbbot});
        g.tile("BA/RFrG", 0, 0).tile("U", -1, 0).tile("U", 1, 0);
        g.follower(1, 0, 0, "garden", Abbot);
        const ScoreEvent e = onlyScore(played(g, rules::endGame()));
        // 1 + 2 neighbours = 3, for the second player.
        CHECK(e.kind == Garden);
        CHECK(e.points == 3);
        CHECK(cites(e, "base.final"));
        CHECK(cites(e, "abbot.garden"));
        CHECK(g.score(1) == 3);
    }
}

TEST_CASE("abbot.magic: magic figures never on a garden, the recall stays open after magic",
          "[rulings][abbot]") {
    TestGame g(Edition::C3, 2, {TheAbbot, Expansion::MageWitch});
    g.tile("BA/RFrG", 0, 0).follower(0, 0, 0, "garden", Abbot);
    const NodeId garden = g.part(0, 0, "garden");
    // MW/CRRR.3 at (1,0): W=R | RFrG E=R; its magic symbol calls the magic step.
    g.placeTile("MW/CRRR.3", 1, 0);
    REQUIRE(g.state.phase == Phase::Magic);
    CHECK(refusedCode(g.state, recall(garden)) == ErrorCode::MagicActionRequired);
    CHECK(mage_witch::targetRefusal(g.state, MagicFigure::Mage, garden, rules::Ask::Why)->code ==
          ErrorCode::MagicTargetNotRoadOrCity);
    played(g, rules::moveFigure(MagicFigure::Mage, g.part(1, 0, "city N")));
    REQUIRE(g.state.phase == Phase::Follower);
    const auto moves = rules::legalMoves(g.state);
    // CRRR: three roads, a city and three fields, normal followers (7); the recall (1); the pass.
    CHECK(count(moves, MoveKind::PlaceFollower) == 7);
    CHECK(count(moves, abbot::kRecall) == 1);
    CHECK(moves.size() == 9);
    const ScoreEvent e = onlyScore(played(g, recall(garden)));
    // The garden at (0,0) and its one neighbour (1,0): 1 + 1 = 2.
    CHECK(e.points == 2);
    CHECK(g.score(0) == 2);
}

TEST_CASE("abbot.recall: the records' form of a recall names its feature", "[rulings][abbot]") {
    TestGame g = gardenByRoad();
    g.follower(0, 1, 0, "garden", Abbot);
    g.placeTile("U", 2, 0);
    const rules::Move m = recall(g.part(1, 0, "garden"));
    const NamedMove named = nameMove(g.state, m);
    REQUIRE(std::holds_alternative<MoveOfKind>(named));
    CHECK(kindOf(named) == abbot::kRecall);
    CHECK(namedFeature(named)->toString() == "garden [1, 0]");
    CHECK(describe(named) == "recall on garden at [1, 0]");
    const auto resolved = resolveMove(g.state, named);
    REQUIRE(resolved.ok());
    ForcedRemoval forced;
    const auto played = playNamed(g.state, forced, named);
    REQUIRE(played.ok());
    CHECK(g.score(0) == 3); // 1 + D and U, as above
}

TEST_CASE("abbot: random games with the Abbot keep legalMoves and refusal as one",
          "[rulings][abbot]") {
    // Whole games: every listed move is accepted (playListed asserts it in this build; play
    // asks again here), and abbots are placed and recalled.
    std::size_t placed = 0, recalls = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameConfig config;
        config.rules = defaultRules(Edition::C3);
        config.expansions = {TheAbbot, Expansion::MageWitch, Expansion::InnsCathedrals};
        config.players = 3;
        rules::WalkHooks hooks;
        SeededRandom random(seed);
        hooks.choose = [&](const GameState& s, std::span<const rules::Move> moves) {
            for (const rules::Move& m : moves)
                REQUIRE_FALSE(rules::refusal(s, m, rules::Ask::Whether).has_value());
            return randomChoice(random, moves);
        };
        hooks.after = [&](const GameState&, const rules::Move& m, const Events&) {
            placed += m.kind == MoveKind::PlaceFollower && m.follower == Abbot ? 1 : 0;
            recalls += m.kind == abbot::kRecall ? 1 : 0;
            return true;
        };
        GameState start = newGame(config);
        REQUIRE(setupTile(start, rules::startTile(config), {0, 0}, Rotation{}));
        SeededRandom shuffle(seed);
        const GameState end = rules::walkGame(start, shuffledStack(config, shuffle), 200, hooks);
        CHECK(end.phase == Phase::Over);
    }
    CHECK(placed > 0);
    CHECK(recalls > 0);
}
