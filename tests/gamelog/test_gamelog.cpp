// The game-log layer below the CLI: JCZ pointers, assertions, scenario headers, file limits, and a
// round trip: random games written as logs in the codec's forms must agree with the oracle.

#include "codec/json_codec.hpp"
#include "codec/json_reading.hpp"
#include "gamelog/assertions.hpp"
#include "gamelog/jcz_pointer.hpp"
#include "gamelog/jcz_reader.hpp"
#include "gamelog/log_check.hpp"
#include "gamelog/log_reader.hpp"
#include "gamelog/recording_scenario.hpp"
#include "gamelog/text_file.hpp"

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>

using namespace carcassonne;
using namespace carcassonne::gamelog;

namespace {

GameState boardWith(std::initializer_list<PlaceTile> tiles) {
    GameConfig config;
    GameState s = newGame(config);
    (void)setupTile(s, tileCatalog().startTile(), {0, 0}, Rotation{});
    for (const PlaceTile& t : tiles)
        REQUIRE(setupTile(s, t.tile, t.at, t.rotation).ok());
    return s;
}

TileTypeId tile(const char* name) {
    return *tileCatalog().find(name);
}

JczPointer pointer(int x, int y, const char* feature, const char* location) {
    return readPointer(
        nlohmann::json{{"position", {x, y}}, {"feature", feature}, {"location", location}}, "p");
}

} // namespace

TEST_CASE("JCZ pointers name the segment reaching exactly their sides or half-edges") {
    // BA/Ccc (city N E W) turned 180: city E S W at [0, -1], its S side on D's city.
    const GameState s = boardWith({{tile("BA/Ccc"), {0, -1}, Rotation{2}}});
    const JczPointer missing = pointer(0, -1, "City", "_N");
    CHECK(missing.sides == (bit(Side::E) | bit(Side::S) | bit(Side::W)));
    CHECK(refOf(missing).location.toString() == "E"); // first side in N E S W order
    CHECK(resolvePointer(s.board, missing).ok());
    CHECK(resolvePointer(s.board, pointer(0, -1, "City", "WSE")).ok());
    const auto partial = resolvePointer(s.board, pointer(0, -1, "City", "SW"));
    REQUIRE_FALSE(partial.ok());
    CHECK(partial.error().message.find("reaches ESW") != std::string::npos);

    // D: road W-E, the field north of the road EL.WR, the field south ER.SL.SR.WL.
    CHECK(resolvePointer(s.board, pointer(0, 0, "Road", "WE")).ok());
    CHECK(resolvePointer(s.board, pointer(0, 0, "Field", "WR.EL")).ok());
    CHECK(refOf(pointer(0, 0, "Field", "WR.EL")).location.toString() == "EL");
    CHECK_FALSE(resolvePointer(s.board, pointer(0, 0, "Field", "EL")).ok());
    CHECK(resolvePointer(s.board, pointer(0, 0, "Field", "NL.NR.EL.WR")).error().code ==
          ErrorCode::FeatureNotFound); // NL is city on D: no field there at all
    CHECK_FALSE(resolvePointer(s.board, pointer(5, 5, "Road", "N")).ok());
}

TEST_CASE("JCZ pointers: cloisters and the inner field are I") {
    // IC/CCCCG (four cities, the inner field I) north of D, its S city on D's city.
    const GameState s =
        boardWith({{tile("IC/CCCCG"), {0, -1}, Rotation{}}, {tile("BA/L"), {0, 1}, Rotation{}}});
    CHECK(resolvePointer(s.board, pointer(0, -1, "Field", "I")).ok());
    CHECK(refOf(pointer(0, -1, "Field", "I")).location.type == Location::Type::Inner);
    const JczPointer cloister = pointer(0, 1, "Monastery", "I");
    CHECK(cloister.kind == FeatureKind::Cloister);
    CHECK(resolvePointer(s.board, cloister).ok());
}

