// `query legal` with a tile answers where that tile's geometry fits on the board, whatever the
// supply holds: a tile whose copies are used up, or that is not in the edition's set (a garden id
// in C1, an expansion not in play), gets the placements of its geometry, as the rules' placement
// check (and a scenario's `placements: {tile: ...}`) gives them; `play` is where the supply is
// checked. An unknown name is bad-request. (docs/engine-protocol.md, `query`.)
#include "protocol/server.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace carcassonne;
using namespace carcassonne::protocol;

namespace legal_tiles {

json legalAsk(Server& server, const json& request) {
    return json::parse(server.handle(request.dump()));
}

// The placements answered for `tile`, as "x,y r" strings.
std::set<std::string> placements(Server& server, const std::string& tile) {
    const json reply = legalAsk(server, {{"cmd", "query"}, {"what", "legal"}, {"tile", tile}});
    INFO(reply.dump());
    REQUIRE(reply.contains("ok"));
    std::set<std::string> out;
    for (const json& p : reply["ok"]["placements"])
        out.insert(std::to_string(p["at"][0].get<int>()) + "," +
                   std::to_string(p["at"][1].get<int>()) + " " +
                   std::to_string(p["rotation"].get<int>()));
    return out;
}

void newGame(Server& server, const std::string& edition, const json& expansions) {
    REQUIRE(legalAsk(server, {{"cmd", "hello"}, {"protocol", 1}}).contains("ok"));
    REQUIRE(
        legalAsk(
            server,
            {{"cmd", "new-game"}, {"edition", edition}, {"expansions", expansions}, {"players", 2}})
            .contains("ok"));
}

} // namespace legal_tiles

using legal_tiles::legalAsk;
using legal_tiles::newGame;
using legal_tiles::placements;

// N (BA/Cc.1, and BA/CcG its garden twin from C2 on) is C F F C (N E S W); next to D alone (C R F
// R) it needs a city side to the south north of D: r180 (F C C F) and r270 (F F C C); a field side
// to the north south of D: r180 and r270; east and west of D need a road side, which N lacks.
static const std::set<std::string> kNextToD{"0,-1 180", "0,-1 270", "0,1 180", "0,1 270"};

TEST_CASE("legal for a tile not in the edition's set: the placements of its geometry") {
    Server server({});
    newGame(server, "C1", json::array());
    CHECK(placements(server, "BA/CcG") == kNextToD); // C1 prints no garden tile
    CHECK(placements(server, "N") == kNextToD);
    // IC/CRCR (C R C R) in a base game: north of D r0 or r180 (a city side south), east and west
    // r0 or r180 (a road side facing D's road), south none (no field side).
    CHECK(placements(server, "IC/CRCR") ==
          std::set<std::string>{"0,-1 0", "0,-1 180", "1,0 0", "1,0 180", "-1,0 0", "-1,0 180"});
    // ... though play refuses it there.
    const json refused = legalAsk(
        server,
        {{"cmd", "play"},
         {"move", {{"type", "place"}, {"tile", "IC/CRCR"}, {"at", {0, -1}}, {"rotation", 0}}}});
    CHECK(refused["error"]["code"] == "tile-not-in-set");
}

TEST_CASE("legal for a tile whose copies are used up: the same as its twin's, which has one") {
    Server server({});
    newGame(server, "C2", json::array());
    // C2: BA/Cc.1 x2, both set up (north of D r180 and at [1,-1] r0), BA/CcG x1 left.
    REQUIRE(legalAsk(server, {{"cmd", "setup"},
                              {"tiles",
                               {{{"tile", "D"}, {"at", {0, 0}}},
                                {{"tile", "BA/Cc.1"}, {"at", {0, -1}}, {"rotation", 180}},
                                {{"tile", "BA/Cc.1"}, {"at", {1, -1}}, {"rotation", 0}}}}})
                .contains("ok"));
    const auto twin = placements(server, "BA/CcG");
    CHECK_FALSE(twin.empty());
    CHECK(placements(server, "BA/Cc.1") == twin);
}

TEST_CASE("legal for an unknown tile name is bad-request") {
    Server server({});
    newGame(server, "C3", json::array());
    const json reply = legalAsk(server, {{"cmd", "query"}, {"what", "legal"}, {"tile", "ZZ"}});
    CHECK(reply["error"]["code"] == "bad-request");
}
