// What a fuzz campaign draws from (fuzz_aim.hpp): the engine's handshake, narrowed by the
// command's options; nothing left is a sentence naming what the engine declares.
#include "protocol/fuzz_aim.hpp"

#include <catch2/catch.hpp>

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
    CHECK(a.expansions == ExpansionSet{});
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
    int varied = 0;
    SeededRandom random(1), switches(2);
    for (int i = 0; i < 300; ++i) {
        const DrawnConfig d = drawConfig(a, random, switches);
        editions.insert(d.config.rules.edition);
        players.insert(d.config.players);
        CHECK(d.config.expansions == ExpansionSet{Expansion::InnsCathedrals});
        for (const auto& [name, value] : d.overrides) {
            CHECK(name == "farmers");
            CHECK(value == "off");
            CHECK(switchValue(d.config.rules, "farmers") == "off");
            ++varied;
        }
    }
    CHECK(editions == std::set<Edition>{Edition::C1, Edition::C3_1});
    CHECK(players == std::set<int>{3, 4});
    // One game in six draws the switch: about 50 of 300, most games play the editions as printed.
    CHECK(varied > 20);
    CHECK(varied < 100);
}
