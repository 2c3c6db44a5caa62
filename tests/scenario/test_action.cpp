// A scenario action and the move it plays, each way (scenario/action.hpp), read off the move-kind
// rows: the action that writes a kind (MoveKindRow::scenarioAction) and the operands it carries.
// A kind added with its row plays and writes through the action its row names, or fails here.
#include "scenario/action.hpp"
#include "scenario/loader.hpp"
#include "scenario/position.hpp"
#include "scenario/writer.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <variant>

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
        CHECK(a.key == "magic");
        CHECK(a.magic.figure == MagicFigure::Witch);
        CHECK(a.magic.remove);
        CHECK_FALSE(a.magic.target);
    }
    SECTION("mw.trigger: a figure's move is a magic action with its target") {
        const Action a = actionOf(MoveFigureTo{MagicFigure::Mage, kRoadE});
        CHECK(a.key == "magic");
        CHECK_FALSE(a.magic.remove);
        REQUIRE(a.magic.target);
        CHECK(featureRef(*a.magic.target) == kRoadE);
    }
    SECTION("a pass is `follower: none`, a follower names its feature and kind") {
        const Action pass = actionOf(Pass{});
        CHECK(pass.key == "follower");
        CHECK_FALSE(pass.follower);
        const Action follower = actionOf(PlaceFollowerOn{kRoadE, FollowerKind::Large});
        CHECK(follower.key == "follower");
        REQUIRE(follower.follower);
        CHECK(follower.follower->kind == FollowerKind::Large);
        CHECK(featureRef(follower.follower->on) == kRoadE);
    }
    SECTION("base.final: the end of the game is `final`, a draw plays no move") {
        CHECK(actionOf(EndGame{}).key == "final");
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

// The loader's keys are the rows': an action of a kind of move added with its row (the Abbot's
// `recall`) is read, written and played with no edit to the loader, the writer or the replay
// loop, and the test below plays it once its row is in the table.
TEST_CASE("An action's keys are `draw` and the move-kind rows' scenario actions, each once") {
    std::vector<std::string_view> expected{kDrawAction};
    for (const MoveKindRow& row : kMoveKindRows)
        if (std::find(expected.begin(), expected.end(), row.scenarioAction) == expected.end())
            expected.push_back(row.scenarioAction);
    CHECK(actionKeys() == expected);
    // The base game's and Mage & Witch's, in the rows' order.
    CHECK(std::vector<std::string_view>(actionKeys().begin(), actionKeys().begin() + 6) ==
          std::vector<std::string_view>{"draw", "place", "discard", "magic", "follower", "final"});

    // A key no row gives is refused, and the message lists the rows' keys.
    const auto loaded = loadScenarioText("title: t\nrulings: [base.city]\nsource: s\n"
                                         "players: [red, blue]\nplay:\n  - player: red\n",
                                         "keys.yaml", "keys");
    const auto* error = std::get_if<formats::InputError>(&loaded);
    REQUIRE(error);
    std::string keys;
    for (const std::string_view k : actionKeys())
        keys += (keys.empty() ? "" : ", ") + std::string(k);
    CHECK(error->message == "an action needs exactly one of: " + keys + " (found 0)");
}

TEST_CASE("An action of every move kind is written and loaded back as the same move") {
    for (const MoveKindRow& row : kMoveKindRows) {
        CAPTURE(row.name);
        rules::Move move = sampleOf(row);
        move.naming = TileNaming::Id; // a letter names any copy of its geometry, an id the one
        const NamedMove named = namedMove(move, kRoadE);
        Scenario s;
        s.title = "t";
        s.rulings = {"base.city"};
        s.source = "s";
        s.editions = {Edition::C3};
        s.players = {"red", "blue"};
        s.actions.push_back(actionOf(named));
        s.actions.back().expect.emplace_back(); // a scenario states an expectation
        const std::string text = writeScenario(s, {});
        INFO(text);
        CHECK(text.find("  - " + std::string(row.scenarioAction) + ": ") != std::string::npos);
        auto result = loadScenarioText(text, "written.yaml", "written");
        if (const auto* e = std::get_if<formats::InputError>(&result)) FAIL(e->toString());
        const Scenario& back = std::get<Scenario>(result);
        REQUIRE(back.actions.size() == 1);
        CHECK(back.actions[0].key == row.scenarioAction);
        CHECK(namedMoveOf(back.actions[0], std::nullopt) == std::optional<NamedMove>(named));
        CHECK(writeScenario(back, {}) == text);
    }
}
