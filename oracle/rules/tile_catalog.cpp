#include "tile_catalog.hpp"

#include <sstream>
#include <stdexcept>

namespace carcassonne {

namespace {

// One row of tiles.md in a compact notation of our own: features separated by ';', each a kind
// followed by its sides or half-edges and its marks:
//   road E S [inn] | city N W [pennant] [cathedral] | field NL NR [adj N W] | field I | cloister
// `adj` names a side covered by each bordering city of the same tile.
struct TileRow {
    const char* name;
    const char* letter;
    Expansion expansion;
    int countFirst;
    int countSecond;
    const char* edges; // as printed in tiles.md, checked against the features by the tests
    const char* features;
    bool magic = false;
    const char* twinOf = ""; // garden twins
};

constexpr Expansion B = Expansion::Base;
constexpr Expansion IC = Expansion::InnsCathedrals;
constexpr Expansion MW = Expansion::MageWitch;

const TileRow kRows[] = {
    // Base game (letters from Wikicarpedia). D is the start tile.
    {"BA/LR", "A", B, 2, 2, "FFRF", "cloister; road S; field NL NR EL ER SL SR WL WR"},
    {"BA/L", "B", B, 4, 4, "FFFF", "cloister; field NL NR EL ER SL SR WL WR"},
    {"BA/Cccc+", "C", B, 1, 1, "CCCC", "city N W S E pennant"},
    {"BA/RCr", "D", B, 4, 4, "CRFR", "road W E; city N; field EL WR adj N; field ER SL SR WL"},
    {"BA/C", "E", B, 5, 4, "CFFF", "city N; field WL WR SL SR EL ER adj N"},
    {"BA/CG", "", B, 0, 1, "CFFF", "city N; field WL WR SL SR EL ER adj N", false, "BA/C"},
    {"BA/CFc+", "F", B, 2, 2, "FCFC", "city W E pennant; field NL NR adj W; field SL SR adj W"},
    {"BA/CFc.1", "G", B, 1, 1, "FCFC", "city W E; field NL NR adj W; field SL SR adj W"},
    {"BA/CFC.2", "H", B, 3, 2, "CFCF", "city N; city S; field WL WR EL ER adj N S"},
    {"BA/CFCG", "", B, 0, 1, "CFCF", "city N; city S; field WL WR EL ER adj N S", false,
     "BA/CFC.2"},
    {"BA/CC.2", "I", B, 2, 1, "CFFC", "city N; city W; field EL ER SL SR adj N W"},
    {"BA/CCG", "", B, 0, 1, "CFFC", "city N; city W; field EL ER SL SR adj N W", false, "BA/CC.2"},
    {"BA/CRr", "J", B, 3, 3, "CRRF", "road E S; city N; field EL WL WR SR adj N; field ER SL"},
    {"BA/RrC", "K", B, 3, 3, "CFRR", "road S W; city N; field WR EL ER SL adj N; field WL SR"},
    {"BA/CRRR", "L", B, 3, 3, "CRRR",
     "road E; road S; road W; city N; field WR EL adj N; field WL SR; field ER SL"},
    {"BA/Cc+", "M", B, 2, 1, "CFFC", "city N W pennant; field SL SR EL ER adj N"},
    {"BA/Cc+G", "", B, 0, 1, "CFFC", "city N W pennant; field SL SR EL ER adj N", false, "BA/Cc+"},
    {"BA/Cc.1", "N", B, 3, 2, "CFFC", "city N W; field SL SR EL ER adj N"},
    {"BA/CcG", "", B, 0, 1, "CFFC", "city N W; field SL SR EL ER adj N", false, "BA/Cc.1"},
    {"BA/CcRr+", "O", B, 2, 2, "CRRC",
     "road E S; city N W pennant; field EL SR adj N; field ER SL"},
    {"BA/CcRr", "P", B, 3, 3, "CRRC", "road E S; city N W; field EL SR adj N; field ER SL"},
    {"BA/Ccc+", "Q", B, 1, 1, "CCFC", "city N E W pennant; field SL SR adj N"},
    {"BA/Ccc", "R", B, 3, 2, "CCFC", "city N E W; field SL SR adj N"},
    {"BA/CccG", "", B, 0, 1, "CCFC", "city N E W; field SL SR adj N", false, "BA/Ccc"},
    {"BA/CccR+", "S", B, 2, 2, "CCRC",
     "road S; city N W E pennant; field SL adj N; field SR adj N"},
    {"BA/CccR", "T", B, 1, 1, "CCRC", "road S; city N W E; field SL adj N; field SR adj N"},
    {"BA/RFr", "U", B, 8, 7, "FRFR", "road W E; field WR NL NR EL; field ER SL SR WL"},
    {"BA/RFrG", "", B, 0, 1, "FRFR", "road W E; field WR NL NR EL; field ER SL SR WL", false,
     "BA/RFr"},
    {"BA/Rr", "V", B, 9, 8, "FFRR", "road W S; field WR NL NR EL ER SL; field SR WL"},
    {"BA/RrG", "", B, 0, 1, "FFRR", "road W S; field WR NL NR EL ER SL; field SR WL", false,
     "BA/Rr"},
    {"BA/RRR", "W", B, 4, 4, "FRRR",
     "road E; road S; road W; field WR NL NR EL; field ER SL; field SR WL"},
    {"BA/RRRR", "X", B, 1, 1, "RRRR",
     "road N; road E; road S; road W; field WR NL; field NR EL; field ER SL; field SR WL"},

    // Inns & Cathedrals.
    {"IC/Cccc.c", "", IC, 2, 2, "CCCC", "city N W S E cathedral"},
    {"IC/LRFR", "", IC, 1, 1, "FRFR",
     "cloister; road W; road E; field ER SL SR WL; field EL NL NR WR"},
    {"IC/CCCC", "", IC, 1, 0, "CCCC", "city N; city W; city E; city S; field I adj N W E S"},
    {"IC/CCCCG", "", IC, 0, 1, "CCCC", "city N; city W; city E; city S; field I adj N W E S", false,
     "IC/CCCC"},
    {"IC/CCC", "", IC, 1, 1, "CCFC", "city N; city W; city E; field SL SR adj N W E"},
    {"IC/CRCR", "", IC, 1, 1, "CRCR",
     "city N; city S; road W; road E; field ER adj S; field WL adj S; field EL adj N; field WR adj "
     "N"},
    {"IC/CCc+", "", IC, 1, 1, "CFCC", "city N W pennant; city S; field EL ER adj N S"},
    {"IC/C!", "", IC, 1, 1, "CFFF", "city N; field EL ER adj N; field WL WR SL SR adj N"},
    {"IC/CFR", "", IC, 1, 1, "CFRF", "city N; road S; field WL WR SR adj N; field EL ER SL adj N"},
    {"IC/CcR", "", IC, 1, 1, "CRFC", "city N W; road E; field EL adj W; field ER SL SR adj W"},
    {"IC/CRcR+", "", IC, 1, 1, "RCRC",
     "city E W pennant; road N; road S; field NL adj W; field NR adj W; field SL adj W; field SR "
     "adj W"},
    {"IC/RCc.i", "", IC, 1, 1, "CFRC",
     "city N W; road S inn; field SR adj W; field SL EL ER adj W"},
    {"IC/RrC.i", "", IC, 1, 1, "CFRR",
     "city N; road W S inn; field SR WL; field WR EL ER SL adj N"},
    {"IC/CcRr+.i", "", IC, 1, 1, "CRRC",
     "city N W pennant; road E S inn; field SL ER; field SR EL adj N"},
    {"IC/RRR.i", "", IC, 1, 1, "FRRR",
     "road E inn; road W; road S; field WR NL NR EL; field WL SR; field ER SL"},
    {"IC/RFr.i", "", IC, 1, 0, "FRFR", "road W E inn; field WR NL NR EL; field ER SL SR WL"},
    {"IC/RFr.iG", "", IC, 0, 1, "FRFR", "road W E inn; field WR NL NR EL; field ER SL SR WL", false,
     "IC/RFr.i"},
    {"IC/Rr.i", "", IC, 1, 1, "FFRR", "road W S inn; field WR NL NR EL ER SL; field SR WL"},
    {"IC/RrRr", "", IC, 1, 1, "RRRR",
     "road N W; road S E; field NL WR; field SL ER; field NR EL SR WL"},

    // Mage & Witch: every tile carries the magic symbol.
    {"MW/CRRR.3", "", MW, 1, 1, "CRRR",
     "road E; road S; road W; city N; field WR EL adj N; field WL SR; field ER SL", true},
    {"MW/CcRr.1", "", MW, 1, 1, "CRRC", "road E S; city N W; field EL SR adj N; field ER SL", true},
    {"MW/CCCR.3", "", MW, 1, 1, "CCRC",
     "city W; city N; city E; road S; field SR adj W N E; field SL adj E", true},
    {"MW/CRcR", "", MW, 1, 1, "RCRC",
     "city E W; road N; road S; field NL adj W; field NR adj W; field SL adj W; field SR adj W",
     true},
    {"MW/CFC", "", MW, 1, 1, "CFCF", "city N; city S; field WL WR EL ER adj N S", true},
    {"MW/CccR.1", "", MW, 1, 1, "CCRC", "road S; city N W E; field SL adj N; field SR adj N", true},
    {"MW/CRRr.2", "", MW, 1, 1, "CRRR",
     "road E; road S W; city N; field EL adj N; field ER SL WR adj N; field SR WL", true},
    {"MW/CCRr.2", "", MW, 1, 0, "CRRC",
     "city N; city W; road S E; field EL SR adj N W; field ER SL", true},
    {"MW/CCRrG", "", MW, 0, 1, "CRRC", "city N; city W; road S E; field EL SR adj N W; field ER SL",
     true, "MW/CCRr.2"},
};

[[noreturn]] void badRow(const TileRow& row, const std::string& why) {
    // Only reachable through a typo in the table above; the catalog test builds it.
    throw std::logic_error(std::string("tile catalog row ") + row.name + ": " + why);
}

std::vector<TileFeature> parseFeatures(const TileRow& row) {
    std::vector<TileFeature> features;
    std::vector<std::vector<Side>> adjacency; // per feature, sides naming bordering cities
    std::stringstream all(row.features);
    std::string part;
    while (std::getline(all, part, ';')) {
        std::stringstream words(part);
        std::string kind;
        words >> kind;
        TileFeature f;
        if (kind == "road")
            f.kind = FeatureKind::Road;
        else if (kind == "city")
            f.kind = FeatureKind::City;
        else if (kind == "field")
            f.kind = FeatureKind::Field;
        else if (kind == "cloister")
            f.kind = FeatureKind::Cloister, f.inner = true;
        else
            badRow(row, "unknown feature kind " + kind);
        std::vector<Side> adj;
        bool inAdj = false;
        for (std::string w; words >> w;) {
            if (w == "adj")
                inAdj = true;
            else if (inAdj) {
                auto s = sideFromString(w);
                if (!s) badRow(row, "bad adj side " + w);
                adj.push_back(*s);
            } else if (w == "pennant")
                f.pennants = 1;
            else if (w == "inn")
                f.inn = true;
            else if (w == "cathedral")
                f.cathedral = true;
            else if (w == "I")
                f.inner = true;
            else if (auto s = sideFromString(w); s && f.kind != FeatureKind::Field)
                f.sides |= bit(*s);
            else if (auto h = halfEdgeFromString(w); h && f.kind == FeatureKind::Field)
                f.halfEdges |= bit(*h);
            else
                badRow(row, "bad word " + w);
        }
        features.push_back(f);
        adjacency.push_back(adj);
    }
    for (std::size_t i = 0; i < features.size(); ++i)
        for (Side s : adjacency[i]) {
            bool found = false;
            for (std::size_t j = 0; j < features.size(); ++j)
                if (features[j].kind == FeatureKind::City && (features[j].sides & bit(s))) {
                    features[i].adjacentCities |= static_cast<std::uint16_t>(1u << j);
                    found = true;
                }
            if (!found) badRow(row, "adj side with no city");
        }
    return features;
}

OrientedTile orient(const std::vector<TileFeature>& features, Rotation r) {
    OrientedTile out;
    out.edges.fill(EdgeType::Field);
    for (TileFeature f : features) {
        f.sides = rotateSides(f.sides, r);
        f.halfEdges = rotateHalfEdges(f.halfEdges, r);
        out.features.push_back(f);
    }
    // A side is a city side if a city reaches it, else a road side if a road does.
    for (const auto& f : out.features)
        for (Side s : kSides)
            if (f.sides & bit(s)) {
                auto& edge = out.edges[static_cast<std::size_t>(index(s))];
                if (f.kind == FeatureKind::City)
                    edge = EdgeType::City;
                else if (f.kind == FeatureKind::Road && edge != EdgeType::City)
                    edge = EdgeType::Road;
            }
    out.edgeCode = packEdges(out.edges);
    for (std::size_t i = 0; i < out.features.size(); ++i) {
        const TileFeature& f = out.features[i];
        // The side's edge says which kind joins across it (a city side, else a road side).
        for (Side s : kSides) {
            const EdgeType edge = out.edges[static_cast<std::size_t>(index(s))];
            const bool joins = (edge == EdgeType::City && f.kind == FeatureKind::City) ||
                               (edge == EdgeType::Road && f.kind == FeatureKind::Road);
            if (joins && (f.sides & bit(s)))
                out.segmentOnSide[static_cast<std::size_t>(index(s))] = static_cast<std::int8_t>(i);
        }
        for (HalfEdge h : kHalfEdges)
            if (f.kind == FeatureKind::Field && (f.halfEdges & bit(h)))
                out.fieldOnHalfEdge[static_cast<std::size_t>(index(h))] =
                    static_cast<std::int8_t>(i);
    }
    return out;
}

// base.place.match: the rotations of `t` that show, on every side with a neighbour, the edge the
// neighbour shows (two bits per side in `needs`, 3 for no neighbour).
std::uint8_t fittingFor(const TileType& t, EdgeCode needs) {
    unsigned fits = 0;
    for (Rotation r : kRotations) {
        bool all = true;
        for (Side s : kSides) {
            const auto need = static_cast<unsigned>(needs >> (2 * index(s))) & 3u;
            all = all && (need == 3 || need == static_cast<unsigned>(edgeOn(t.in(r).edgeCode, s)));
        }
        if (all) fits |= 1u << r.quarterTurns;
    }
    return static_cast<std::uint8_t>(fits);
}

std::vector<TileType> buildTiles() {
    std::vector<TileType> tiles;
    for (const TileRow& row : kRows) {
        TileType t;
        t.id = static_cast<TileTypeId>(tiles.size());
        t.name = row.name;
        t.letter = row.letter;
        t.twinOf = row.twinOf;
        t.expansion = row.expansion;
        t.magic = row.magic;
        t.garden = !t.twinOf.empty();
        t.countFirstEdition = row.countFirst;
        t.countSecondEdition = row.countSecond;
        const auto features = parseFeatures(row);
        if (features.size() > kMaxTileFeatures) badRow(row, "more feature parts than a tile holds");
        for (Rotation r : kRotations)
            t.oriented[r.quarterTurns] = orient(features, r);
        for (std::size_t i = 0; i < features.size(); ++i)
            if (features[i].kind == FeatureKind::Cloister) {
                if (t.cloister >= 0) badRow(row, "two cloisters"); // scoring assumes one
                t.cloister = static_cast<std::int8_t>(i);
            }
        for (unsigned needs = 0; needs < t.rotationsFitting.size(); ++needs)
            t.rotationsFitting[needs] = fittingFor(t, static_cast<EdgeCode>(needs));
        if (t.edgePattern() != row.edges) badRow(row, "edges do not match the features");
        tiles.push_back(std::move(t));
    }
    return tiles;
}

} // namespace

TileCatalog::TileCatalog(std::vector<TileType> tiles) : tiles_(std::move(tiles)) {
    start_ = *find("D");
    for (const TileType& t : tiles_)
        geometry_.push_back(t.twinOf.empty() ? t.id : *find(t.twinOf));
    // A twin's row follows its plain tile's in the table, so each list starts with the plain tile.
    sharing_.resize(tiles_.size());
    for (const TileType& t : tiles_)
        sharing_[geometry_[t.id]].push_back(t.id);
    for (const TileType& t : tiles_)
        geometryNames_.push_back(t.letter.empty() ? std::string(1, kGeometryMark) + t.name
                                                  : t.letter);
}

std::optional<TileTypeId> TileCatalog::find(std::string_view nameOrAlias) const {
    for (const auto& t : tiles_)
        if (t.name == nameOrAlias || (!t.letter.empty() && t.letter == nameOrAlias)) return t.id;
    return std::nullopt;
}

std::optional<TileName> TileCatalog::lookup(std::string_view text) const {
    // `~` and a plain tile's id: its geometry, as its letter (a garden twin's id takes no mark:
    // the geometry has one name, after the tile every edition's set counts first).
    if (text.starts_with(kGeometryMark)) {
        const auto id = find(text.substr(1));
        if (!id || tiles_[*id].name != text.substr(1) || geometry_[*id] != *id) return std::nullopt;
        return TileName{*id, TileNaming::Letter};
    }
    for (const auto& t : tiles_) {
        if (t.name == text) return TileName{t.id, TileNaming::Id};
        if (!t.letter.empty() && t.letter == text) return TileName{t.id, TileNaming::Letter};
    }
    return std::nullopt;
}

int TileCatalog::count(TileTypeId id, Edition edition, const ExpansionSet& expansions) const {
    const auto& t = tiles_[id];
    if (!expansions.has(t.expansion)) return 0;
    // C2, C3 and C3.1 share the ':2' distribution. For C3.1 Inns & Cathedrals the C3 set stands
    // in for the 24-tile set known only from secondary sources (tiles.md, provisional).
    return edition == Edition::C1 ? t.countFirstEdition : t.countSecondEdition;
}

const TileCatalog& tileCatalog() {
    static const TileCatalog catalog(buildTiles());
    return catalog;
}

} // namespace carcassonne
