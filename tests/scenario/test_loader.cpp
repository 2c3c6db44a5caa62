// The scenario loader: every mistake is an error at its file, line and column.
#include "scenario/loader.hpp"
#include "scenario/runner.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {
const char* kValid = R"(title: a completed two-tile city
rulings: [base.city]
source: base rules
players: [red, blue]
play:
  - place: {tile: E, at: [0, -1], rotation: 180}
  - follower: none
    expect: {scores: {red: 0, blue: 0}}
)";

formats::InputError loadError(const std::string& text) {
    auto result = loadScenarioText(text, "s.yaml", "s");
    REQUIRE(std::holds_alternative<formats::InputError>(result));
    return std::get<formats::InputError>(result);
}

std::string replace(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}
} // namespace

TEST_CASE("a valid scenario loads with every edition by default") {
    auto result = loadScenarioText(kValid, "s.yaml", "s");
    REQUIRE(std::holds_alternative<Scenario>(result));
    const Scenario& s = std::get<Scenario>(result);
    CHECK(s.editions.size() == 4);
    CHECK(s.actions.size() == 2);
    CHECK(s.players == std::vector<std::string>{"red", "blue"});
}

TEST_CASE("unknown keys are named with the keys expected") {
    const auto e = loadError(replace(kValid, "rotation: 180", "rotate: 180"));
    CHECK(e.line == 6);
    CHECK(e.column == 35); // "  - place: {tile: E, at: [0, -1], " is 34 characters
    CHECK_THAT(e.message,
               Catch::Contains("unknown key 'rotate'") && Catch::Contains("tile, at, rotation"));
}

TEST_CASE("duplicate keys report both places") {
    const auto e = loadError(replace(kValid, "source: base rules", "source: a\nsource: b"));
    CHECK(e.line == 4);
    CHECK(e.column == 1);
    CHECK_THAT(e.message,
               Catch::Contains("duplicate key 'source'") && Catch::Contains("line 3, column 1"));
}

TEST_CASE("wrong values say what was expected and what was found") {
    CHECK_THAT(loadError(replace(kValid, "rotation: 180", "rotation: 45")).message,
               Catch::Contains("0, 90, 180 or 270"));
    CHECK_THAT(loadError(replace(kValid, "tile: E", "tile: Z9")).message,
               Catch::Contains("unknown tile 'Z9'"));
    CHECK_THAT(loadError(replace(kValid, "[base.city]", "[base.citty]")).message,
               Catch::Contains("unknown ruling id 'base.citty'"));
    CHECK_THAT(loadError(replace(kValid, "players: [red, blue]", "players: [red]")).message,
               Catch::Contains("2 to 6 players"));
    CHECK_THAT(loadError(replace(kValid, "blue: 0}", "green: 0}")).message,
               Catch::Contains("unknown player 'green'"));
    CHECK_THAT(loadError(replace(kValid, "at: [0, -1]", "at: [0]")).message,
               Catch::Contains("expected a position [x, y]"));
}

TEST_CASE("a scenario with no expectation is an error") {
    const auto e = loadError(replace(kValid, "    expect: {scores: {red: 0, blue: 0}}\n", ""));
    CHECK_THAT(e.message, Catch::Contains("no expectation"));
}

TEST_CASE("an interpretation ruling must be marked as such") {
    const auto e = loadError(replace(kValid, "[base.city]", "[mw.join.symbol]"));
    CHECK_THAT(e.message, Catch::Contains("basis: [interpretation]"));
}

TEST_CASE("invalid YAML is reported at its position") {
    const auto e = loadError("title: [unclosed\n");
    CHECK(e.line >= 1);
    CHECK_THAT(e.message, Catch::Contains("invalid YAML"));
}

