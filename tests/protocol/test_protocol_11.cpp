// Protocol 1.1 on the engine side (`serve`) and the rules the driver judges by: the minor version
// negotiated in hello, `wrong-step` standing for the step codes, and `query feature`, whose
// answers below are worked out by hand from the tile geometry (docs/../reference tiles.md).
#include "protocol/protocol.hpp"
#include "protocol/server.hpp"
#include "scenario/runner.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <set>

using namespace carcassonne;
using namespace carcassonne::protocol;

namespace {

// The reply to one request: the whole reply object.
json ask(Server& server, const json& request) {
    return json::parse(server.handle(request.dump()));
}

json ok(Server& server, const json& request) {
    const json reply = ask(server, request);
    INFO(reply.dump());
    REQUIRE(reply.contains("ok"));
    return reply["ok"];
}

std::string errorCode(Server& server, const json& request) {
    const json reply = ask(server, request);
    INFO(reply.dump());
    REQUIRE(reply.contains("error"));
    return reply["error"]["code"].get<std::string>();
}

json feature(int x, int y, const std::string& on) {
    return {{"at", {x, y}}, {"on", on}};
}

json featureQuery(int x, int y, const std::string& on) {
    json q = feature(x, y, on);
    q["cmd"] = "query";
    q["what"] = "feature";
    return q;
}

// The parts of an answer as a set of "x,y on" strings: their order is the board's, not judged.
std::set<std::string> partsOf(const json& answer) {
    std::set<std::string> out;
    for (const json& p : answer["parts"])
        out.insert(std::to_string(p["at"][0].get<int>()) + "," +
                   std::to_string(p["at"][1].get<int>()) + " " + p["on"].get<std::string>());
    return out;
}

json hello11() {
    return {{"cmd", "hello"}, {"protocol", 1}, {"minor", 1}};
}

json newGame(json expansions) {
    return {{"cmd", "new-game"},
            {"edition", "C3"},
            {"expansions", std::move(expansions)},
            {"players", 2}};
}

json tile(const std::string& id, int x, int y, int rotation) {
    return {{"tile", id}, {"at", {x, y}}, {"rotation", rotation}};
}

} // namespace

TEST_CASE("hello: a driver of 1.0 gets the 1.0 answer, one of 1.1 the minor and feature query",
          "[protocol]") {
    Server server({});
    const json v10 = ok(server, {{"cmd", "hello"}, {"protocol", 1}});
    CHECK_FALSE(v10.contains("minor"));
    CHECK(v10["queries"] == json({"legal", "state", "ledger"}));
    // 1.0 has no feature query: refused as not understood, naming the version that has it.
    ok(server, newGame(json::array()));
    CHECK(errorCode(server, featureQuery(0, 0, "city N")) == "bad-request");

    const json v11 = ok(server, hello11());
    CHECK(v11["protocol"] == 1);
    CHECK(v11["minor"] == 1);
    CHECK(v11["queries"] == json({"legal", "state", "ledger", "feature"}));
    // A driver of a later minor gets the lower of the two: the engine's.
    CHECK(ok(server, {{"cmd", "hello"}, {"protocol", 1}, {"minor", 4}})["minor"] == 1);
    CHECK(errorCode(server, {{"cmd", "hello"}, {"protocol", 1}, {"minor", "one"}}) ==
          "bad-request");
    CHECK(errorCode(server, {{"cmd", "hello"}, {"protocol", 2}, {"minor", 0}}) == "unsupported");
}

