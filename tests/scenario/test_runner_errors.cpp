// Scenario errors found while replaying: each is an ERROR at the line of its cause.
#include "scenario/game_config.hpp"
#include "scenario/loader.hpp"
#include "scenario/runner.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {
// Runs a scenario made of a header, a set-up and a play list under one edition.
ScenarioRun run(const std::string& setup, const std::string& play, Edition edition = Edition::C3,
                const std::string& expansions = "[inns-cathedrals, mage-witch]") {
    const std::string text =
        "title: t\nrulings: [base.place.match]\nsource: s\nexpansions: " + expansions +
        "\nplayers: [red, blue]\n" + setup + "play:\n" + play;
    auto loaded = loadScenarioText(text, "s.yaml", "s");
    if (auto* e = std::get_if<formats::InputError>(&loaded)) FAIL(e->toString());
    return runScenario(std::get<Scenario>(loaded), edition);
}

Finding onlyError(const ScenarioRun& r) {
    INFO(r.findings.size() << " findings");
    REQUIRE(r.outcome == Outcome::Error);
    REQUIRE(r.findings.size() == 1);
    return r.findings.front();
}

const std::string kExpect = "  - final: true\n    expect: {phase: over}\n";
} // namespace

TEST_CASE("set-up: mismatched edges are an error at the tile") {
    // D's city is north; E turned 0 shows its city north too, so its south (field) meets a city.
    const auto f = onlyError(run("setup:\n  tiles:\n    - {tile: D, at: [0, 0]}\n"
                                 "    - {tile: E, at: [0, -1]}\n",
                                 kExpect));
    CHECK(f.pos.line == 9);
    CHECK_THAT(f.message, Catch::Contains("shows city"));
}

TEST_CASE("set-up: a follower on a completed feature is an error") {
    const auto f = onlyError(run("setup:\n  tiles:\n    - {tile: D, at: [0, 0]}\n"
                                 "    - {tile: E, at: [0, -1], rotation: 180}\n"
                                 "  followers:\n    - {player: red, at: [0, 0], on: city N}\n",
                                 kExpect));
    CHECK(f.pos.line == 11);
    CHECK_THAT(f.message, Catch::Contains("complete"));
}

TEST_CASE("set-up: both magic figures on one feature is an error") {
    const auto f = onlyError(run("setup:\n  figures:\n    mage: {at: [0, 0], on: road W}\n"
                                 "    witch: {at: [0, 0], on: road E}\n",
                                 kExpect));
    CHECK(f.pos.line == 9);
    CHECK_THAT(f.message, Catch::Contains("holds the mage"));
}

TEST_CASE("set-up: more followers than the game gives is an error") {
    const auto& f =
        onlyError(run("setup:\n  followers:\n    - {player: red, at: [0, 0], on: road E}\n"
                      "  supply: {red: {normal: 7}}\n",
                      kExpect));
    CHECK(f.pos.line == 9);
    CHECK_THAT(f.message, Catch::Contains("more followers"));
}

TEST_CASE("a tile not in the edition's set is an error at its action") {
    // Without Inns & Cathedrals the inn tiles are not in the set.
    const auto f = onlyError(run(
        "", "  - place: {tile: IC/Rr.i, at: [1, 0], rotation: 0}\n" + kExpect, Edition::C3, "[]"));
    CHECK(f.pos.line == 7);
    CHECK_THAT(f.message, Catch::Contains("tile-not-in-set"));
}

TEST_CASE("an action after the game ended is an error") {
    const auto f = onlyError(run("", kExpect + "  - place: {tile: V, at: [1, 0], rotation: 0}\n"));
    CHECK(f.pos.line == 9);
    CHECK_THAT(f.message, Catch::Contains("game-over"));
}

TEST_CASE("a feature location that names nothing is an error unless expected") {
    const auto f = onlyError(run("", "  - place: {tile: V, at: [1, 0], rotation: 0}\n"
                                     "  - follower: {at: [1, 0], on: city N}\n" +
                                         kExpect));
    CHECK(f.pos.line == 8);
    CHECK_THAT(f.message, Catch::Contains("has no city N"));
    const auto expected = run("", "  - place: {tile: V, at: [1, 0], rotation: 0}\n"
                                  "  - follower: {at: [1, 0], on: city N}\n"
                                  "    expect-error: feature-not-found\n");
    CHECK(expected.outcome == Outcome::Pass);
}

