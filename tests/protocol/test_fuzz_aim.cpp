// What a fuzz campaign draws from (fuzz_aim.hpp): the engine's handshake, narrowed by the
// command's options; nothing left is a sentence naming what the engine declares.
#include "protocol/fuzz_aim.hpp"

#include <catch2/catch.hpp>

#include <map>
#include <set>

using namespace carcassonne;
using namespace carcassonne::protocol;

namespace {

Capabilities c2BaseGame() {
    Capabilities caps;
    caps.editions = {"C2"};
    caps.queries = {"legal", "state", "ledger"};
    return caps;
}

std::string refusal(const std::variant<FuzzAim, std::string>& aim) {
    const auto* why = std::get_if<std::string>(&aim);
    return why ? *why : "";
}

} // namespace

TEST_CASE("the aim is what the engine declares", "[fuzz-aim]") {
    const auto aim = aimAt(c2BaseGame(), {});
    REQUIRE(std::holds_alternative<FuzzAim>(aim));
    const FuzzAim& a = std::get<FuzzAim>(aim);
    CHECK(a.editions == std::vector<Edition>{Edition::C2});
    CHECK(a.expansionSets == std::vector<ExpansionSet>{ExpansionSet{}});
    CHECK(a.switches.empty());
}

TEST_CASE("a narrowing that leaves nothing declared is refused with the reason", "[fuzz-aim]") {
    FuzzNarrowing c3;
    c3.editions = {Edition::C3};
    CHECK(refusal(aimAt(c2BaseGame(), c3)) ==
          "the engine plays none of the editions asked for (it declares: C2)");
    FuzzNarrowing magic;
    magic.expansions = ExpansionSet{Expansion::MageWitch};
    CHECK(refusal(aimAt(c2BaseGame(), magic)) ==
          "the engine does not play mage-witch (it declares: none)");
    Capabilities noLedger = c2BaseGame();
    noLedger.queries.erase("ledger");
    CHECK(refusal(aimAt(noLedger, {})).starts_with("fuzz compares the answers to `query ledger`"));
}

TEST_CASE("games are drawn within the aim; switches only from declared values", "[fuzz-aim]") {
    Capabilities caps = c2BaseGame();
    caps.editions = {"C1", "C2", "C3.1"};
    caps.expansions = {"inns-cathedrals"};
    caps.switches["farmers"] = {"off", "no-such-value"};
    FuzzNarrowing n;
    n.editions = {Edition::C1, Edition::C3, Edition::C3_1}; // C3 is not declared
    n.minPlayers = 3;
    n.maxPlayers = 4;
    const auto aim = aimAt(caps, n);
    REQUIRE(std::holds_alternative<FuzzAim>(aim));
    const FuzzAim& a = std::get<FuzzAim>(aim);
    CHECK(a.editions == std::vector<Edition>{Edition::C1, Edition::C3_1});
    REQUIRE(a.switches.size() == 1);
    CHECK(a.switches.front().second == std::vector<std::string>{"off"});

    std::set<Edition> editions;
    std::set<int> players;
    std::set<std::vector<std::string>> sets;
    int varied = 0;
    SeededRandom random(1), switches(2);
    for (int i = 0; i < 300; ++i) {
        const DrawnConfig d = drawConfig(a, random, switches);
        editions.insert(d.config.rules.edition);
        players.insert(d.config.players);
        sets.insert(expansionNamesIn(d.config.expansions));
        for (const auto& [name, value] : d.overrides) {
            CHECK(name == "farmers");
            CHECK(value == "off");
            CHECK(switchValue(d.config.rules, "farmers") == "off");
            ++varied;
        }
    }
    CHECK(editions == std::set<Edition>{Edition::C1, Edition::C3_1});
    CHECK(players == std::set<int>{3, 4});
    // The base game alone and with the expansion declared.
    CHECK(sets == std::set<std::vector<std::string>>{{}, {"inns-cathedrals"}});
    // One game in six draws the switch: about 50 of 300, most games play the editions as printed.
    CHECK(varied > 20);
    CHECK(varied < 100);
}

TEST_CASE("every combination of the declared expansions is drawn, unless narrowed", "[fuzz-aim]") {
    Capabilities caps = c2BaseGame();
    caps.expansions = {"inns-cathedrals", "mage-witch", "no-such-expansion"};
    const auto aim = aimAt(caps, {});
    REQUIRE(std::holds_alternative<FuzzAim>(aim));
    const FuzzAim& a = std::get<FuzzAim>(aim);
    // 2 expansions the oracle knows: 2 x 2 sets, the unknown name ignored.
    CHECK(a.expansionSets.size() == 4);
    std::map<std::vector<std::string>, int> drawn;
    SeededRandom random(7), switches(8);
    for (int i = 0; i < 400; ++i)
        ++drawn[expansionNamesIn(drawConfig(a, random, switches).config.expansions)];
    REQUIRE(drawn.size() == 4);
    CHECK(drawn.contains({}));
    CHECK(drawn.contains({"inns-cathedrals"}));
    CHECK(drawn.contains({"mage-witch"}));
    CHECK(drawn.contains({"inns-cathedrals", "mage-witch"}));
    for (const auto& [set, count] : drawn)
        CHECK(count > 50); // about 100 each: drawn evenly

    FuzzNarrowing both;
    both.expansions = ExpansionSet{Expansion::InnsCathedrals, Expansion::MageWitch};
    const auto narrowed = aimAt(caps, both);
    REQUIRE(std::holds_alternative<FuzzAim>(narrowed));
    CHECK(std::get<FuzzAim>(narrowed).expansionSets == std::vector<ExpansionSet>{*both.expansions});
}
