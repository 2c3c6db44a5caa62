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

TEST_CASE("GitHub workflow command values cannot end the command or a property") {
    CHECK(githubData("50%\r\nnext: a, b") == "50%25%0D%0Anext: a, b");
    CHECK(githubProperty("dir/a:b,c%\n") == "dir/a%3Ab%2Cc%25%0A");
}

TEST_CASE("A TAP description holds no directive and no line break") {
    CHECK(tapDescription("a # b\\c\nd\re") == "a \\# b\\\\c d e");
}
