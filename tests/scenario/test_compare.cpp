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

namespace {

// Red places a second start tile (D: a city N, a road W to E) east of the first: its road
// continues the road of [0, 0], its city and two fields are new. The follower step offers the
// four features of the placed tile, each with a normal and a large follower (both in a C3
// player's supply): 8 options (base.meeple.place).
Scenario roadContinued(const std::string& followers) {
    const std::string text = R"(title: t
rulings: [base.meeple.place]
source: s
editions: [C3]
players: [red, blue]
setup:
  tiles:
    - {tile: D, at: [0, 0]}
play:
  - place: {tile: D, at: [1, 0]}
    expect:
      followers: )" + followers +
                             "\n";
    auto loaded = loadScenarioText(text, "s.yaml", "s");
    if (auto* e = std::get_if<formats::InputError>(&loaded)) FAIL(e->toString());
    return std::get<Scenario>(loaded);
}

// The expectation of the scenario's one placement checked against the oracle's own observation,
// changed by `change` as an engine's answer would differ from it.
template <typename Change>
ScenarioRun checkObserved(const Scenario& s, Change change) {
    const ReplayTrace trace = replaySteps(s, Edition::C3);
    REQUIRE(trace.steps.size() == 1);
    const ReplayStep& placed = trace.steps[0];
    const Expectation& x = s.actions[0].expect[0];
    Observation actual = observe(placed.state, std::nullopt, placed.events, needsOf(x));
    change(actual);
    ScenarioRun run = newRun(s, Edition::C3);
    checkExpectation(x, placed.state, std::nullopt, actual, s.players, run);
    return run;
}

// The expectation of the placement checked against the oracle's own legal followers, with
// `extra` appended as an engine's entries that name nothing on the board.
ScenarioRun checkFollowers(const Scenario& s, const std::vector<std::string>& extra = {}) {
    return checkObserved(s, [&](Observation& actual) {
        REQUIRE(actual.followers);
        for (const std::string& e : extra)
            actual.followers->addUnnamed(e);
    });
}

} // namespace

TEST_CASE("Comparison: a follower option named by another tile's part is the same move") {
    const ScenarioRun named =
        checkFollowers(roadContinued("{includes: [{at: [0, 0], on: road E}], count: 8}"));
    CHECK(named.outcome == Outcome::Pass);
    CHECK(named.findings.empty());
    // The city of [0, 0] is another feature: not an option of the placed tile.
    const ScenarioRun other =
        checkFollowers(roadContinued("{includes: [{at: [0, 0], on: city N}]}"));
    CHECK(other.outcome == Outcome::Fail);
    REQUIRE(other.findings.size() == 1);
    CHECK(other.findings[0].details == std::vector<std::string>{"missing: city [0, 0] N"});
    const ScenarioRun excluded =
        checkFollowers(roadContinued("{excludes: [{at: [0, 0], on: road W}]}"));
    REQUIRE(excluded.findings.size() == 1);
    CHECK(excluded.findings[0].message == "excluded followers are legal");
}

TEST_CASE("Comparison: an engine's option that names nothing on the board is an extra") {
    const ScenarioRun run = checkFollowers(roadContinued("{count: 8}"), {"(no road [5, 5] E)"});
    CHECK(run.outcome == Outcome::Fail);
    REQUIRE(run.findings.size() == 1);
    CHECK(run.findings[0].code == "followers");
    REQUIRE(run.findings[0].details.size() == 3);
    CHECK(run.findings[0].details[1] == "actual: 9");
    CHECK_THAT(run.findings[0].details[2], Catch::EndsWith("; (no road [5, 5] E)"));
    // Listed twice, it is one entry.
    const ScenarioRun twice =
        checkFollowers(roadContinued("{count: 9}"), {"(no road [5, 5] E)", "(no road [5, 5] E)"});
    CHECK(twice.outcome == Outcome::Pass);
}

namespace {

// Red's abbot stands on the garden of BA/RrG at [0, 1]; red places U east of D, the garden
// still open (abbot.recall): the follower step offers the recall of the garden beside the
// followers. The expectation states followers only (a scenario states no recall).
Scenario abbotOnGarden() {
    const std::string text = R"(title: t
rulings: [abbot.recall]
source: s
editions: [C3]
expansions: [abbot]
players: [red, blue]
setup:
  tiles:
    - {tile: D, at: [0, 0]}
    - {tile: BA/RrG, at: [0, 1]}
  followers:
    - {player: red, at: [0, 1], on: garden, abbot: true}
play:
  - player: red
    place: {tile: U, at: [1, 0]}
    expect:
      followers:
        excludes:
          - {at: [1, 0], on: road W, abbot: true}
)";
    auto loaded = loadScenarioText(text, "s.yaml", "s");
    if (auto* e = std::get_if<formats::InputError>(&loaded)) FAIL(e->toString());
    return std::get<Scenario>(loaded);
}

// The expectation after the placement against the oracle's own observation, its recalls
// changed by `change` as an engine's answer would list them.
template <typename Change>
ScenarioRun checkRecalls(Change change) {
    return checkObserved(abbotOnGarden(), [&](Observation& actual) {
        REQUIRE(actual.besideFollowers);
        REQUIRE(actual.besideFollowers->size() == 1);
        change(*actual.besideFollowers);
    });
}

} // namespace

TEST_CASE("Comparison: the recalls listed on their own are held against the oracle's") {
    const ScenarioRun same = checkRecalls([](LegalSet&) {});
    CHECK(same.outcome == Outcome::Pass);
    CHECK(same.findings.empty());
    // An engine that lists no recall: the oracle's is missing.
    const ScenarioRun none = checkRecalls([](LegalSet& recalls) { recalls = LegalSet{}; });
    CHECK(none.outcome == Outcome::Fail);
    REQUIRE(none.findings.size() == 1);
    CHECK(none.findings[0].code == "recalls");
    CHECK(none.findings[0].message == "the legal recalls differ");
    CHECK(none.findings[0].details ==
          std::vector<std::string>{"missing: recall garden [0, 1]", "extra: (none)"});
    // A recall of a feature the board lacks is an extra recall, not an extra follower option.
    const ScenarioRun nowhere =
        checkRecalls([](LegalSet& recalls) { recalls.addUnnamed("recall (no cloister [5, 5])"); });
    CHECK(nowhere.outcome == Outcome::Fail);
    REQUIRE(nowhere.findings.size() == 1);
    CHECK(nowhere.findings[0].code == "recalls");
    CHECK(nowhere.findings[0].details ==
          std::vector<std::string>{"missing: (none)", "extra: recall (no cloister [5, 5])"});
}
