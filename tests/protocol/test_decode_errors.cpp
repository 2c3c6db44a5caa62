// The codec's own decode error (codec/json_reading.hpp): a value that is not its form is a
// DecodeError naming the JSON path and what was expected, never a rules ErrorCode; `serve` answers
// it bad-request, and only what the rules refuse gets a rules code (docs/engine-protocol.md,
// "Errors": the move's shape first, then a feature the board lacks).
#include "codec/move_json.hpp"
#include "codec/setup_json.hpp"
#include "protocol/server.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::protocol;

namespace {

json replyOf(Server& server, const json& request) {
    return json::parse(server.handle(request.dump()));
}

json refusalOf(Server& server, const json& request) {
    const json reply = replyOf(server, request);
    INFO(reply.dump());
    REQUIRE(reply.contains("error"));
    return reply["error"];
}

// A game of two players on the base game, its set-up not yet sent.
void startGame(Server& server) {
    REQUIRE(replyOf(server, {{"cmd", "hello"}, {"protocol", 1}, {"minor", 1}}).contains("ok"));
    REQUIRE(
        replyOf(
            server,
            {{"cmd", "new-game"}, {"edition", "C3"}, {"expansions", json::array()}, {"players", 2}})
            .contains("ok"));
}

} // namespace

TEST_CASE("a move that is not its form is a decode error with its path and what was expected",
          "[codec]") {
    const auto at = codec::namedMoveFrom({{"type", "place"}, {"tile", "V"}, {"at", "here"}}, "move",
                                         codec::UnknownKeys::Ignore);
    REQUIRE_FALSE(at);
    CHECK(at.error() ==
          codec::DecodeError{"move.at", "expected a position [x, y], found \"here\""});
    const auto type = codec::namedMoveFrom({{"type", "fly"}}, "move", codec::UnknownKeys::Ignore);
    REQUIRE_FALSE(type);
    CHECK(type.error().path == "move.type");
    CHECK(type.error().message ==
          "expected place, discard, magic, follower, pass, final or recall, found \"fly\"");
    // A key the form does not name: a game log refuses it, a protocol request ignores it.
    const json extra{{"type", "pass"}, {"note", 1}};
    CHECK(codec::namedMoveFrom(extra, "move", codec::UnknownKeys::Ignore));
    const auto refused = codec::namedMoveFrom(extra, "move", codec::UnknownKeys::Refuse);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().path == "move");
    CHECK(refused.error().message.find("'note'") != std::string::npos);
}

TEST_CASE("a set-up that is not its form is a decode error with its path", "[codec]") {
    const codec::SetupForm form{
        codec::SetupShape::Protocol, "setup", {"", ""}, codec::UnknownKeys::Ignore};
    const json followers{{"followers", {{{"player", 0}, {"at", {0, 0}}, {"on", 5}}}}};
    const auto on = codec::positionSpecFrom(followers, form);
    REQUIRE_FALSE(on);
    CHECK(on.error() == codec::DecodeError{"setup.followers[0].on", "expected a string, found 5"});
    const json seat{{"turn", 2}}; // two players: seats 0 and 1
    const auto turn = codec::positionSpecFrom(seat, form);
    REQUIRE_FALSE(turn);
    CHECK(turn.error() ==
          codec::DecodeError{"setup.turn", "expected a number from 0 to 1, found 2"});
}

TEST_CASE("serve: a malformed move is bad-request, a feature the board lacks the rules' code",
          "[protocol]") {
    Server server({});
    startGame(server);
    const json malformed = refusalOf(
        server,
        {{"id", 1}, {"cmd", "play"}, {"move", {{"type", "place"}, {"tile", "V"}, {"at", "x"}}}});
    CHECK(malformed["code"] == "bad-request");
    CHECK(malformed["message"] == "move.at: expected a position [x, y], found \"x\"");
    // Well formed, but no tile stands at [5, 5]: the rules' refusal.
    const json missing =
        refusalOf(server, {{"id", 2},
                           {"cmd", "play"},
                           {"move", {{"type", "follower"}, {"at", {5, 5}}, {"on", "road E"}}}});
    CHECK(missing["code"] == "feature-not-found");
    const json query =
        refusalOf(server, {{"id", 3}, {"cmd", "query"}, {"what", "feature"}, {"at", 1}});
    CHECK(query["code"] == "bad-request");
}

TEST_CASE("serve: a malformed set-up entry is bad-request, a position the rules refuse their code",
          "[protocol]") {
    {
        // Before, a malformed feature in a set-up came back as the rules' invalid-setup.
        Server server({});
        startGame(server);
        const json e =
            refusalOf(server, {{"id", 1},
                               {"cmd", "setup"},
                               {"followers", {{{"player", 0}, {"at", {0, 0}}, {"on", 5}}}}});
        CHECK(e["code"] == "bad-request");
        CHECK(e["message"] == "setup.followers[0].on: expected a string, found 5");
    }
    {
        // Well formed: a follower on a part the start tile D has not; the rules' refusal.
        Server server({});
        startGame(server);
        const json e = refusalOf(
            server, {{"id", 1},
                     {"cmd", "setup"},
                     {"followers", {{{"player", 0}, {"at", {0, 0}}, {"on", "cloister"}}}}});
        CHECK(e["code"] == "feature-not-found");
    }
}