TEST_CASE("JCZ pointers without feature: the tile decides the kind") {
    // BA/Ccc turned 180 north of D (city E S W); BA/L (a cloister) south of D.
    const GameState s =
        boardWith({{tile("BA/Ccc"), {0, -1}, Rotation{2}}, {tile("BA/L"), {0, 1}, Rotation{}}});
    const auto without = [&](int x, int y, const char* location) {
        JczPointer p =
            readPointer(nlohmann::json{{"position", {x, y}}, {"location", location}}, "p");
        CHECK_FALSE(p.kindKnown);
        resolveKind(s.board, p);
        return p;
    };
    const JczPointer city = without(0, -1, "_N");
    CHECK(city.kind == FeatureKind::City);
    CHECK(city.text == "City _N at [0, -1]");
    CHECK(resolvePointer(s.board, city).ok());
    CHECK(without(0, 0, "WE").kind == FeatureKind::Road);
    CHECK(without(0, 0, "WR.EL").kind == FeatureKind::Field);
    CHECK(without(0, 0, "WR.EL").kindKnown);
    CHECK(without(0, 0, "WR.EL").text == "Field WR.EL at [0, 0]");
    CHECK(without(0, 1, "I").kind == FeatureKind::Cloister);
    // Nothing fits: the guess (road) stays, and resolvePointer names the problem.
    const JczPointer none = without(0, 1, "N");
    CHECK_FALSE(none.kindKnown);
    CHECK(none.text == "N (no feature) at [0, 1]");
    CHECK(resolvePointer(s.board, none).error().message ==
          "the tile BA/L at [0, 1] has no N (no feature)");
    CHECK_FALSE(resolvePointer(s.board, none).ok());
    CHECK_THROWS_AS(readPointer(nlohmann::json{{"position", {0, 0}}}, "p"), codec::DecodeError);
}

TEST_CASE("JCZ pointers without feature: I is the inner field where there is no cloister") {
    const GameState s = boardWith({{tile("IC/CCCCG"), {0, -1}, Rotation{}}});
    JczPointer p = readPointer(nlohmann::json{{"position", {0, -1}}, {"location", "I"}}, "p");
    resolveKind(s.board, p);
    CHECK(p.kind == FeatureKind::Field);
    CHECK(p.inner);
    CHECK(resolvePointer(s.board, p).ok());
}

TEST_CASE("JCZ setup.rules: modelled values map, other expansions' switches are noted, the rest "
          "refused by name") {
    const auto read = [](const nlohmann::json& rules) {
        const nlohmann::json game{
            {"setup", {{"sets", {{"basic:1", 1}}}, {"rules", rules}}},
            {"players", {{{"name", "Alice"}}, {{"name", "Bob"}, {"colour", "blue"}}}}};
        return readJcz(game.dump());
    };
    const auto refusal = [&](const nlohmann::json& rules) {
        auto r = read(rules);
        REQUIRE(std::holds_alternative<formats::InputError>(r));
        return std::get<formats::InputError>(r).message;
    };
    auto ok = read({{"tiny-city-scoring", "2"},
                    {"inn-and-cathedral-final-scoring", "ignore"},
                    {"dragon-move", "before-scoring"}});
    REQUIRE(std::holds_alternative<JczGame>(ok));
    const JczGame& g = std::get<JczGame>(ok);
    const std::vector<std::pair<std::string, std::string>> expected{
        {"farmers", "off"}, {"inn-cathedral-final", "plain"}, {"tiny-city", "on"}}; // keys sorted
    CHECK(g.setup.rules == expected);
    CHECK(g.ignored == std::vector<std::string>{"players[].colour", "setup.rules.dragon-move"});
    CHECK(ignoredNote(g) ==
          "ignored (not used by the oracle): players[].colour, setup.rules.dragon-move");
    CHECK(refusal({{"tiny-city-scoring", 2}})
              .starts_with("unsupported: setup.rules.tiny-city-scoring = 2 "));
    CHECK(
        refusal({{"inn-and-cathedral-final-scoring", "double"}})
            .starts_with("unsupported: setup.rules.inn-and-cathedral-final-scoring = \"double\""));
    CHECK(refusal(nlohmann::json::array()) == "expected an object, found []");
}

TEST_CASE("JCZ pointers: malformed ones are refused with their path") {
    for (const char* bad : {"", "NX", "_NE", "NN", "_"})
        CHECK_THROWS_AS(pointer(0, 0, "Road", bad), codec::DecodeError);
    CHECK_THROWS_AS(pointer(0, 0, "Field", "NL..NR"), codec::DecodeError);
    CHECK_THROWS_AS(pointer(0, 0, "Tower", "I"), codec::DecodeError);
    try {
        (void)pointer(0, 0, "Field", "NL.NX");
    } catch (const codec::DecodeError& b) {
        CHECK(b.path == "p.location");
    }
}

TEST_CASE("JCZ assertions") {
    const std::vector<std::string> players{"Alice", "Bob Smith"};
    auto has = std::get<Assertion>(parseAssertion("Bob Smith has 1 point", players));
    CHECK(has.kind == Assertion::Kind::Has);
    CHECK(has.player == 1);
    CHECK(has.points == 1);
    auto scored =
        std::get<Assertion>(parseAssertion("Alice scored monastery for 9 points", players));
    CHECK(scored.kind == Assertion::Kind::Scored);
    CHECK(scored.feature == FeatureKind::Cloister);
    CHECK(scored.points == 9);
    CHECK(std::holds_alternative<std::string>(parseAssertion("Carol has 3 points", players)));
    CHECK(std::holds_alternative<std::string>(
        parseAssertion("Alice scored tower for 3 points", players)));
    CHECK(std::holds_alternative<std::string>(parseAssertion("Alice wins", players)));
    // Refused before matching: std::regex would recurse once per character.
    CHECK(std::get<std::string>(parseAssertion(std::string(100000, 'A') + " has 1 point",
                                               players)) == "longer than 200 characters");
}

