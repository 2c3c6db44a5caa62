// Illegal-move probes (`fuzz --probe-illegal`): games with a probe before every move are valid
// scenarios that `run` passes (each probe refused with its code, the state unchanged), written
// and loaded back unchanged, and the probes reach every kind of refusal they are meant to try.
#include "protocol/fuzz_game.hpp"
#include "protocol/generated_scenario.hpp"
#include "scenario/loader.hpp"
#include "scenario/runner.hpp"
#include "scenario/writer.hpp"

#include "../scenario/scenario_content.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace carcassonne;
using namespace carcassonne::protocol;
using namespace carcassonne::scenario;

namespace {

FuzzAim everything() {
    FuzzAim aim;
    aim.editions.assign(kEditions.begin(), kEditions.end());
    aim.expansionSets = {ExpansionSet::all()};
    return aim;
}

} // namespace

TEST_CASE("a game probed before every move is a scenario that run passes", "[probes]") {
    std::set<ErrorCode> codes;
    for (int g = 0; g < 12; ++g) {
        const FuzzGame game = randomGame(everything(), 7, g, 40, 1.0);
        CHECK(game.probes > 0);
        auto full = withExpectations(game.scenario);
        REQUIRE(full); // every probe is refused with the code it names
        nameRulings(*full);
        full->title = "probes";
        full->source = "test_probes";
        const auto loaded = loadScenarioText(writeScenario(*full), full->file, full->id);
        const auto* back = std::get_if<Scenario>(&loaded);
        REQUIRE(back);
        CHECK(testing::content(*back) == testing::content(*full));
        const ScenarioRun run = runScenario(*back, back->editions.front());
        INFO((run.findings.empty() ? std::string() : run.findings.front().message));
        CHECK(run.outcome == Outcome::Pass);
        for (const Action& a : full->actions)
            if (a.expectError) codes.insert(a.expectError->code);
    }
    // Every step's wrong moves: the tile, the follower, the magic figure, the turn's order.
    for (ErrorCode code :
         {ErrorCode::EdgeMismatch, ErrorCode::PositionOccupied, ErrorCode::TileNotAdjacent,
          ErrorCode::TilePlaceable, ErrorCode::NotOnPlacedTile, ErrorCode::FeatureOccupied,
          ErrorCode::MagicTargetComplete, ErrorCode::MagicTargetNotRoadOrCity,
          ErrorCode::MagicTargetSameFeature, ErrorCode::MagicTargetOtherFigure,
          ErrorCode::MagicRemovalNotAllowed, ErrorCode::TileExpected,
          ErrorCode::MagicActionRequired, ErrorCode::FollowerStepExpected,
          ErrorCode::NoMagicActionDue}) {
        INFO(toString(code));
        CHECK(codes.contains(code));
    }
}

TEST_CASE("the probe rate does not change the legal moves of a game", "[probes]") {
    const FuzzGame plain = randomGame(everything(), 3, 5, 30, 0.0);
    const FuzzGame probed = randomGame(everything(), 3, 5, 30, 0.5);
    CHECK(plain.probes == 0);
    CHECK(probed.probes > 0);
    std::vector<Action> legal;
    for (const Action& a : probed.scenario.actions)
        if (!a.expectError) legal.push_back(a);
    CHECK(legal == plain.scenario.actions);
}