TEST_CASE("wrong-step stands for the four step codes from 1.1 on, and for nothing else",
          "[protocol]") {
    for (ErrorCode c : {ErrorCode::TileExpected, ErrorCode::MagicActionRequired,
                        ErrorCode::NoMagicActionDue, ErrorCode::FollowerStepExpected}) {
        INFO(toString(c));
        CHECK(isStepError(c));
        CHECK(refusalMatches(c, "wrong-step", 1));
        CHECK_FALSE(refusalMatches(c, "wrong-step", 0)); // a 1.0 session has no such code
        CHECK(refusalMatches(c, toString(c), 0));        // the precise code always matches
        CHECK(refusalMatches(c, toString(c), 1));
    }
    for (ErrorCode c : {ErrorCode::GameOver, ErrorCode::EdgeMismatch,
                        ErrorCode::MagicTargetSameFeature, ErrorCode::FeatureOccupied}) {
        INFO(toString(c));
        CHECK_FALSE(isStepError(c));
        CHECK_FALSE(refusalMatches(c, "wrong-step", 1));
    }
    CHECK_FALSE(refusalMatches(ErrorCode::TileExpected, "follower-step-expected", 1));
    CHECK(isKnownErrorCode("wrong-step", 1));
    CHECK(isKnownErrorCode("engine-error", 1));
    CHECK_FALSE(isKnownErrorCode("wrong-step", 0));
    CHECK_FALSE(isKnownErrorCode("engine-error", 0));
    CHECK(isKnownErrorCode("edge-mismatch", 0));
    CHECK_FALSE(isKnownErrorCode("wrong-stp", 1));
}

TEST_CASE("serve answers a move in the wrong step with the precise step code", "[protocol]") {
    Server server({});
    ok(server, hello11());
    ok(server, newGame({"inns-cathedrals", "mage-witch"}));
    const json follower{{"type", "follower"}, {"at", {0, 0}}, {"on", "road E"}, {"large", false}};
    const json magic{{"type", "magic"}, {"figure", "mage"}, {"at", {0, 0}}, {"on", "road E"}};
    // The tile step: a follower or a pass is not due yet; no magic action is due at all.
    CHECK(errorCode(server, {{"cmd", "play"}, {"move", follower}}) == "tile-expected");
    CHECK(errorCode(server, {{"cmd", "play"}, {"move", {{"type", "pass"}}}}) == "tile-expected");
    CHECK(errorCode(server, {{"cmd", "play"}, {"move", magic}}) == "no-magic-action-due");
    // V (BA/Rr, no magic symbol, road W S at 0) east of D: its W road meets D's E road; then the
    // follower step, where neither a tile nor a magic action nor the end is due.
    ok(server, {{"cmd", "play"},
                {"move", {{"type", "place"}, {"tile", "V"}, {"at", {1, 0}}, {"rotation", 0}}}});
    CHECK(errorCode(
              server,
              {{"cmd", "play"},
               {"move", {{"type", "place"}, {"tile", "V"}, {"at", {-1, 0}}, {"rotation", 180}}}}) ==
          "follower-step-expected");
    CHECK(errorCode(server, {{"cmd", "play"}, {"move", {{"type", "final"}}}}) ==
          "follower-step-expected");
    CHECK(errorCode(server, {{"cmd", "play"}, {"move", magic}}) == "no-magic-action-due");
}

TEST_CASE("play-then: declared in a 1.1 hello only, its queries answered after the move",
          "[protocol]") {
    const json v = {{"type", "place"}, {"tile", "V"}, {"at", {1, 0}}, {"rotation", 0}};
    const json then = {{{"what", "state"}}, {{"what", "legal"}}, {{"what", "nonsense"}}};
    {
        // A 1.0 session: no features, and "then" is a key a 1.0 engine does not read.
        Server server({});
        CHECK_FALSE(ok(server, {{"cmd", "hello"}, {"protocol", 1}}).contains("features"));
        ok(server, newGame(json::array()));
        CHECK(ok(server, {{"cmd", "play"}, {"move", v}, {"then", then}}) == json::object());
    }
    Server server({});
    CHECK(ok(server, hello11())["features"] == json({"play-then"}));
    ok(server, newGame(json::array()));
    // A malformed list is refused before the move: the game is still at the tile step.
    CHECK(errorCode(server, {{"cmd", "play"}, {"move", v}, {"then", "state"}}) == "bad-request");
    CHECK(errorCode(server, {{"cmd", "play"}, {"move", v}, {"then", json::array({1})}}) ==
          "bad-request");
    CHECK(ok(server, {{"cmd", "query"}, {"what", "state"}})["phase"] == "tile");
    // V east of D (as above): accepted; the turn moves to the follower step, and each query is
    // answered as a query sent after the move would be, an unknown one with its error.
    const json answers = ok(server, {{"cmd", "play"}, {"move", v}, {"then", then}})["then"];
    REQUIRE(answers.size() == 3);
    CHECK(answers[0]["ok"]["phase"] == "follower");
    CHECK(answers[0]["ok"] == ok(server, {{"cmd", "query"}, {"what", "state"}}));
    CHECK(answers[1]["ok"] == ok(server, {{"cmd", "query"}, {"what", "legal"}}));
    CHECK(answers[2]["error"]["code"] == "bad-request");
    // A refused move answers the error alone: no queries.
    const json refused = ask(server, {{"cmd", "play"}, {"move", v}, {"then", then}});
    CHECK(refused["error"]["code"] == "follower-step-expected");
    CHECK_FALSE(refused.contains("ok"));
}