TEST_CASE("JSON nested deeper than 64 levels is refused") {
    const auto nested = [](int depth) {
        return std::string(static_cast<std::size_t>(depth), '[') +
               std::string(static_cast<std::size_t>(depth), ']');
    };
    CHECK(codec::parseStrict(nested(65), "").is_array());
    // The limit is on values: 64 arrays may hold a scalar, 65 may not; brackets in strings and
    // keys do not nest.
    const auto holding = [](int depth, const std::string& inner) {
        return std::string(static_cast<std::size_t>(depth), '[') + inner +
               std::string(static_cast<std::size_t>(depth), ']');
    };
    CHECK(codec::parseStrict(holding(64, "1"), "").is_array());
    CHECK_THROWS_AS(codec::parseStrict(holding(65, "1"), "x"), codec::DecodeError);
    CHECK_THROWS_AS(codec::parseStrict(holding(65, "\"a\""), "x"), codec::DecodeError);
    CHECK(
        codec::parseStrict(
            holding(3,
                    "\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"{\""),
            "")
            .is_array());
    CHECK_THROWS_AS(codec::parseStrict(std::string(66, '{') + std::string(66, '}'), "x"),
                    codec::DecodeError);
    try {
        (void)codec::parseStrict(nested(100000), "x");
        FAIL("not refused");
    } catch (const codec::DecodeError& b) {
        CHECK(b.text() == "x: nested deeper than 64 levels");
    }
}

TEST_CASE("A scenario's header keeps any file name on its lines, as UTF-8") {
    Recording r;
    r.setup.players = {"Alice", "Bob"};
    ScenarioHeader h;
    h.comment = "from a\nb\xFF.jsonl";
    h.title = "a\xFF.jsonl";
    const std::string yaml = writeScenario(r, h);
    CHECK(yaml.rfind("# from a b\xEF\xBF\xBD.jsonl\ntitle: \"a\xEF\xBF\xBD.jsonl\"\n", 0) == 0);
}

TEST_CASE("Files above the size limit are refused before they are parsed") {
    const std::string path = "gamelog_limit_test.txt";
    {
        std::ofstream out(path);
        out << std::string(100, 'x');
    }
    CHECK(std::holds_alternative<std::string>(readTextFile(path, 100)));
    const auto refused = readTextFile(path, 99);
    REQUIRE(std::holds_alternative<formats::InputError>(refused));
    std::remove(path.c_str());
    CHECK(std::holds_alternative<formats::InputError>(readTextFile("no/such/file.jsonl")));
}

namespace {

// A move as a log writes it: the codec's form, but a follower named on the placed tile (the codec
// names a feature by its canonical part, which may lie on another tile).
nlohmann::json moveJson(const GameState& after, const rules::Move& move) {
    if (move.kind == MoveKind::PlaceFollower) {
        const Board& b = after.board;
        const TileFeature& seg = b.segment(move.node);
        FeatureRef ref{b.tiles()[b.tileOf(move.node)].pos, seg.kind, {}};
        for (Side s : kSides)
            if ((seg.kind == FeatureKind::Road || seg.kind == FeatureKind::City) &&
                (seg.sides & bit(s))) {
                ref.location = {Location::Type::Side, s, HalfEdge::NL};
                break;
            }
        for (HalfEdge h : kHalfEdges)
            if (seg.kind == FeatureKind::Field && !seg.inner && (seg.halfEdges & bit(h))) {
                ref.location = {Location::Type::HalfEdge, Side::N, h};
                break;
            }
        nlohmann::json j = codec::toJson(ref);
        j["type"] = "follower";
        j["large"] = move.follower == FollowerKind::Large;
        return j;
    }
    return codec::toJson(after, move);
}

} // namespace

TEST_CASE("Random games written as logs in the codec's forms agree with the oracle") {
    for (std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
        for (Edition edition : {Edition::C1, Edition::C3_1}) {
            RandomGameOptions options;
            options.config.rules = defaultRules(edition);
            options.config.players = 3;
            options.seed = seed;
            std::string log = nlohmann::json{{"type", "setup"},
                                             {"edition", std::string(toString(edition))},
                                             {"players", {"a", "b", "c"}}}
                                  .dump() +
                              "\n";
            (void)playRandomGame(options, [&](const GameState& after, const rules::Move& move,
                                              const Events& events) {
                const nlohmann::json scores = codec::stateJson(after)["scores"];
                if (move.kind == MoveKind::EndGame)
                    log += nlohmann::json{{"type", "end"},
                                          {"events", codec::toJson(events)},
                                          {"scores", scores}}
                               .dump();
                else
                    log += nlohmann::json{{"type", "move"},
                                          {"move", moveJson(after, move)},
                                          {"events", codec::toJson(events)},
                                          {"scores", scores}}
                               .dump();
                log += "\n";
                return true;
            });
            auto read = readGameLog(log);
            REQUIRE(std::holds_alternative<GameLog>(read));
            // The codec's own ledger: equal down to the breakdown.
            auto checked = checkLog(std::get<GameLog>(read), CompareLevel::Breakdown);
            REQUIRE(std::holds_alternative<CheckResult>(checked));
            const CheckResult& r = std::get<CheckResult>(checked);
            INFO("seed " << seed << " edition " << toString(edition));
            CHECK_FALSE(r.divergence.has_value());
            CHECK(r.notes.empty());
            CHECK(r.state.phase == Phase::Over);
        }
    }
}

TEST_CASE("check-log holds a claimed breakdown to the level asked, the outcome always") {
    // Alice closes D's city with E turned 180 and puts a follower on it: a completed city of 2
    // tiles, no coat of arms, scores 2 x 2 = 4 (base.city): tiles 2, base 4, points 4.
    auto logClaiming = [](int base, int points) {
        return std::string(
                   R"({"type": "setup", "edition": "C3", "expansions": [], "players": ["Alice", "Bob"]}
{"type": "move", "move": {"type": "place", "tile": "E", "at": [0, -1], "rotation": 180}}
{"type": "move", "move": {"type": "follower", "at": [0, -1], "on": "city S"}, "events": [{"type": "score", "feature": "city", "at": [0, -1], "on": "city S", "tiles": 2, "base": )") +
               std::to_string(base) + R"(, "points": )" + std::to_string(points) +
               R"(, "scorers": [{"player": 0, "points": )" + std::to_string(points) + "}]}]}\n";
    };
    auto check = [](const std::string& text, CompareLevel level) {
        auto read = readGameLog(text);
        REQUIRE(std::holds_alternative<GameLog>(read));
        auto checked = checkLog(std::get<GameLog>(read), level);
        REQUIRE(std::holds_alternative<CheckResult>(checked));
        return std::get<CheckResult>(checked);
    };
    SECTION(
        "the same 4 points split as base 3: a note under outcome, a divergence under breakdown") {
        const CheckResult outcome = check(logClaiming(3, 4), CompareLevel::Outcome);
        CHECK_FALSE(outcome.divergence.has_value());
        REQUIRE(outcome.notes.size() == 1);
        CHECK(outcome.notes[0].line == 3);
        CHECK_THAT(outcome.notes[0].text, Catch::Contains("base 3 (oracle 4)"));
        const CheckResult breakdown = check(logClaiming(3, 4), CompareLevel::Breakdown);
        REQUIRE(breakdown.divergence.has_value());
        CHECK(breakdown.divergence->line == 3);
        CHECK(breakdown.notes.empty());
    }
    SECTION("5 points where the rules give 4: a divergence under both levels") {
        for (CompareLevel level : {CompareLevel::Outcome, CompareLevel::Breakdown}) {
            const CheckResult r = check(logClaiming(4, 5), level);
            REQUIRE(r.divergence.has_value());
            CHECK(r.divergence->line == 3);
            CHECK(r.notes.empty());
        }
    }
    SECTION("the rules' own numbers: nothing to note") {
        const CheckResult r = check(logClaiming(4, 4), CompareLevel::Breakdown);
        CHECK_FALSE(r.divergence.has_value());
        CHECK(r.notes.empty());
    }
}

TEST_CASE("Logs with a byte-order mark, CR-LF line ends and blank lines are read") {
    const std::string text = "\xEF\xBB\xBF{\"type\": \"setup\", \"edition\": \"C2\", \"players\": "
                             "[\"a\", \"b\"]}\r\n\r\n{\"type\": \"end\", \"scores\": [0, 0]}\r\n";
    const auto read = readGameLog(text);
    REQUIRE(std::holds_alternative<GameLog>(read));
    const GameLog& log = std::get<GameLog>(read);
    CHECK(log.setup.edition == Edition::C2);
    REQUIRE(log.end.has_value());
    CHECK(log.end->line == 3);
}

TEST_CASE("Logs of a million empty lines are read line by line") {
    const std::string text = "{\"type\": \"setup\", \"edition\": \"C2\", \"players\": [\"a\", "
                             "\"b\"]}\n" +
                             std::string(1000000, '\n') + "{\"type\": \"end\", \"scores\": [0, 0]}";
    const auto read = readGameLog(text);
    REQUIRE(std::holds_alternative<GameLog>(read));
    CHECK(std::get<GameLog>(read).end->line == 1000002);
}
