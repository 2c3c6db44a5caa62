#include "tile_catalog.hpp"

#include "registry.hpp"
#include "vocabulary.hpp"

#include <limits>
#include <sstream>
#include <stdexcept>

namespace carcassonne {

namespace {

[[noreturn]] void badRow(const TileRow& row, const std::string& why) {
    // Only reachable through a typo in the table above; the catalog test builds it.
    throw std::logic_error(std::string("tile catalog row ") + row.name + ": " + why);
}

std::vector<TileFeature> parseFeatures(const TileRow& row) {
    std::vector<TileFeature> features;
    std::vector<std::vector<Side>> adjacency; // per feature, sides naming bordering cities
    std::string text = row.features;
    for (const rules::ExpansionModule* m : rules::modules())
        if (m->extraFeatures)
            if (const char* extra = m->extraFeatures(row)) text += std::string("; ") + extra;
    std::stringstream all(text);
    std::string part;
    while (std::getline(all, part, ';')) {
        std::stringstream words(part);
        std::string kind;
        words >> kind;
        TileFeature f;
        const auto parsed = parseName<FeatureKind>(kind);
        if (!parsed) badRow(row, "unknown feature kind " + kind);
        f.kind = *parsed;
        const PartLocation location = rowOf(f.kind).location;
        // A kind named by itself alone ("cloister") stands inside the tile.
        f.inner = location == PartLocation::None;
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
            else if (auto s = sideFromString(w); s && location == PartLocation::Side)
                f.sides |= bit(*s);
            else if (auto h = halfEdgeFromString(w); h && location == PartLocation::HalfEdge)
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
    out.edges.fill(EdgeKind::Field);
    for (TileFeature f : features) {
        f.sides = rotateSides(f.sides, r);
        f.halfEdges = rotateHalfEdges(f.halfEdges, r);
        out.features.push_back(f);
    }
    // A side shows the edge of the feature kind that reaches it with the highest priority (a
    // city side, else a road side), and a field edge where none does.
    std::array<int, 4> priority{};
    for (const auto& f : out.features) {
        const FeatureKindRow& kind = rowOf(f.kind);
        if (kind.edge < 0) continue;
        for (Side s : kSides) {
            const auto i = static_cast<std::size_t>(index(s));
            if ((f.sides & bit(s)) && kind.edgePriority > priority[i]) {
                out.edges[i] = static_cast<EdgeKind>(kind.edge);
                priority[i] = kind.edgePriority;
            }
        }
    }
    out.edgeCode = packEdges(out.edges);
    for (std::size_t i = 0; i < out.features.size(); ++i) {
        const TileFeature& f = out.features[i];
        // The side's edge says which kind joins across it.
        for (Side s : kSides) {
            const EdgeKind edge = out.edges[static_cast<std::size_t>(index(s))];
            if (rowOf(f.kind).edge == static_cast<std::int8_t>(edge) && (f.sides & bit(s)))
                out.segmentOnSide[static_cast<std::size_t>(index(s))] = static_cast<std::int8_t>(i);
        }
        for (HalfEdge h : kHalfEdges)
            if (f.halfEdges & bit(h))
                out.fieldOnHalfEdge[static_cast<std::size_t>(index(h))] =
                    static_cast<std::int8_t>(i);
    }
    return out;
}

// base.place.match: the rotations of `t` that show, on every side with a neighbour, the edge the
// neighbour shows (two bits a side in `compact`, 3 for any edge: EdgeNeeds).
std::uint8_t fittingFor(const TileType& t, unsigned compact) {
    unsigned fits = 0;
    for (Rotation r : kRotations) {
        bool all = true;
        for (Side s : kSides) {
            const unsigned need = compact >> (2 * index(s)) & 3u;
            all = all && (need == 3 || need == static_cast<unsigned>(edgeOn(t.in(r).edgeCode, s)));
        }
        if (all) fits |= 1u << r.quarterTurns;
    }
    return static_cast<std::uint8_t>(fits);
}

// Every module's rows in module order; the start tiles the rows mark, by module.
struct Built {
    std::vector<TileType> tiles;
    std::vector<std::optional<TileTypeId>> starts; // by Expansion
};

Built buildTiles() {
    Built built;
    std::vector<TileType>& tiles = built.tiles;
    for (const rules::ExpansionModule* m : rules::modules()) {
        built.starts.emplace_back();
        if (!m->tiles) continue;
        PerEdition<int> startsPrinted{}; // the module's start tiles printed, by edition
        for (const TileRow& row : m->tiles()) {
            if (tiles.size() > std::numeric_limits<TileTypeId>::max())
                badRow(row, "more tiles than a TileTypeId counts");
            TileType t;
            t.id = static_cast<TileTypeId>(tiles.size());
            t.name = row.name;
            t.letter = row.letter;
            t.twinOf = row.twinOf;
            t.expansion = row.expansion;
            t.needs = row.alsoNeeds;
            t.needs.add(row.expansion);
            t.magic = row.magic;
            t.garden = !t.twinOf.empty();
            // C1 prints the ':1' distribution; C2, C3 and C3.1 share the ':2' one. For C3.1 Inns
            // & Cathedrals the C3 set stands in for the 24-tile set known only from secondary
            // sources (tiles.md, provisional).
            t.copies = row.copies ? *row.copies
                                  : PerEdition<int>{row.countFirst, row.countSecond,
                                                    row.countSecond, row.countSecond};
            const auto features = parseFeatures(row);
            if (features.size() > kMaxTileFeatures)
                badRow(row, "more feature parts than a tile holds");
            for (Rotation r : kRotations) {
                t.oriented[r.quarterTurns] = orient(features, r);
                t.edgeCodes[r.quarterTurns] = t.oriented[r.quarterTurns].edgeCode;
                t.edgeLanes |= std::uint64_t{t.edgeCodes[r.quarterTurns]} << (16 * r.quarterTurns);
            }
            for (unsigned compact = 0; compact < t.rotationsFitting.size(); ++compact)
                t.rotationsFitting[compact] = fittingFor(t, compact);
            for (std::size_t i = 0; i < features.size(); ++i)
                if (rowOf(features[i].kind).completion == Completion::Surrounded)
                    t.surrounded = static_cast<std::uint16_t>(t.surrounded | 1u << i);
            if (t.edgePattern() != row.edges) badRow(row, "edges do not match the features");
            // A module's start tile, one an edition: the first is the module's startOf (the base
            // game's D); a module with one for each edition (the River's springs) picks by its
            // startTile hook.
            if (row.start) {
                for (std::size_t e = 0; e < kEditions.size(); ++e)
                    if (t.copies[e] > 0 && startsPrinted[e]++ > 0)
                        badRow(row, "a second start tile in one module and edition");
                if (!built.starts.back()) built.starts.back() = t.id;
            }
            tiles.push_back(std::move(t));
        }
    }
    return built;
}

} // namespace

TileCatalog::TileCatalog(std::vector<TileType> tiles, std::vector<std::optional<TileTypeId>> starts)
    : tiles_(std::move(tiles)), starts_(std::move(starts)) {
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
    if (!expansions.hasAll(t.needs)) return 0;
    return t.copies[static_cast<std::size_t>(edition)];
}

std::optional<TileTypeId> TileCatalog::startOf(Expansion e) const {
    const auto i = static_cast<std::size_t>(e);
    return i < starts_.size() ? starts_[i] : std::nullopt;
}

TileTypeId TileCatalog::startTile() const {
    return *startOf(Expansion::Base); // the base rows mark one (tested)
}

TileCatalog buildCatalog() {
    Built built = buildTiles();
    return TileCatalog(std::move(built.tiles), std::move(built.starts));
}

} // namespace carcassonne
