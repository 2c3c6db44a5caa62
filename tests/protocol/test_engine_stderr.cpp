// What a crash's finding quotes of an engine's standard error (protocol::errorLines): the lines
// that name the error and where it was thrown, in each runtime's way of writing them, not the last
// lines (which for node and a JVM are the bottom stack frames). And the switches `new-game`
// carries: only those the engine declared (Capabilities::switchesSent, newGameRequest).
#include "protocol/engine_session.hpp"
#include "protocol/positions.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::protocol;

using Lines = std::vector<std::string>;

TEST_CASE("a Rust panic and a Go panic are quoted, not the lines after them") {
    CHECK(errorLines("loading tiles\nthread 'main' panicked at 'no feature at 3,-1', "
                     "src/board.rs:88:9\nnote: run with `RUST_BACKTRACE=1` environment "
                     "variable to display a backtrace\n") ==
          Lines{"thread 'main' panicked at 'no feature at 3,-1', src/board.rs:88:9"});
    CHECK(errorLines("panic: runtime error: index out of range [4] with length 4\n\ngoroutine 1 "
                     "[running]:\nmain.score(...)\n\t/src/score.go:12\nexit status 2\n") ==
          Lines{"panic: runtime error: index out of range [4] with length 4"});
}

TEST_CASE("a C++ exception: terminate called and its what()") {
    CHECK(errorLines("turn 3\nterminate called after throwing an instance of "
                     "'std::out_of_range'\n  what():  map::at\nAborted (core dumped)\n") ==
          Lines{"terminate called after throwing an instance of 'std::out_of_range'",
                "  what():  map::at", "Aborted (core dumped)"});
}

TEST_CASE("a node error: the error and the frame it was thrown from, frames indented by two") {
    std::string trace = "Error: no feature\n    at Board.featureAt (board.js:1:2)\n";
    for (int i = 0; i < 10; ++i)
        trace += "    at node:internal/frame" + std::to_string(i) + "\n";
    CHECK(errorLines(trace) == Lines{"Error: no feature", "  at Board.featureAt (board.js:1:2)"});
}

TEST_CASE("no line names an error: the last five lines") {
    CHECK(errorLines("a\nb\nc\nd\ne\nf\ng\n") == Lines{"c", "d", "e", "f", "g"});
}

TEST_CASE("more error lines than the limit: the first and the last, and how many left out") {
    std::string text;
    for (int i = 1; i <= 20; ++i)
        text += "error " + std::to_string(i) + "\n";
    CHECK(errorLines(text, 4) == Lines{"error 1", "error 2", "... (16 more lines naming an error)",
                                       "error 19", "error 20"});
}

TEST_CASE("new-game carries the switches the engine declared, and no other") {
    GameConfig config;
    config.rules = defaultRules(Edition::C3);
    config.players = 2;
    REQUIRE(setSwitch(config.rules, "tiny-city", "on"));
    Capabilities declared;
    declared.switches["tiny-city"] = {"off", "on"};
    declared.switches["farmers"] = {"3-per-city"};
    const json request = newGameRequest(config, declared.switchesSent());
    CHECK(request["switches"] == json{{"farmers", "3-per-city"}, {"tiny-city", "on"}});
    // Nothing declared: an empty object, the edition's defaults for everything.
    CHECK(newGameRequest(config, {})["switches"] == json::object());
}

TEST_CASE("a value of an undeclared switch other than the edition's default is UNSUPPORTED") {
    GameConfig config;
    config.rules = defaultRules(Edition::C3);
    config.expansions = {}; // the base game
    Capabilities engine;
    engine.editions = {"C3"};
    engine.switches["farmers"] = {"3-per-city", "4-per-city"};
    CHECK(engine.cannotPlay(config).value_or("played") == "played"); // all at their defaults
    REQUIRE(setSwitch(config.rules, "inns", "off"));
    CHECK(engine.cannotPlay(config).value_or("") ==
          std::string("the run needs the switch inns: off, which the engine does "
                      "not declare"));
    config.rules = defaultRules(Edition::C3);
    REQUIRE(setSwitch(config.rules, "farmers", "off"));
    CHECK(engine.cannotPlay(config).value_or("") ==
          std::string("the run needs the switch farmers: off, a value the engine "
                      "does not declare (it declares farmers: 3-per-city, "
                      "4-per-city)"));
}