TEST_CASE("query feature: a city over three tiles, the witch on it, named by any part",
          "[protocol]") {
    Server server({});
    ok(server, hello11());
    ok(server, newGame({"inns-cathedrals", "mage-witch"}));
    // D (BA/RCr) at [0, 0]: city N, road W E, field EL WR (north of the road), field ER SL SR WL.
    // BA/CFc.1 (F C F C, city W E) at [0, -1] turned 90: W -> N, E -> S, so city N S; its S meets
    //   D's N.
    // BA/Cc.1 (C F F C, city N W) at [0, -2] turned 180: N -> S, W -> E, so city S E; its S meets
    //   [0, -1]'s N. Its E side has no neighbour: the city is open.
    // Blue's large follower on the middle tile's city; the witch on the city, named by its east
    // end; the mage on D's road.
    ok(server,
       {{"cmd", "setup"},
        {"tiles",
         {tile("BA/RCr", 0, 0, 0), tile("BA/CFc.1", 0, -1, 90), tile("BA/Cc.1", 0, -2, 180)}},
        {"followers", {{{"player", 1}, {"at", {0, -1}}, {"on", "city S"}, {"large", true}}}},
        {"figures", {{"witch", feature(0, -2, "city E")}, {"mage", feature(0, 0, "road E")}}}});

    const json city = ok(server, featureQuery(0, 0, "city N"));
    CHECK(city["feature"] == "city");
    CHECK(city["complete"] == false);
    // Every name of the city: [0, 0] N; [0, -1] N and S; [0, -2] S and E.
    CHECK(partsOf(city) == std::set<std::string>{"0,0 city N", "0,-1 city N", "0,-1 city S",
                                                 "0,-2 city E", "0,-2 city S"});
    REQUIRE(city["followers"].size() == 1);
    const json& blue = city["followers"][0];
    CHECK(blue["player"] == 1);
    CHECK(blue["large"] == true);
    CHECK(blue["at"] == json({0, -1}));
    CHECK((blue["on"] == "city N" || blue["on"] == "city S")); // a name of the part it stands on
    CHECK(city["figures"] == json({"witch"}));
    // Any part names the whole feature: the same answer from the far end.
    CHECK(ok(server, featureQuery(0, -2, "city E")) == city);
    CHECK(ok(server, featureQuery(0, -1, "city S")) == city);

    // D's road: both its ends on D, nothing beyond; the mage on it, no follower.
    const json road = ok(server, featureQuery(0, 0, "road W"));
    CHECK(road["feature"] == "road");
    CHECK(road["complete"] == false);
    CHECK(partsOf(road) == std::set<std::string>{"0,0 road E", "0,0 road W"});
    CHECK(road["followers"].empty());
    CHECK(road["figures"] == json({"mage"}));

    // D's field north of the road (EL, WR): the tile north of D shows it a city, so the field
    // reaches no other tile.
    const json field = ok(server, featureQuery(0, 0, "field WR"));
    CHECK(field["feature"] == "field");
    CHECK(field["complete"] == false); // a field never is
    CHECK(partsOf(field) == std::set<std::string>{"0,0 field EL", "0,0 field WR"});
    CHECK(field["figures"].empty());

    // No such part, and a malformed one.
    CHECK(errorCode(server, featureQuery(0, -1, "road E")) == "feature-not-found");
    CHECK(errorCode(server, featureQuery(5, 5, "city N")) == "feature-not-found");
    CHECK(errorCode(server, {{"cmd", "query"}, {"what", "feature"}, {"at", "here"}}) ==
          "bad-request");
}