TEST_CASE("the runner checks scores and reports the line of the expectation") {
    auto loaded = loadScenarioText(replace(kValid, "red: 0, blue", "red: 4, blue"), "s.yaml", "s");
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const ScenarioRun run = runScenario(std::get<Scenario>(loaded), Edition::C3);
    CHECK(run.outcome == Outcome::Fail);
    REQUIRE(run.findings.size() == 1);
    CHECK(run.findings[0].code == "scores");
    CHECK(run.findings[0].pos.line == 8);
}

TEST_CASE("a due magic action left unmade is a scenario error") {
    const std::string text = R"(title: symbol tile then follower
rulings: [mw.trigger]
source: "000 §1"
players: [red, blue]
play:
  - place: {tile: MW/CFC, at: [0, -1], rotation: 0}
  - follower: none
    expect: {phase: tile}
)";
    auto loaded = loadScenarioText(text, "s.yaml", "s");
    REQUIRE(std::holds_alternative<Scenario>(loaded));
    const ScenarioRun run = runScenario(std::get<Scenario>(loaded), Edition::C2);
    CHECK(run.outcome == Outcome::Error);
    REQUIRE_FALSE(run.findings.empty());
    CHECK_THAT(run.findings[0].message, Catch::Contains("magic-action-required"));
    CHECK(run.findings[0].pos.line == 7);
}

TEST_CASE("limits: size, flow nesting and indentation are refused before parsing") {
    CHECK_THAT(loadError(std::string(kMaxScenarioBytes + 1, ' ')).message,
               Catch::Contains("larger than 1 MiB"));
    const auto deep = loadError("title: " + std::string(100000, '[') + "\n");
    CHECK_THAT(deep.message, Catch::Contains("nested deeper than 64"));
    CHECK(deep.column == 8 + 64); // "title: " is 7 characters; the 65th '[' is refused
    CHECK_THAT(loadError(std::string(300000, ' ') + "x: 1\n").message,
               Catch::Contains("indented deeper than 256"));
    std::string dashes;
    for (int i = 0; i < 100000; ++i)
        dashes += "- ";
    CHECK_THAT(loadError("play:\n" + dashes + "x\n").message, Catch::Contains("indented deeper"));
    // Brackets inside quotes and comments do not count.
    auto quoted =
        loadScenarioText(std::string(kValid) + "# " + std::string(1000, '[') + "\n", "s.yaml", "s");
    CHECK(std::holds_alternative<Scenario>(quoted));
}

TEST_CASE("aliases are resolved by reference, not copied") {
    std::string text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int i = 1; i < 30; ++i)
        text += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [*a" +
                std::to_string(i - 1) + ", *a" + std::to_string(i - 1) + "]\n";
    const auto e = loadError(text); // 2^29 leaves if expanded; the loader stops at the first key
    CHECK_THAT(e.message, Catch::Contains("unknown key 'a0'"));
}

TEST_CASE("a second YAML document is an error at its start, never silently ignored") {
    // The second document's failing expectation would never be checked.
    const auto e = loadError(std::string(kValid) + "---\n" + kValid);
    CHECK(e.line == 9);
    CHECK(e.column == 1);
    CHECK(e.message == "expected one YAML document (a scenario file holds one scenario), found a "
                       "second one here");
    // An empty one after `---`, and one after an explicit end `...`, alike.
    CHECK(loadError(std::string(kValid) + "---\n").line == 9);
    CHECK(loadError(std::string(kValid) + "...\n---\n{}\n").line == 10);
    // One document that starts with `---` or ends with `...` is one document.
    CHECK(std::holds_alternative<Scenario>(
        loadScenarioText("---\n" + std::string(kValid) + "...\n", "s.yaml", "s")));
    // yaml-cpp's LoadAll never returns on this text (found by fuzz_scenario): the document count
    // stops at two, and the one document is read as any other.
    CHECK(loadError("b','").message == "expected the scenario (a map), found 'b',''");
}

