// Comparison levels (compare.hpp, scenario::Comparison): what an engine's score events are held
// against. An author's stated numbers are exact at every level; the numbers an expectation leaves
// out are compared with the oracle's own event, a note under Outcome and a failure under
// Breakdown; the oracle's own generated numbers (fuzz) follow the level.
#include "scenario/compare.hpp"
#include "scenario/loader.hpp"
#include "scenario/replay.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

// Red closes a 3-tile road with an inn (A, D, IC/RCc.i): 1 per tile, doubled by the inn
// (ic.inn.complete): base 3, inn +3, 6 points. `scored` is the expectation's entry.
Scenario innRoad(const std::string& scored) {
    const std::string text = R"(title: t
rulings: [ic.inn.complete]
source: s
editions: [C3]
expansions: [inns-cathedrals]
players: [red, blue]
setup:
  tiles:
    - {tile: D, at: [0, 0]}
    - {tile: A, at: [-1, 0], rotation: 270}
  followers:
    - {player: red, at: [0, 0], on: road W}
play:
  - place: {tile: IC/RCc.i, at: [1, 0], rotation: 90}
  - follower: none
    expect:
      scored:
        - )" + scored + "\n";
    auto loaded = loadScenarioText(text, "s.yaml", "s");
    if (auto* e = std::get_if<formats::InputError>(&loaded)) FAIL(e->toString());
    return std::get<Scenario>(loaded);
}

// The expectation of the pass checked against `engine` (the oracle's events changed by `change`).
template <typename Change>
ScenarioRun check(const Scenario& s, Comparison how, Change change) {
    const ReplayTrace trace = replaySteps(s, Edition::C3);
    REQUIRE(trace.steps.size() == 2);
    const ReplayStep& pass = trace.steps[1];
    std::vector<ScoreEvent> oracle;
    for (const Event& ev : pass.events)
        if (const auto* e = std::get_if<ScoreEvent>(&ev)) oracle.push_back(*e);
    REQUIRE(oracle.size() == 1);
    REQUIRE(oracle[0].points == 6); // 3 tiles, base 3, inn +3
    std::vector<ScoreEvent> engine = oracle;
    change(engine[0]);
    Observation actual;
    actual.scored = engine;
    how.oracle = &oracle;
    ScenarioRun run = newRun(s, Edition::C3);
    checkExpectation(s.actions[1].expect[0], pass.state, std::nullopt, actual, s.players, run, how);
    return run;
}

// The same 6 points written as base 6 without the inn's +3.
void folded(ScoreEvent& e) {
    e.base = e.points;
    e.modifiers.clear();
}

const std::string kOutcomeOnly =
    "{feature: road, at: [0, 0], on: road E, points: 6, players: [red]}";
const std::string kWithBreakdown =
    "{feature: road, at: [0, 0], on: road E, tiles: 3, base: 3, inn: 3, points: 6, players: [red]}";

} // namespace

TEST_CASE("Comparison: an unstated breakdown that differs is a note under outcome") {
    const ScenarioRun run = check(innRoad(kOutcomeOnly), {CompareLevel::Outcome}, folded);
    CHECK(run.outcome == Outcome::Pass);
    CHECK(run.findings.empty());
    REQUIRE(run.notes.size() == 1);
    CHECK(run.notes[0].code == "breakdown");
    CHECK_THAT(run.notes[0].message,
               Catch::Contains("base 3 expected, 6 actual, inn 3 expected, 0 actual"));
}

TEST_CASE("Comparison: an unstated breakdown that differs fails under breakdown") {
    const ScenarioRun run = check(innRoad(kOutcomeOnly), {CompareLevel::Breakdown}, folded);
    CHECK(run.outcome == Outcome::Fail);
    REQUIRE(run.findings.size() == 1);
    CHECK(run.findings[0].code == "breakdown");
    CHECK(run.notes.empty());
}

TEST_CASE("Comparison: the author's stated breakdown is exact under outcome too") {
    const ScenarioRun run = check(innRoad(kWithBreakdown), {CompareLevel::Outcome}, folded);
    CHECK(run.outcome == Outcome::Fail);
    REQUIRE(run.findings.size() == 1);
    CHECK(run.findings[0].code == "scored");
}

TEST_CASE("Comparison: generated numbers (fuzz) follow the level") {
    const Scenario s = innRoad(kWithBreakdown);
    const ScenarioRun outcome = check(s, {CompareLevel::Outcome, true}, folded);
    CHECK(outcome.outcome == Outcome::Pass);
    CHECK(outcome.notes.size() == 1);
    const ScenarioRun breakdown = check(s, {CompareLevel::Breakdown, true}, folded);
    CHECK(breakdown.outcome == Outcome::Fail);
}

TEST_CASE("Comparison: other points fail under either level") {
    auto sevenPoints = [](ScoreEvent& e) {
        e.points = 7;
        e.scorers[0].points = 7;
    };
    for (CompareLevel level : {CompareLevel::Outcome, CompareLevel::Breakdown}) {
        const ScenarioRun run = check(innRoad(kOutcomeOnly), {level}, sevenPoints);
        CHECK(run.outcome == Outcome::Fail);
        CHECK(run.notes.empty());
    }
}

TEST_CASE("Comparison: the oracle's own events leave nothing to note") {
    const ScenarioRun run =
        check(innRoad(kOutcomeOnly), {CompareLevel::Breakdown}, [](ScoreEvent&) {});
    CHECK(run.outcome == Outcome::Pass);
    CHECK(run.notes.empty());
    CHECK(run.findings.empty());
}