TEST_CASE("expect-error on an accepted action fails at the expectation") {
    const auto r = run("", "  - place: {tile: V, at: [1, 0], rotation: 0}\n"
                           "    expect-error: edge-mismatch\n");
    CHECK(r.outcome == Outcome::Fail);
    REQUIRE(r.findings.size() == 1);
    CHECK(r.findings[0].pos.line == 8);
    CHECK(r.findings[0].code == "expect-error");
}

TEST_CASE("a letter draws the copy left; a place naming another copy's id is an error") {
    // tiles.md, C2: N is BA/Cc.1 x2 + BA/CcG x1. With both BA/Cc.1 in the set-up, `draw: N` draws
    // BA/CcG, which `place: {tile: N}` names and `place: {tile: BA/Cc.1}` does not.
    const std::string setup = "setup:\n  tiles:\n    - {tile: D, at: [0, 0]}\n"
                              "    - {tile: N, at: [0, -1], rotation: 180}\n"
                              "    - {tile: N, at: [1, -1]}\n";
    const std::string draw = "  - draw: N\n";
    const std::string expect = "    expect: {phase: follower}\n";
    const auto byId = onlyError(
        run(setup, draw + "  - place: {tile: BA/Cc.1, at: [1, -2], rotation: 270}\n" + expect,
            Edition::C2, "[]"));
    CHECK(byId.pos.line == 13);
    CHECK_THAT(byId.message, Catch::Contains("names BA/Cc.1 but BA/CcG was drawn"));
    for (const char* tile : {"N", "BA/CcG"}) {
        INFO(tile);
        const auto ok = run(
            setup, draw + "  - place: {tile: " + tile + ", at: [1, -2], rotation: 270}\n" + expect,
            Edition::C2, "[]");
        CHECK(ok.outcome == Outcome::Pass);
    }
}

TEST_CASE("set-up: a tile limited to editions is on the board only under them") {
    // C1 prints the four-city tile as IC/CCCC, C2 on as IC/CCCCG (tiles.md): a set-up names
    // each edition's id. Under C1 the garden id is left out, so its mismatched edges (it meets
    // D's road side) are no error; under C3 the C1 tile is left out and the error points at the
    // garden tile's line 10 (header lines 1-5, `setup:` 6, `tiles:` 7, D 8, IC/CCCC 9): the
    // second set-up tile under C3, the third in the file; the C1 tile's line 9 would be wrong.
    const std::string setup = "setup:\n  tiles:\n    - {tile: D, at: [0, 0]}\n"
                              "    - {tile: IC/CCCC, at: [0, -1], editions: [C1]}\n"
                              "    - {tile: IC/CCCCG, at: [1, 0], editions: [C2, C3, C3.1]}\n";
    CHECK(run(setup, kExpect, Edition::C1).outcome == Outcome::Pass);
    const auto f = onlyError(run(setup, kExpect, Edition::C3));
    CHECK(f.pos.line == 10);
    CHECK_THAT(f.message, Catch::Contains("IC/CCCCG"));
}

TEST_CASE("a game's configuration: the edition's defaults, then the overrides in order") {
    const auto config =
        gameConfig(Edition::C1, {{"farmers", "4-per-city"}, {"farmers", "off"}}, ExpansionSet{}, 3);
    REQUIRE(config);
    CHECK(config->rules.edition == Edition::C1);
    CHECK(switchValue(config->rules, "farmers") == "off"); // the later override wins
    CHECK(switchValue(config->rules, "tiny-city") ==
          switchValue(defaultRules(Edition::C1), "tiny-city"));
    CHECK(config->players == 3);
    CHECK(config->expansions == ExpansionSet{});
    const auto unknown = gameConfig(Edition::C3, {{"farmers", "sometimes"}}, ExpansionSet{}, 2);
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error().message.find("sometimes") != std::string::npos);
}
