// rules::startPosition: every door's set-up is built and checked here, each refusal naming the
// entry it is about.
#include "rules/rules.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;

namespace {
GameConfig config(int players = 2, ExpansionSet expansions = ExpansionSet::all()) {
    GameConfig c;
    c.players = players;
    c.expansions = expansions;
    return c;
}

TileTypeId id(std::string_view name) {
    return *tileCatalog().find(std::string(name));
}

// The start tile D (BA/RCr) unrotated: road W-E, city N (tiles.md).
const FeatureRef kStartRoad{{0, 0}, FeatureKind::Road, {Location::Type::Side, Side::E, {}}};
const FeatureRef kStartCity{{0, 0}, FeatureKind::City, {Location::Type::Side, Side::N, {}}};

SetupError refusal(const GameConfig& c, const PositionSpec& spec) {
    auto start = startPosition(c, spec);
    REQUIRE_FALSE(start.ok());
    return start.error();
}
} // namespace

TEST_CASE("an empty position description is the start tile, full supplies, the first player") {
    auto start = startPosition(config(3), {});
    REQUIRE(start.ok());
    const GameState& s = start.value();
    CHECK(s.board.size() == 1);
    CHECK(s.board.at({0, 0})->type == tileCatalog().startTile());
    CHECK(s.players.size() == 3);
    CHECK(s.players[2].inSupply[FollowerKind::Normal] == 7); // base.meeple.supply
    CHECK(s.players[2].inSupply[FollowerKind::Large] == 1);  // ic.large
    CHECK(s.current == 0);
    CHECK(s.phase == Phase::Tile);
}

TEST_CASE("set-up followers, figures, supplies, scores and the turn are put down") {
    PositionSpec spec;
    spec.followers.push_back({1, kStartRoad, FollowerKind::Large});
    spec.figures.push_back({MagicFigure::Witch, kStartCity});
    SupplyAt supply{0, {}};
    supply.of(FollowerKind::Normal) = 3;
    spec.supply.push_back(supply);
    spec.scores = {{1, 12}};
    spec.turn = 1;
    auto start = startPosition(config(), spec);
    REQUIRE(start.ok());
    const GameState& s = start.value();
    REQUIRE(s.followers.size() == 1);
    CHECK(s.followers[0].player == 1);
    CHECK(s.followers[0].kind == FollowerKind::Large);
    CHECK(s.players[1].inSupply[FollowerKind::Large] ==
          0); // the one large follower stands on the road
    CHECK(s.players[0].inSupply[FollowerKind::Normal] == 3);
    CHECK(s.players[0].inSupply[FollowerKind::Large] == 1); // not given: as the game gives it
    CHECK(s.figure(MagicFigure::Witch).has_value());
    CHECK_FALSE(s.figure(MagicFigure::Mage).has_value());
    CHECK(s.players[1].score == 12);
    CHECK(s.current == 1);
}

TEST_CASE("a refused set-up names its entry and the rule's error code") {
    SECTION("players: 1 to 6") {
        const SetupError e = refusal(config(0), {});
        CHECK(e.part == SetupPart::Players);
        CHECK(e.error.code == ErrorCode::InvalidSetup);
        CHECK(e.error.message == "expected 1 to 6 players, found 0");
        CHECK(refusal(config(7), {}).error.message == "expected 1 to 6 players, found 7");
    }
    SECTION("a tile that touches no earlier tile: base.place.match") {
        PositionSpec spec;
        spec.tiles = {{tileCatalog().startTile(), {0, 0}, {}}, {id("BA/C"), {5, 5}, {}}};
        const SetupError e = refusal(config(), spec);
        CHECK(e.part == SetupPart::Tile);
        CHECK(e.index == 1);
        CHECK(e.error.code == ErrorCode::TileNotAdjacent);
    }
    SECTION("a follower on a square without a tile") {
        PositionSpec spec;
        spec.followers = {{0, kStartRoad, FollowerKind::Normal},
                          {1, {{3, 3}, FeatureKind::Road, {}}, FollowerKind::Normal}};
        const SetupError e = refusal(config(), spec);
        CHECK(e.part == SetupPart::Follower);
        CHECK(e.index == 1);
        CHECK(e.error.code == ErrorCode::FeatureNotFound);
        CHECK(e.error.message == "no tile at [3, 3]");
    }
    SECTION("a figure without Mage & Witch in play") {
        PositionSpec spec;
        spec.figures = {{MagicFigure::Mage, kStartCity}};
        ExpansionSet base;
        const SetupError e = refusal(config(2, base), spec);
        CHECK(e.part == SetupPart::Figure);
        CHECK(e.error.code == ErrorCode::InvalidSetup);
    }
    SECTION("base.meeple.supply: 7 in the supply and 1 on the board is one too many") {
        PositionSpec spec;
        spec.followers = {{0, kStartRoad, FollowerKind::Normal}};
        SupplyAt supply{0, {}};
        supply.of(FollowerKind::Normal) = 7;
        spec.supply = {supply};
        const SetupError e = refusal(config(), spec);
        CHECK(e.part == SetupPart::Supply);
        CHECK(e.index == 0);
        CHECK(e.error.message ==
              "would have more followers than the game gives (7 normal, 1 large, 0 abbot)");
        supply.of(FollowerKind::Normal) = 6; // 6 + 1 = 7: allowed
        spec.supply = {supply};
        CHECK(startPosition(config(), spec).ok());
    }
    SECTION("ic.large: no large follower without Inns & Cathedrals") {
        PositionSpec spec;
        SupplyAt supply{1, {}};
        supply.of(FollowerKind::Large) = 1;
        spec.supply = {supply};
        ExpansionSet mageWitchOnly{Expansion::MageWitch};
        const SetupError e = refusal(config(2, mageWitchOnly), spec);
        CHECK(e.part == SetupPart::Supply);
        CHECK(e.error.message ==
              "would have more followers than the game gives (7 normal, 0 large, 0 abbot)");
    }
    SECTION("a score or a turn of a player the game does not have") {
        PositionSpec spec;
        spec.scores = {{0, 4}, {2, 5}};
        SetupError e = refusal(config(2), spec);
        CHECK(e.part == SetupPart::Score);
        CHECK(e.index == 1);
        spec.scores.clear();
        spec.turn = 2;
        e = refusal(config(2), spec);
        CHECK(e.part == SetupPart::Turn);
        CHECK(e.error.code == ErrorCode::InvalidSetup);
    }
}
