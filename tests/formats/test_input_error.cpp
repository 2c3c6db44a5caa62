// One input error shape for every reader: its place is written the way each format names one.
#include "formats/input_error.hpp"
#include "formats/visible_text.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne::formats;

TEST_CASE("An input error names its place as its format does") {
    const InputError yaml{.file = "s.yaml", .line = 3, .column = 7, .message = "m"};
    CHECK(yaml.toString() == "s.yaml:3:7: m");
    CHECK(yaml.toString("load") == "s.yaml:3:7: error[load]: m");
    const InputError unread{.file = "s.yaml", .message = "m", .lineAndColumn = true};
    CHECK(unread.toString() == "s.yaml: m"); // no line: the file as a whole, never :0:0
    CHECK(InputError{.file = "g.jsonl", .line = 4, .message = "m"}.toString() == "g.jsonl:4: m");
    CHECK(InputError{.file = "g.jcz", .path = "replay[3]", .message = "m"}.toString() ==
          "g.jcz: replay[3]: m");
    CHECK(InputError{.file = "g.jcz", .message = "m"}.toString() == "g.jcz: m");
}

TEST_CASE("A line wins over a JSON path (a syntax error in a multi-line .jcz)") {
    CHECK(InputError{.file = "g.jcz", .line = 2, .path = "setup", .message = "m"}.toString() ==
          "g.jcz:2: m");
}

TEST_CASE("The caller names the file a reader of text did not know") {
    CHECK(inFile(InputError{.line = 1, .message = "m"}, "g.jsonl").toString() == "g.jsonl:1: m");
}

TEST_CASE("control characters become visible") {
    CHECK(carcassonne::formats::visibleText(std::string("a\x01"
                                                        "b\x1b[2J\x7f",
                                                        8)) == "a\\x01b\\x1B[2J\\x7F");
    CHECK(carcassonne::formats::visibleText("plain text, é") == "plain text, é");
}
