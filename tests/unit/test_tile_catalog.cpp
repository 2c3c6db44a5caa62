// The tile catalog against the counts and geometry of tiles.md.
#include "rules/tile_catalog.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

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

TEST_CASE("a letter names its plain tile, a garden twin has an id and copies of its own") {
    const TileCatalog& catalog = tileCatalog();
    const TileTypeId plain = *catalog.find("BA/Cc.1");
    const TileTypeId garden = *catalog.find("BA/CcG");
    CHECK(catalog.lookup("N") == TileName{plain, TileNaming::Letter});
    CHECK(catalog.lookup("BA/Cc.1") == TileName{plain, TileNaming::Id});
    CHECK(catalog.lookup("BA/CcG") == TileName{garden, TileNaming::Id});
    CHECK_FALSE(catalog.lookup("Y").has_value());
    CHECK(catalog.text({plain, TileNaming::Letter}) == "N");
    CHECK(catalog.text({plain, TileNaming::Id}) == "BA/Cc.1");
    CHECK(catalog.geometryOf(garden) == plain);
    // tiles.md: N is BA/Cc.1 x3 in basic:1 (C1), BA/Cc.1 x2 + BA/CcG x1 in basic:2 (C2 on).
    CHECK(catalog.count(plain, Edition::C1, ExpansionSet{}) == 3);
    CHECK(catalog.count(garden, Edition::C1, ExpansionSet{}) == 0);
    CHECK(catalog.count(plain, Edition::C2, ExpansionSet{}) == 2);
    CHECK(catalog.count(garden, Edition::C2, ExpansionSet{}) == 1);
    CHECK(catalog.count(garden, Edition::C3_1, ExpansionSet{}) == 1);
}

TEST_CASE("a geometry lists its plain tile first, then its garden twin") {
    const TileCatalog& catalog = tileCatalog();
    int twins = 0;
    for (const TileType& t : catalog.all()) {
        INFO(t.name);
        const auto same = catalog.sameGeometry(t.id);
        CHECK(same.front() == catalog.geometryOf(t.id));
        CHECK_FALSE(catalog.at(same.front()).garden);
        CHECK(std::find(same.begin(), same.end(), t.id) != same.end());
        if (t.garden) {
            ++twins;
            CHECK(same.size() == 2);
            CHECK(catalog.at(same.front()).edgePattern() == t.edgePattern());
        }
    }
    // tiles.md: gardens on E, H, I, M, N, R, U, V (base), IC/CCCCG, IC/RFr.iG, MW/CCRrG and the
    // River's curve RI.1/IIG.
    CHECK(twins == 12);
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

TEST_CASE("every geometry has one edition-neutral name: its letter, or ~ and its plain id") {
    const TileCatalog& catalog = tileCatalog();
    const TileTypeId inn = *catalog.find("IC/RFr.i");
    const TileTypeId innGarden = *catalog.find("IC/RFr.iG");
    CHECK(catalog.lookup("~IC/RFr.i") == TileName{inn, TileNaming::Letter});
    CHECK(catalog.geometryName(inn) == "~IC/RFr.i");
    CHECK(catalog.geometryName(innGarden) == "~IC/RFr.i");
    CHECK(catalog.text({inn, TileNaming::Letter}) == "~IC/RFr.i");
    // A base tile's geometry is its letter, also when named with the mark.
    const TileTypeId n = *catalog.find("BA/Cc.1");
    CHECK(catalog.lookup("~BA/Cc.1") == TileName{n, TileNaming::Letter});
    CHECK(catalog.geometryName(*catalog.find("BA/CcG")) == "N");
    // The mark goes before a plain tile's id only: one name per geometry.
    for (const char* wrong : {"~IC/RFr.iG", "~BA/CcG", "~N", "~", "~IC/RFr", "IC/RFr.i~"})
        CHECK_FALSE(catalog.lookup(wrong).has_value());
    for (const TileType& t : catalog.all()) {
        INFO(t.name);
        const auto back = catalog.lookup(catalog.geometryName(t.id));
        REQUIRE(back.has_value());
        CHECK(back->tile == catalog.geometryOf(t.id));
        CHECK(back->naming == TileNaming::Letter);
    }
}
