// The tile catalog against the counts and geometry of tiles.md.
#include "rules/tile_catalog.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;

namespace {
int total(Edition e, ExpansionSet x, Expansion only) {
    int n = 0;
    for (const auto& t : tileCatalog().all())
        if (t.expansion == only) n += tileCatalog().count(t.id, e, x);
    return n;
}
} // namespace

TEST_CASE("each edition has 72 base tiles, 18 Inns & Cathedrals tiles and 8 Mage & Witch tiles") {
    for (Edition e : kEditions) {
        INFO(toString(e));
        CHECK(total(e, ExpansionSet::all(), Expansion::Base) == 72);
        CHECK(total(e, ExpansionSet::all(), Expansion::InnsCathedrals) == 18);
        CHECK(total(e, ExpansionSet::all(), Expansion::MageWitch) == 8);
    }
    CHECK(total(Edition::C2, ExpansionSet{}, Expansion::MageWitch) == 0);
}

TEST_CASE("the base game has 10 coats of arms and letters A to X") {
    int pennants = 0;
    for (const auto& t : tileCatalog().all())
        for (const auto& f : t.features())
            pennants += f.pennants * tileCatalog().count(t.id, Edition::C1, ExpansionSet{}) *
                        (t.expansion == Expansion::Base);
    CHECK(pennants == 10);
    for (char c = 'A'; c <= 'X'; ++c)
        CHECK(tileCatalog().find(std::string(1, c)).has_value());
    CHECK(tileCatalog().at(*tileCatalog().find("D")).name == "BA/RCr");
    CHECK(tileCatalog().at(tileCatalog().startTile()).letter == "D");
}

TEST_CASE("garden twins share the pool of their plain tile") {
    const auto plain = *tileCatalog().find("E");
    const auto garden = *tileCatalog().find("BA/CG");
    CHECK(tileCatalog().geometryOf(garden) == plain);
    CHECK(tileCatalog().count(garden, Edition::C1, ExpansionSet{}) == 0);
    CHECK(tileCatalog().poolSize(plain, Edition::C1, ExpansionSet{}) == 5);
    CHECK(tileCatalog().poolSize(plain, Edition::C2, ExpansionSet{}) == 5);
}

TEST_CASE("rotated edge patterns turn clockwise") {
    const auto& d = tileCatalog().at(*tileCatalog().find("D")); // C R F R
    CHECK(d.edgePattern(Rotation{0}) == "CRFR");
    CHECK(d.edgePattern(Rotation{1}) == "RCRF");
    CHECK(d.edgePattern(Rotation{2}) == "FRCR");
}

TEST_CASE("every tile of Mage & Witch carries the magic symbol and no other does") {
    for (const auto& t : tileCatalog().all())
        CHECK(t.magic == (t.expansion == Expansion::MageWitch));
}

TEST_CASE("ic.inn.arm: on the junction with an inn, only the east arm has it") {
    const auto& t = tileCatalog().at(*tileCatalog().find("IC/RRR.i"));
    for (const auto& f : t.features())
        if (f.kind == FeatureKind::Road) CHECK(f.inn == (f.sides == bit(Side::E)));
}

TEST_CASE("ic.crossroads.stubs: the city crossroads has two roads and no road into its cities") {
    const auto& t = tileCatalog().at(*tileCatalog().find("IC/CRCR"));
    int roads = 0;
    for (const auto& f : t.features())
        if (f.kind == FeatureKind::Road) {
            ++roads;
            CHECK((f.sides & (bit(Side::N) | bit(Side::S))) == 0);
        }
    CHECK(roads == 2);
}
