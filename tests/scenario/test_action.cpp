// A scenario action and the move it plays, each way (scenario/action.hpp), read off the move-kind
// rows: the action that writes a kind (MoveKindRow::scenarioAction) and the operands it carries.
// A kind added with its row plays and writes through the action its row names, or fails here.
#include "scenario/action.hpp"
#include "scenario/position.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

const FeatureRef kRoadE{{1, 0}, FeatureKind::Road, {Location::Type::Side, Side::E, HalfEdge::NL}};

// A move of the kind with each operand it carries set away from its default.
rules::Move sampleOf(const MoveKindRow& row) {
    rules::Move m;
    m.kind = row.kind;
    if (row.operands & kTileOperand) {
        m.tile = 5;
        m.naming = TileNaming::Letter;
    }
    if (row.operands & kSquareOperand) {
        m.setAt({1, -2});
        m.rotation = Rotation{3};
    }
    if (row.operands & kFigureOperand) m.figure = MagicFigure::Witch;
    if (row.operands & kFollowerOperand) m.follower = FollowerKind::Large;
    return m;
}

} // namespace

TEST_CASE("Every move kind's row names a scenario action, which plays a move of that kind again") {
    for (const MoveKindRow& row : kMoveKindRows) {
        CAPTURE(row.name);
        REQUIRE_FALSE(row.scenarioAction.empty());
        const rules::Move move = sampleOf(row);
        const NamedMove named = namedMove(move, kRoadE);
        CHECK(operandsOf(named) == move);
        if (row.operands & kFeatureOperand) CHECK(namedFeature(named) == kRoadE);
        const auto again = namedMoveOf(actionOf(named), std::nullopt);
        REQUIRE(again);
        CHECK(*again == named);
    }
}

TEST_CASE("The actions of the scenario language name each move by its own fields") {
    SECTION("mw.no-target: a removal is a magic action with `remove: true` and no target") {
        const Action a = actionOf(RemoveFigure{MagicFigure::Witch});
        CHECK(a.kind == Action::Kind::Magic);
        CHECK(a.magic.figure == MagicFigure::Witch);
        CHECK(a.magic.remove);
        CHECK_FALSE(a.magic.target);
    }
    SECTION("mw.trigger: a figure's move is a magic action with its target") {
        const Action a = actionOf(MoveFigureTo{MagicFigure::Mage, kRoadE});
        CHECK(a.kind == Action::Kind::Magic);
        CHECK_FALSE(a.magic.remove);
        REQUIRE(a.magic.target);
        CHECK(featureRef(*a.magic.target) == kRoadE);
    }
    SECTION("a pass is `follower: none`, a follower names its feature and kind") {
        const Action pass = actionOf(Pass{});
        CHECK(pass.kind == Action::Kind::Follower);
        CHECK_FALSE(pass.follower);
        const Action follower = actionOf(PlaceFollowerOn{kRoadE, FollowerKind::Large});
        CHECK(follower.kind == Action::Kind::Follower);
        REQUIRE(follower.follower);
        CHECK(follower.follower->kind == FollowerKind::Large);
        CHECK(featureRef(follower.follower->on) == kRoadE);
    }
    SECTION("base.final: the end of the game is `final`, a draw plays no move") {
        CHECK(actionOf(EndGame{}).kind == Action::Kind::Final);
        CHECK_FALSE(namedMoveOf(drawAction(5), std::nullopt));
    }
    SECTION("a `place` plays the drawn copy, and without `tile:` nothing when none was drawn") {
        Action place = actionOf(PlaceTile{5, {1, -2}, Rotation{1}, TileNaming::Letter});
        CHECK(namedMoveOf(place, TileTypeId{7}) ==
              std::optional<NamedMove>(PlaceTile{7, {1, -2}, Rotation{1}}));
        place.tile.reset();
        CHECK_FALSE(namedMoveOf(place, std::nullopt));
    }
}

TEST_CASE("A feature's location keeps the parts its kind's row locates it by") {
    const auto locationOf = [](FeatureKind kind, Location where) {
        return featureSpec(FeatureRef{{0, 0}, kind, where}).location;
    };
    // Roads and cities by a side, fields by a half-edge (or I), cloisters by nothing.
    CHECK(locationOf(FeatureKind::City, {Location::Type::Side, Side::W, HalfEdge::SR}) ==
          Location{Location::Type::Side, Side::W, HalfEdge::NL});
    CHECK(locationOf(FeatureKind::Field, {Location::Type::HalfEdge, Side::S, HalfEdge::SR}) ==
          Location{Location::Type::HalfEdge, Side::N, HalfEdge::SR});
    CHECK(locationOf(FeatureKind::Field, {Location::Type::Inner, Side::W, HalfEdge::WR}) ==
          Location{});
    CHECK(locationOf(FeatureKind::Cloister, {Location::Type::Side, Side::E, HalfEdge::ER}) ==
          Location{});
}
