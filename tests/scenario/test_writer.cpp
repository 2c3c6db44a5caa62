// The scenario writer is the loader's inverse: every scenario of the suite, written and loaded
// back, is the same scenario, and writing it again gives the same bytes.
#include "scenario/loader.hpp"
#include "scenario/writer.hpp"
#include "scenario_content.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

Scenario loaded(const std::string& text) {
    auto result = loadScenarioText(text, "written.yaml", "written");
    if (auto* e = std::get_if<formats::InputError>(&result)) FAIL(e->toString() + "\n" + text);
    return std::get<Scenario>(result);
}

// load(write(s)) == s, and write(load(write(s))) == write(s) byte for byte.
void checkRoundTrip(const Scenario& s, const WriteOptions& options = {}) {
    const std::string text = writeScenario(s, options);
    INFO(text);
    const Scenario back = loaded(text);
    CHECK(testing::content(back) == testing::content(s));
    CHECK(writeScenario(back, options) == text);
}

std::vector<std::filesystem::path> suiteFiles() {
    std::vector<std::filesystem::path> out;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(ORACLE_SCENARIOS_DIR))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml")
            out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

TEST_CASE("Every scenario of the suite, written and loaded back, is the same scenario") {
    const auto files = suiteFiles();
    REQUIRE(files.size() >= 50); // the glob found the suite
    for (const auto& file : files) {
        INFO(file.string());
        auto result = loadScenarioFile(file.string(), file.stem().string());
        REQUIRE(std::holds_alternative<Scenario>(result));
        checkRoundTrip(std::get<Scenario>(result));
    }
}

// A scenario of one placed tile, whose texts the tests below change.
const char* const kOneTile = R"(title: t
rulings: [base.city]
source: s
players: [red, blue]
play:
  - place: {tile: E, at: [0, -1], rotation: 180}
    expect: {phase: follower}
)";

TEST_CASE("Awkward names and texts are quoted so that they load as the same text") {
    auto s = loaded(kOneTile);
    s.title = "a title: with # and \"quotes\"\n and a second line";
    s.source = "  leading spaces";
    s.notes = "Zoë's notes";
    s.players = {"No", "on", "123", "Zoë \"Z\"", "a  b", "- x"};
    s.rules = {{"tiny-city", "on"}};
    s.setup.scores = {{0, 3}, {3, 4}};
    s.setup.turn = 5;
    s.actions.front().player = 1;
    const std::string text = writeScenario(s);
    CHECK(text.find("players: [\"No\", \"on\", \"123\", \"Zoë \\\"Z\\\"\", \"a  b\", \"- x\"]") !=
          std::string::npos);
    CHECK(text.find("rules: {tiny-city: \"on\"}") != std::string::npos);
    checkRoundTrip(s);
}

TEST_CASE("Control characters in texts are written as escapes, which the loader takes back") {
    // A .jcz player name may hold any character JSON escapes: the loader refuses them raw (YAML
    // has none), so the writer escapes C0, DEL and C1 alike.
    auto s = loaded(kOneTile);
    // Each hex escape ends its literal: "\x01b" would be one character, U+001B.
    const std::string soh = "a\x01", del = "c\x7F", csi = "d\xC2\x9B";
    s.players = {soh + "b", del + csi + "e"};
    s.title = "tab\there, bell\a";
    const std::string text = writeScenario(s);
    CHECK(text.find("players: [\"a\\u0001b\", \"c\\u007fd\\u009be\"]") != std::string::npos);
    checkRoundTrip(s);
}

TEST_CASE("What loads as empty is left out, never written empty where the loader wants a list") {
    const auto s = loaded(R"(title: t
rulings: [base.city]
source: s
players: [red, blue]
setup: {scores: {red: 2}}
play:
  - place: {tile: E, at: [0, -1], rotation: 180}
    expect: {phase: follower, scored: []}
)");
    REQUIRE(s.setup.tiles.empty());
    const std::string text = writeScenario(s);
    CHECK(text.find("tiles") == std::string::npos);
    CHECK(text.find("basis") == std::string::npos);
    CHECK(text.find("      scored: []\n") != std::string::npos);
    checkRoundTrip(s);
}

TEST_CASE("Comments go on top and after their action, each on its own line") {
    const auto s = loaded(R"(title: t
rulings: [base.city]
source: s
players: [red, blue]
play:
  - place: {tile: E, at: [0, -1], rotation: 180}
  - follower: none
    expect: {scores: {red: 0, blue: 0}}
)");
    const WriteOptions options{{"first", "from a\nb\xFF.jsonl"}, {"line 1"}};
    const std::string text = writeScenario(s, options);
    CHECK(text.rfind("# first\n# from a b\xEF\xBF\xBD.jsonl\ntitle: \"t\"\n", 0) == 0);
    CHECK(text.find("  - place: {tile: E, at: [0, -1], rotation: 180}  # line 1\n"
                    "  - follower: none\n") != std::string::npos);
    checkRoundTrip(s, options);
}
