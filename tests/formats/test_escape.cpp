// The escapers of the reports and the book: XML and HTML, GitHub workflow commands, TAP.
#include "formats/github_escape.hpp"
#include "formats/tap_escape.hpp"
#include "formats/xml_escape.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne::formats;

TEST_CASE("XML text has entities for markup, references for line breaks, U+FFFD for the rest") {
    CHECK(xmlEscape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;");
    CHECK(xmlEscape("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d");
    CHECK(xmlEscape(std::string("a\x01"
                                "b")) == "a\xEF\xBF\xBD"
                                         "b");
    CHECK(xmlText("a&\nb<") == "a&amp;\nb&lt;");
}

TEST_CASE("XML text is well-formed whatever bytes it is given") {
    // A file name in Latin-1, a cut sequence, a surrogate, U+FFFF: each becomes U+FFFD.
    CHECK(xmlEscape("caf\xE9.yaml") == "caf\xEF\xBF\xBD.yaml");
    CHECK(xmlEscape("a\xE2\x82") == "a\xEF\xBF\xBD\xEF\xBF\xBD");
    CHECK(xmlEscape("\xED\xA0\x80") == "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");
    CHECK(xmlEscape("\xEF\xBF\xBF") == "\xEF\xBF\xBD");
    CHECK(xmlEscape("caf\xC3\xA9 \xE2\x82\xAC") == "caf\xC3\xA9 \xE2\x82\xAC"); // UTF-8 stays
}

TEST_CASE("GitHub workflow command values cannot end the command or a property") {
    CHECK(githubData("50%\r\nnext: a, b") == "50%25%0D%0Anext: a, b");
    CHECK(githubProperty("dir/a:b,c%\n") == "dir/a%3Ab%2Cc%25%0A");
    // Bytes that are not UTF-8 and control characters are shown, never passed on raw.
    CHECK(githubData("caf\xE9\x01") == "caf\\xE9\\x01");
    CHECK(githubProperty("caf\xC3\xA9:") == "caf\xC3\xA9%3A");
}

TEST_CASE("A TAP description holds no directive and no line break") {
    CHECK(tapDescription("a # b\\c\nd\re") == "a \\# b\\\\c d e");
    // Shown as \xNN, its backslash escaped as TAP escapes one.
    CHECK(tapDescription("caf\xE9\x1B") == "caf\\\\xE9\\\\x1B");
}
