// YAML scalars as the scenario writer and the TAP reporter write them.
#include "formats/yaml_text.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne::formats;

TEST_CASE("YAML scalars are bare only when every YAML reader reads them as the same text") {
    CHECK(yamlScalar("road E") == "road E");
    CHECK(yamlScalar("BA/Cccc+") == "BA/Cccc+");
    CHECK(yamlScalar("Alice") == "Alice");
    CHECK(yamlScalar("on") == "\"on\"");
    CHECK(yamlScalar("No") == "\"No\"");
    CHECK(yamlScalar("true") == "\"true\"");
    CHECK(yamlScalar("123") == "\"123\"");
    CHECK(yamlScalar("IC/C!") == "\"IC/C!\"");
    CHECK(yamlScalar("a: b") == "\"a: b\"");
    CHECK(yamlScalar("a  b") == "\"a  b\"");
    CHECK(yamlScalar("") == "\"\"");
    CHECK(yamlScalar("Zoë \"Z\"") == "\"Zoë \\\"Z\\\"\"");
    CHECK(yamlQuoted("a\xFF") == "\"a\xEF\xBF\xBD\"");
    // What YAML has no raw form of is escaped: C0 (as JSON does), DEL, C1, U+FFFF; NEL stays.
    CHECK(yamlQuoted("a\x01\x7F\xC2\x9B\xEF\xBF\xBF\xC2\x85") ==
          "\"a\\u0001\\u007f\\u009b\\uffff\xC2\x85\"");
}

TEST_CASE("A YAML comment's text stays on its line") {
    CHECK(yamlCommentText("from a\nb\xFF.jsonl") == "from a b\xEF\xBF\xBD.jsonl");
}
