// Edition profiles and their switches.
#include "rules/edition.hpp"
#include "rules/ruling.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;

TEST_CASE("every switch default is one of its values and names known rulings") {
    for (const auto& s : allSwitches()) {
        for (auto d : s.defaults)
            CHECK(std::find(s.values.begin(), s.values.end(), d) != s.values.end());
        for (auto id : s.rulings)
            CHECK(findRuling(id) != nullptr);
    }
}

TEST_CASE("inn-cathedral-final is zero in C1 to C3 and plain in C3.1") {
    CHECK(defaultRules(Edition::C1).innCathedralFinal == IncompleteInnCathedral::Zero);
    CHECK(defaultRules(Edition::C3).innCathedralFinal == IncompleteInnCathedral::Zero);
    CHECK(defaultRules(Edition::C3_1).innCathedralFinal == IncompleteInnCathedral::Plain);
    CHECK_FALSE(defaultRules(Edition::C2).tinyCity);
}

TEST_CASE("setting a switch checks its name and value") {
    RuleSet rules = defaultRules(Edition::C2);
    CHECK(setSwitch(rules, "tiny-city", "on").ok());
    CHECK(rules.tinyCity);
    const auto bad = setSwitch(rules, "tiny-city", "maybe");
    REQUIRE_FALSE(bad.ok());
    CHECK_THAT(bad.error().message, Catch::Contains("off, on"));
    CHECK_FALSE(setSwitch(rules, "dragons", "on").ok());
}

TEST_CASE("edition names round-trip") {
    for (Edition e : kEditions)
        CHECK(editionFromString(toString(e)) == e);
    CHECK_FALSE(editionFromString("C4").has_value());
}