TEST_CASE("text that is not UTF-8 is refused at load, at its line and column") {
    using namespace std::string_literals;
    // A NUL byte: yaml-cpp read it as "unknown escape character", or as UTF-16 at the start.
    const auto nul = loadError(replace(kValid, "a completed", "a\0completed"s));
    CHECK(nul.line == 1);
    CHECK(nul.column == 9);
    CHECK(nul.message == "expected UTF-8 text, found a NUL byte");
    CHECK(loadError("\0title: x"s).message == "expected UTF-8 text, found a NUL byte");
    // Latin-1 in a title, a player name: the byte, and what to do.
    const auto latin1 = loadError(replace(kValid, "[red, blue]",
                                          "[r\xE9"
                                          "d, blue]"));
    CHECK(latin1.line == 4);
    CHECK(latin1.column == 12);
    CHECK(latin1.message == "expected UTF-8 text, found the byte 0xE9 (save the file as UTF-8)");
    // A raw control character (an escape sequence in a source): YAML has none, an escape is fine.
    const auto control = loadError(replace(kValid, "base rules", "base \x1B[2J rules"));
    CHECK(control.line == 3);
    CHECK(control.column == 14);
    CHECK_THAT(control.message,
               Catch::StartsWith("expected text, found the control character U+001B (YAML"));
    CHECK(std::holds_alternative<Scenario>(loadScenarioText(
        replace(kValid, "source: base rules", "source: \"base \\x1B rules\""), "s.yaml", "s")));
}

TEST_CASE("every list refuses an entry it holds already, naming the first") {
    const auto ruling = loadError(replace(kValid, "[base.city]", "[base.city, base.city]"));
    CHECK(ruling.line == 2);
    CHECK(ruling.column == 22);
    CHECK(ruling.message == "ruling base.city is listed twice (first at line 2, column 11)");
    CHECK(loadError(replace(kValid, "players:", "expansions: [mage-witch, mage-witch]\nplayers:"))
              .message == "expansion mage-witch is listed twice (first at line 4, column 14)");
    CHECK(loadError(replace(kValid, "players: [red, blue]", "players: [red, blue, red]")).message ==
          "player 'red' is listed twice (first at line 4, column 11)");
    CHECK(loadError(replace(kValid, "players:", "editions: [C1, C1]\nplayers:")).message ==
          "edition C1 is listed twice (first at line 4, column 12)");
    CHECK(loadError(replace(kValid, "players:", "rules: {farmers: off, farmers: off}\nplayers:"))
              .message == "duplicate key 'farmers' in rules (first at line 4, column 9)");
    // A legal set that lists an entry twice would pass whether or not it is legal once.
    CHECK(loadError(replace(kValid, "expect: {scores: {red: 0, blue: 0}}",
                            "expect: {placements: {tile: E, exactly: [{at: [1, 0], rotation: 90}, "
                            "{at: [1, 0], rotation: 90}]}}"))
              .message == "placement at [1, 0] rotated 90 is listed twice (first at line 8, "
                          "column 46)");
}

TEST_CASE("a player name may not be empty") {
    const auto e = loadError(replace(kValid, "[red, blue]", "[red, \"\"]"));
    CHECK(e.line == 4);
    CHECK(e.column == 16);
    CHECK(e.message == "a player name may not be empty");
}

TEST_CASE("an unknown ruling id or error code gets the nearest names, as --ruling does") {
    CHECK_THAT(loadError(replace(kValid, "[base.city]", "[base.citty]")).message,
               Catch::StartsWith("unknown ruling id 'base.citty' (nearest: base.city ") &&
                   Catch::EndsWith("; `carcassonne-oracle rulings` lists them)"));
    CHECK_THAT(loadError(replace(kValid, "    expect: {scores: {red: 0, blue: 0}}",
                                 "    expect-error: edge-mismatc"))
                   .message,
               Catch::StartsWith("unknown error code 'edge-mismatc' (nearest: edge-mismatch "));
}
