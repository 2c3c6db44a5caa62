// The name tables of rules/vocabulary.hpp: each name parses back to its value, names are unique,
// and the switches read and write their RuleSet fields through them.
#include "rules/rules.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace carcassonne;

namespace {
template <typename E>
void checkRoundTrip() {
    std::set<std::string_view> seen;
    for (const auto& row : Vocabulary<E>::rows) {
        CHECK(seen.insert(row.name).second);
        CHECK(nameOf(row.value) == row.name);
        CHECK(parseName<E>(row.name) == row.value);
    }
    CHECK_FALSE(parseName<E>("no-such-name").has_value());
    CHECK(namesOf<E>().size() == Vocabulary<E>::rows.size());
}
} // namespace

TEST_CASE("every vocabulary round-trips and has unique names") {
    checkRoundTrip<Edition>();
    checkRoundTrip<Expansion>();
    checkRoundTrip<MagicFigure>();
    checkRoundTrip<FollowerKind>();
    checkRoundTrip<Phase>();
    checkRoundTrip<FeatureKind>();
    checkRoundTrip<ModifierKind>();
    checkRoundTrip<FarmerScoring>();
    checkRoundTrip<IncompleteInnCathedral>();
}

TEST_CASE("the printing of each enum is its vocabulary's") {
    CHECK(toString(Edition::C3_1) == "C3.1");
    CHECK(toString(Expansion::InnsCathedrals) == "inns-cathedrals");
    CHECK(toString(MagicFigure::Witch) == "witch");
    CHECK(toString(FollowerKind::Large) == "large");
    CHECK(toString(Phase::Follower) == "follower");
    CHECK(choicesOf<ModifierKind>() == "inn, cathedral, mage or witch");
    CHECK(expansionToAddChoices() == "inns-cathedrals, mage-witch or river");
    constexpr auto editions = valuesOf<Edition>();
    CHECK(std::vector<Edition>(kEditions.begin(), kEditions.end()) ==
          std::vector<Edition>(editions.begin(), editions.end()));
}

TEST_CASE("an expansion set holds what is added and always the base game") {
    ExpansionSet set;
    CHECK(set.has(Expansion::Base));
    CHECK_FALSE(set.has(Expansion::MageWitch));
    set.add(Expansion::MageWitch);
    CHECK(set.has(Expansion::MageWitch));
    CHECK_FALSE(set.has(Expansion::InnsCathedrals));
    CHECK(expansionNamesIn(set) == std::vector<std::string>{"mage-witch"});
    CHECK(expansionNamesIn(ExpansionSet::all()) ==
          std::vector<std::string>{"inns-cathedrals", "mage-witch"});
    CHECK_FALSE(expansionToAdd("base").has_value());
}

TEST_CASE("each switch writes and reads its RuleSet field by every value name") {
    for (const SwitchInfo& info : allSwitches())
        for (std::string_view value : info.values) {
            RuleSet rules = defaultRules(Edition::C1);
            REQUIRE(setSwitch(rules, info.name, value).ok());
            CHECK(switchValue(rules, info.name) == value);
        }
    RuleSet rules;
    REQUIRE(setSwitch(rules, "farmers", "4-per-city").ok());
    CHECK(rules.farmers == FarmerScoring::FourPerCity);
    REQUIRE(setSwitch(rules, "tiny-city", "on").ok());
    CHECK(rules.tinyCity);
    CHECK_FALSE(setSwitch(rules, "farmers", "5-per-city").ok());
    CHECK(defaultRules(Edition::C3_1).innCathedralFinal == IncompleteInnCathedral::Plain);
}