TEST_CASE("query feature: a complete cloister and an incomplete one", "[protocol]") {
    Server server({});
    ok(server, hello11());
    ok(server, newGame(json::array()));
    // A cloister (BA/L, F F F F) at [0, 0] with all eight neighbours, each showing a field to
    // the squares it shares a side with:
    //   [0, -1], [1, 0], [0, 1]: BA/L (all fields);
    //   [-1, 0]: BA/LR (road S) turned 90, road W: N E S show fields;
    //   [-1, -1]: BA/LR turned 180, road N: E (to [0, -1]) and S (to [-1, 0]) are fields;
    //   [1, -1]: BA/C (city N): W and S fields; [1, 1] and [-1, 1]: BA/C turned 180 (city S):
    //   N, E and W fields.
    // BA/L has 4 copies, BA/LR 2, BA/C 4 in C3: all within the set.
    ok(server, {{"cmd", "setup"},
                {"tiles",
                 {tile("BA/L", 0, 0, 0), tile("BA/L", 0, -1, 0), tile("BA/L", 1, 0, 0),
                  tile("BA/L", 0, 1, 0), tile("BA/LR", -1, 0, 90), tile("BA/LR", -1, -1, 180),
                  tile("BA/C", 1, -1, 0), tile("BA/C", 1, 1, 180), tile("BA/C", -1, 1, 180)}},
                {"followers", {{{"player", 0}, {"at", {0, -1}}, {"on", "cloister"}}}}});

    const json whole = ok(server, featureQuery(0, 0, "cloister"));
    CHECK(whole["feature"] == "cloister");
    CHECK(whole["complete"] == true); // its tile and all eight neighbours are placed
    CHECK(partsOf(whole) == std::set<std::string>{"0,0 cloister"});
    CHECK(whole["followers"].empty());
    CHECK(whole["figures"].empty());

    // The cloister north of it: nothing at y = -2, so it is open; red's follower stands on it.
    const json north = ok(server, featureQuery(0, -1, "cloister"));
    CHECK(north["complete"] == false);
    CHECK(partsOf(north) == std::set<std::string>{"0,-1 cloister"});
    REQUIRE(north["followers"].size() == 1);
    CHECK(north["followers"][0] ==
          json({{"player", 0}, {"at", {0, -1}}, {"on", "cloister"}, {"large", false}}));
    CHECK(errorCode(server, featureQuery(0, 0, "road S")) == "feature-not-found");
}

namespace {
std::set<std::string> schemaEnum(const std::string& definition) {
    static const json schema = [] {
        std::ifstream in(ORACLE_PROTOCOL_SCHEMA);
        REQUIRE(in);
        return json::parse(in);
    }();
    std::set<std::string> out;
    for (const json& v : schema.at("definitions").at(definition).at("enum"))
        out.insert(v.get<std::string>());
    return out;
}

std::set<std::string> asSet(const std::vector<std::string>& names) {
    return {names.begin(), names.end()};
}
} // namespace

TEST_CASE("the protocol schema's enums are the vocabularies and every error code", "[protocol]") {
    std::set<std::string> codes;
    for (const ErrorCodeInfo& e : allErrorCodes())
        codes.emplace(e.name);
    for (std::string_view c : kProtocolErrorCodes)
        codes.emplace(c);
    CHECK(schemaEnum("errorCode") == codes);
    CHECK(schemaEnum("edition") == asSet(namesOf<Edition>()));
    CHECK(schemaEnum("expansion") == asSet(expansionToAddNames()));
    CHECK(schemaEnum("figure") == asSet(namesOf<MagicFigure>()));
    CHECK(schemaEnum("phase") == asSet(namesOf<Phase>()));
    CHECK(schemaEnum("modifierKind") == asSet(namesOf<ModifierKind>()));
}

TEST_CASE("the report schema's statuses are every outcome, ENGINE-ERROR included", "[protocol]") {
    std::ifstream in(ORACLE_REPORT_SCHEMA);
    REQUIRE(in);
    const json schema = json::parse(in);
    std::set<std::string> statuses;
    for (const json& v : schema.at("definitions").at("status").at("enum"))
        statuses.insert(v.get<std::string>());
    std::set<std::string> outcomes;
    for (scenario::Outcome o : scenario::kOutcomes)
        outcomes.emplace(scenario::toString(o));
    CHECK(statuses == outcomes);
    CHECK(outcomes.contains("ENGINE-ERROR"));
}
