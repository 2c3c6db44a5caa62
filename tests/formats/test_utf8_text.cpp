// UTF-8 as readers take it (the first fault, at its line and column) and as writers give it.
#include "formats/nearest_names.hpp"
#include "formats/utf8_text.hpp"
#include "formats/visible_text.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne::formats;
using namespace std::string_literals;

namespace {
TextFault faultIn(const std::string& text,
                  ControlCharacters controls = ControlCharacters::Refused) {
    const auto fault = findTextFault(text, controls);
    REQUIRE(fault.has_value());
    return *fault;
}
} // namespace

TEST_CASE("UTF-8 text has no fault, whatever its characters") {
    // é (2 bytes), € (3), 𝄞 (4), a byte-order mark, tab and line breaks.
    CHECK_FALSE(findTextFault("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9D\x84\x9E\xEF\xBB\xBF\t\r\n",
                              ControlCharacters::Refused));
    CHECK_FALSE(findTextFault("", ControlCharacters::Refused));
}

TEST_CASE("the first fault is named at its line and column, counted in bytes") {
    const TextFault nul = faultIn("ab\ncaf\xC3\xA9\0x"s);
    CHECK(nul.line == 2);
    CHECK(nul.column == 6); // c a f and the two bytes of é come first
    CHECK(nul.offset == 8);
    CHECK(nul.message() == "expected UTF-8 text, found a NUL byte");
    const TextFault latin1 = faultIn("title: caf\xE9\n");
    CHECK(latin1.line == 1);
    CHECK(latin1.column == 11);
    CHECK(latin1.message() == "expected UTF-8 text, found the byte 0xE9");
}

TEST_CASE("what is not UTF-8: overlong forms, surrogates, beyond U+10FFFF, cut sequences") {
    CHECK(faultIn("\xC0\xAF").found == "the byte 0xC0");         // overlong '/'
    CHECK(faultIn("\xE0\x80\xAF").found == "the byte 0xE0");     // overlong, 3 bytes
    CHECK(faultIn("\xED\xA0\x80").found == "the byte 0xED");     // U+D800, a surrogate
    CHECK(faultIn("\xF4\x90\x80\x80").found == "the byte 0xF4"); // U+110000
    CHECK(faultIn("ab\xE2\x82").found == "the byte 0xE2");       // cut short at the end
    CHECK(faultIn("\x80").found == "the byte 0x80");             // a continuation alone
    CHECK(faultIn("\xFF\xFEt\0"s).found == "the byte 0xFF");     // UTF-16's byte-order mark
}

TEST_CASE("control characters are refused where the format has none (YAML), allowed for JSON") {
    CHECK(faultIn("a\x1B[31m").message() == "expected text, found the control character U+001B");
    CHECK(faultIn("a\x7F").found == "the control character U+007F");
    CHECK(faultIn("a\xC2\x9B").found == "the control character U+009B"); // C1 CSI
    CHECK(faultIn("a\xEF\xBF\xBE").found == "the control character U+FFFE");
    CHECK_FALSE(findTextFault("a\xC2\x85", ControlCharacters::Refused)); // NEL is printable
    CHECK_FALSE(findTextFault("a\x1B[31m", ControlCharacters::Allowed));
    CHECK(faultIn("a\0"s, ControlCharacters::Allowed).found == "a NUL byte");
}

TEST_CASE("a writer replaces each byte that is not UTF-8, visibly") {
    CHECK(validUtf8("caf\xE9!") == "caf\xEF\xBF\xBD!");
    CHECK(validUtf8("caf\xC3\xA9") == "caf\xC3\xA9");
    CHECK(visibleText("caf\xE9 \x1B[2J \xC2\x9B") == "caf\\xE9 \\x1B[2J \\xC2\\x9B");
    CHECK(visibleText("caf\xC3\xA9") == "caf\xC3\xA9");
}

TEST_CASE("the nearest names of a typo, nearest first") {
    CHECK(nearestNames("base.citty", {"base.road", "base.city", "ic.inn"}).front() == "base.city");
    CHECK(nearestText("C4", {"C1", "C2", "C3", "C3.1"}) == "nearest: C1 C2 C3");
}
