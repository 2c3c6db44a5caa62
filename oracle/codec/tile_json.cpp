#include "tile_json.hpp"

#include <string>
#include <vector>

namespace carcassonne::codec {

using OJson = nlohmann::ordered_json;

namespace {

// The parts of one feature at rotation 0, in N E S W order (half-edges NL NR EL ER SL SR WL WR).
OJson partsOf(const TileFeature& f) {
    OJson parts = OJson::array();
    for (const Location& where : locationsOf(f))
        parts.push_back(partText(f.kind, where));
    return parts;
}

// The feature with the marks its kind may carry (FeatureKindRow::marks), each written even when
// absent ("inn": false), as the tiles schema requires them.
OJson featureJson(const std::vector<TileFeature>& features, const TileFeature& f) {
    OJson j{{"kind", toString(f.kind)}, {"parts", partsOf(f)}};
    const std::uint8_t marks = rowOf(f.kind).marks;
    if (marks & kInnMark) j["inn"] = f.inn;
    if (marks & kPennantsMark) j["pennants"] = f.pennants;
    if (marks & kCathedralMark) j["cathedral"] = f.cathedral;
    if (marks & kCitiesMark) {
        // Each bordering city by its first part: any part of a feature names all of it.
        OJson cities = OJson::array();
        for (std::size_t i = 0; i < features.size(); ++i)
            if (f.adjacentCities & (1u << i)) cities.push_back(partsOf(features[i]).front());
        j["cities"] = std::move(cities);
    }
    return j;
}

// What the listing says of the set beside its tiles: what is provisional, copies back in the box.
std::vector<std::string> notesOf(Edition edition, const ExpansionSet& expansions,
                                 const std::vector<int>& dealt) {
    const TileCatalog& catalog = tileCatalog();
    std::vector<std::string> notes;
    if (edition == Edition::C3_1 && expansions.has(Expansion::InnsCathedrals))
        notes.emplace_back("C3.1 Inns & Cathedrals: the C3 set stands in for the 24-tile set known "
                           "only from secondary sources; provisional");
    // The Inns & Cathedrals tiles C3.1 prints and C3 does not (the river tile with an inn, with
    // the River: river.ic31.inn-tile) are known only from secondary sources too: a note each.
    for (const TileType& t : catalog.all())
        if (edition == Edition::C3_1 && t.expansion == Expansion::InnsCathedrals &&
            catalog.count(t.id, edition, expansions) > 0 &&
            catalog.count(t.id, Edition::C3, expansions) == 0)
            notes.emplace_back("C3.1 Inns & Cathedrals: " + t.name +
                               " is C3.1's own, known only from secondary sources; provisional");
    for (const TileType& t : catalog.all())
        if (const int printed = catalog.count(t.id, edition, expansions); dealt[t.id] < printed)
            notes.emplace_back(t.name + ": " + std::to_string(dealt[t.id]) + " of the " +
                               std::to_string(printed) + " copies printed are in play; " +
                               std::to_string(printed - dealt[t.id]) +
                               " back in the box under the edition's default rule switches");
    return notes;
}

} // namespace

OJson tileJson(const TileType& tile, int count) {
    const TileCatalog& catalog = tileCatalog();
    OJson features = OJson::array();
    for (const TileFeature& f : tile.features())
        features.push_back(featureJson(tile.features(), f));
    OJson sameGeometry = OJson::array();
    for (TileTypeId other : catalog.sameGeometry(tile.id))
        sameGeometry.push_back(catalog.at(other).name);
    // tiles.md: a garden twin is a copy of its letter's picture (a garden on one E, H, I...).
    const std::string& letter = catalog.at(catalog.geometryOf(tile.id)).letter;
    return {{"id", tile.name},
            {"letter", letter.empty() ? OJson(nullptr) : OJson(letter)},
            {"geometry", catalog.geometryName(tile.id)},
            {"sameGeometry", std::move(sameGeometry)},
            {"expansion", toString(tile.expansion)},
            {"count", count},
            {"edges", tile.edgePattern()},
            {"magic", tile.magic},
            {"garden", tile.garden},
            {"features", std::move(features)}};
}

std::vector<std::string> tileSetNotes(Edition edition, const ExpansionSet& expansions) {
    return notesOf(edition, expansions, rules::copiesDealt(edition, expansions));
}

OJson tileSetJson(Edition edition, const ExpansionSet& expansions) {
    const TileCatalog& catalog = tileCatalog();
    // The copies a game has (river.start.box: with the River, one D back in the box).
    const std::vector<int> dealt = rules::copiesDealt(edition, expansions);
    OJson tiles = OJson::array();
    int total = 0;
    for (const TileType& t : catalog.all()) {
        const int n = dealt[t.id];
        if (n == 0) continue;
        total += n;
        tiles.push_back(tileJson(t, n));
    }
    OJson notes = OJson::array();
    for (std::string& note : notesOf(edition, expansions, dealt))
        notes.push_back(std::move(note));
    return {{"command", "tiles"},
            {"edition", toString(edition)},
            {"expansions", expansionNamesIn(expansions)},
            {"start",
             // The set's start tile (the River's spring replaces D).
             {{"tile", catalog.at(rules::startTile(edition, expansions)).name},
              {"at", OJson::array({0, 0})},
              {"rotation", 0}}},
            {"total", total},
            {"notes", std::move(notes)},
            {"tiles", std::move(tiles)}};
}

} // namespace carcassonne::codec
