#include "board.hpp"

#include "tile_catalog.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace carcassonne {

std::string Location::toString() const {
    switch (type) {
    case Type::Side:
        return std::string(carcassonne::toString(side));
    case Type::HalfEdge:
        return std::string(carcassonne::toString(halfEdge));
    case Type::Inner:
        return "I";
    }
    return "?";
}

std::string partText(FeatureKind kind, const Location& location) {
    std::string out(carcassonne::toString(kind));
    if (rowOf(kind).location != PartLocation::None) out += " " + location.toString();
    return out;
}

std::vector<Location> locationsOf(const TileFeature& part) {
    std::vector<Location> out;
    switch (rowOf(part.kind).location) {
    case PartLocation::Side:
        for (Side s : kSides)
            if (part.sides & bit(s)) out.push_back({Location::Type::Side, s, HalfEdge::NL});
        break;
    case PartLocation::HalfEdge:
        if (part.inner) out.push_back({Location::Type::Inner, Side::N, HalfEdge::NL});
        for (HalfEdge h : kHalfEdges)
            if (part.halfEdges & bit(h)) out.push_back({Location::Type::HalfEdge, Side::N, h});
        break;
    case PartLocation::None:
        out.push_back({});
        break;
    }
    return out;
}

Location firstLocationOf(const TileFeature& part) {
    switch (rowOf(part.kind).location) {
    case PartLocation::Side:
        for (Side s : kSides)
            if (part.sides & bit(s)) return {Location::Type::Side, s, HalfEdge::NL};
        break;
    case PartLocation::HalfEdge:
        if (part.inner) break;
        for (HalfEdge h : kHalfEdges)
            if (part.halfEdges & bit(h)) return {Location::Type::HalfEdge, Side::N, h};
        break;
    case PartLocation::None:
        break;
    }
    return {};
}

std::string reachText(const TileFeature& part) {
    switch (rowOf(part.kind).location) {
    case PartLocation::Side:
        return toString(part.sides);
    case PartLocation::HalfEdge:
        return part.inner ? "I" : halfEdgesToString(part.halfEdges);
    case PartLocation::None:
        break;
    }
    return "";
}

Result<FeaturePart> parseFeaturePart(std::string_view text) {
    std::vector<std::string_view> words;
    for (std::size_t at = 0; at < text.size();) {
        const auto start = text.find_first_not_of(" \t", at);
        if (start == std::string_view::npos) break;
        const auto end = std::min(text.find_first_of(" \t", start), text.size());
        words.push_back(text.substr(start, end - start));
        at = end;
    }
    const std::string shown = "'" + std::string(text) + "'";
    // The forms every feature kind's row allows, for the message: built once.
    static const std::string hint = [] {
        std::vector<std::string> forms;
        for (const FeatureKindRow& row : kFeatureKindRows) {
            std::string form = "'" + std::string(row.name);
            switch (row.location) {
            case PartLocation::Side:
                form += " N|E|S|W'";
                break;
            case PartLocation::HalfEdge:
                form += " NL|NR|EL|ER|SL|SR|WL|WR|I'";
                break;
            case PartLocation::None:
                form += "'";
                break;
            }
            forms.push_back(form);
        }
        std::string out;
        for (std::size_t i = 0; i < forms.size(); ++i)
            out += (i == 0 ? "" : i + 1 == forms.size() ? " or " : ", ") + forms[i];
        return " (expected " + out + ", in board orientation)";
    }();
    auto refuse = [&](const std::string& what) {
        return fail(ErrorCode::FeatureNotFound, what + hint);
    };
    if (words.size() > 2) return refuse("too many words in feature location " + shown);
    const std::string_view name = words.empty() ? "" : words[0];
    const std::string_view where = words.size() > 1 ? words[1] : "";
    const FeatureKindRow* row = nullptr;
    for (const FeatureKindRow& r : kFeatureKindRows)
        if (r.name == name) row = &r;
    if (!row) return refuse("unknown feature location " + shown);
    switch (row->location) {
    case PartLocation::None:
        if (!where.empty())
            return refuse("a " + std::string(name) + " takes no location, found " + shown);
        return FeaturePart{row->kind, {}};
    case PartLocation::Side: {
        const auto side = sideFromString(where);
        if (!side)
            return refuse("expected a side after '" + std::string(name) + "', found " + shown);
        return FeaturePart{row->kind, {Location::Type::Side, *side, HalfEdge::NL}};
    }
    case PartLocation::HalfEdge: {
        if (where == "I") return FeaturePart{row->kind, {}};
        const auto half = halfEdgeFromString(where);
        if (!half)
            return refuse("expected a half-edge after '" + std::string(name) + "', found " + shown);
        return FeaturePart{row->kind, {Location::Type::HalfEdge, Side::N, *half}};
    }
    }
    return refuse("unknown feature location " + shown);
}

std::string FeatureRef::toString() const {
    std::string out = std::string(carcassonne::toString(kind)) + " " + carcassonne::toString(at);
    if (rowOf(kind).location != PartLocation::None) out += " " + location.toString();
    return out;
}

const PlacedTile* Board::at(Position p) const {
    const std::uint16_t t = grid_.at(p);
    return t == SquareGrid::kEmpty ? nullptr : &tiles_[t];
}

EdgeNeeds Board::needsAt(Position p) const {
    EdgeNeeds needs;
    for (Side s : kSides) {
        const std::uint16_t t = grid_.at(neighbour(p, s));
        if (t != SquareGrid::kEmpty) needs.add(s, edgeOn(tiles_[t].edges, opposite(s)));
    }
    return needs;
}

bool Board::fits(const TileType& tile, Position at, Rotation rotation) const {
    if (grid_.at(at) != SquareGrid::kEmpty) return false;
    if (tiles_.empty()) return true;
    // base.place.match: a neighbour at least, and each shows the edge the tile shows it.
    const EdgeCode mine = tile.in(rotation).edgeCode;
    bool adjacent = false;
    for (Side s : kSides) {
        const std::uint16_t t = grid_.at(neighbour(at, s));
        if (t == SquareGrid::kEmpty) continue;
        adjacent = true;
        if (edgeOn(mine, s) != edgeOn(tiles_[t].edges, opposite(s))) return false;
    }
    return adjacent;
}

// The checks of fits(), one by one, so that a refusal names its reason.
Status Board::canPlace(const TileType& tile, Position at, Rotation rotation) const {
    if (grid_.at(at) != SquareGrid::kEmpty)
        return fail(ErrorCode::PositionOccupied, "a tile already lies at " + toString(at));
    if (tiles_.empty()) return Ok{};
    if (!needsAt(at).adjacent())
        return fail(ErrorCode::TileNotAdjacent,
                    toString(at) + " shares no side with a placed tile");
    // base.place.match: name the first side that differs.
    const OrientedTile& mine = tile.in(rotation);
    for (Side s : kSides) {
        const PlacedTile* other = this->at(neighbour(at, s));
        if (!other) continue;
        const EdgeKind ours = mine.edges[static_cast<std::size_t>(index(s))];
        const EdgeKind theirs = edgeOn(other->edges, opposite(s));
        if (ours != theirs)
            return fail(ErrorCode::EdgeMismatch,
                        tile.name + " rotated " + std::to_string(rotation.degrees()) + " at " +
                            toString(at) + " shows " + std::string(rowOf(ours).name) + " on its " +
                            std::string(toString(s)) + " side, but " +
                            tileCatalog().at(other->type).name + " at " +
                            toString(neighbour(at, s)) + " shows " +
                            std::string(rowOf(theirs).name) + " there");
    }
    return Ok{};
}

namespace {

// How many sides a side set holds: without a popcount instruction in the target, std::popcount
// is a library call, and this is asked for every feature of every tile placed.
constexpr std::array<std::uint8_t, 16> kSidesIn{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

// Reading order as one integer (y, then x), so that the search below compiles to conditional
// moves: the frontier searches were a tenth of a random game, most of it mispredicted branches.
std::int64_t readingKey(Position p) {
    return static_cast<std::int64_t>(p.y) * (std::int64_t{1} << 32) + p.x;
}

// std::lower_bound by reading order over the sorted frontier, without branches on the data.
std::ptrdiff_t frontierIndex(const std::vector<FrontierSquare>& frontier, Position p) {
    if (frontier.empty()) return 0;
    const std::int64_t key = readingKey(p);
    const FrontierSquare* base = frontier.data();
    for (std::size_t n = frontier.size(); n > 1;) {
        const std::size_t half = n / 2;
        base = readingKey(base[half].at) < key ? base + half : base;
        n -= half;
    }
    return (base - frontier.data()) + (readingKey(base->at) < key ? 1 : 0);
}

} // namespace

void Board::place(const TileType& tile, Position at, Rotation rotation) {
    const auto tileIndex = static_cast<std::uint16_t>(tiles_.size());
    const OrientedTile& mine = tile.in(rotation);
    const auto first = static_cast<NodeId>(parent_.size());
    tiles_.push_back(PlacedTile{tile.id, at, rotation, first, mine.edgeCode,
                                static_cast<std::uint8_t>(mine.features.size())});
    grid_.set(at, tileIndex);
    // The frontier loses this square; its empty neighbours join it and learn what this tile shows
    // them.
    if (auto it = frontier_.begin() + frontierIndex(frontier_, at);
        it != frontier_.end() && it->at == at) {
        beyondSquares_ -= it->beyond ? 1 : 0;
        frontier_.erase(it);
    }
    for (Side s : kSides) {
        const Position n = neighbour(at, s);
        if (grid_.at(n) != SquareGrid::kEmpty) continue;
        auto it = frontier_.begin() + frontierIndex(frontier_, n);
        if (it == frontier_.end() || it->at != n) it = frontier_.insert(it, {n});
        const bool wasBeyond = it->beyond;
        EdgeNeeds::addCompact(it->compact, it->beyond, opposite(s), edgeOn(mine.edgeCode, s));
        beyondSquares_ += it->beyond && !wasBeyond ? 1 : 0;
    }

    for (std::size_t i = 0; i < mine.features.size(); ++i) {
        const TileFeature& f = mine.features[i];
        FeatureState state;
        state.kind = f.kind;
        state.openEnds = kSidesIn[f.sides & 0xFu];
        state.tileCount = 1;
        state.parts = 1;
        state.pennants = f.pennants;
        state.inn = f.inn;
        state.cathedral = f.cathedral;
        parent_.push_back(first + static_cast<NodeId>(i));
        next_.push_back(first + static_cast<NodeId>(i));
        nodeTile_.push_back(tileIndex);
        features_.push_back(state);
    }
    openRoots_.resize((parent_.size() + 63) / 64);
    for (NodeId n = first; n < parent_.size(); ++n) {
        const FeatureState& f = features_[n];
        if (rowOf(f.kind).completion == Completion::OpenEnds && f.openEnds > 0) markOpen(n, true);
    }

    for (Side s : kSides) {
        const PlacedTile* other = this->at(neighbour(at, s));
        if (!other) continue;
        const OrientedTile& theirs = tileCatalog().at(other->type).in(other->rotation);
        {
            // The feature that shows the side's edge, on both tiles (none for a field edge).
            const auto a = mine.segmentOnSide[static_cast<std::size_t>(index(s))];
            const auto b = theirs.segmentOnSide[static_cast<std::size_t>(index(opposite(s)))];
            if (a >= 0 && b >= 0) {
                const NodeId r = unite(first + static_cast<NodeId>(a),
                                       other->firstNode + static_cast<NodeId>(b));
                features_[r].openEnds -= 2; // both side ends are now met
                if (features_[r].openEnds == 0) markOpen(r, false);
            }
        }
        for (HalfEdge h : halvesOf(s)) {
            const auto a = mine.fieldOnHalfEdge[static_cast<std::size_t>(index(h))];
            const auto b = theirs.fieldOnHalfEdge[static_cast<std::size_t>(index(facing(h)))];
            if (a >= 0 && b >= 0)
                unite(first + static_cast<NodeId>(a), other->firstNode + static_cast<NodeId>(b));
        }
    }
}

// base.score.tiles: a tile counts once per feature, so a tile with parts on both sides of a union
// (a city that closes around onto a tile it already holds) is subtracted once. Walks the smaller
// feature; each tile is counted at its lowest part in that feature.
int Board::sharedTiles(NodeId small, NodeId large) const {
    int shared = 0;
    forEachPart(small, [&](NodeId x) {
        const PlacedTile& t = tiles_[nodeTile_[x]];
        bool first = true;
        bool inLarge = false;
        for (NodeId y = t.firstNode; y < t.firstNode + t.featureCount; ++y) {
            if (y == x) continue;
            const NodeId r = root(y);
            if (r == small && y < x) first = false;
            if (r == large) inLarge = true;
        }
        if (first && inLarge) ++shared;
    });
    return shared;
}

NodeId Board::unite(NodeId a, NodeId b) {
    NodeId ra = root(a);
    NodeId rb = root(b);
    if (ra == rb) return ra;
    // The smaller feature joins the larger: every part of it is pointed straight at the new root,
    // so that root() is one lookup (followers' features are looked up on every turn); the walk
    // costs what sharedTiles pays anyway.
    if (features_[ra].parts < features_[rb].parts) std::swap(ra, rb);
    const int shared = sharedTiles(rb, ra);
    forEachPart(rb, [&](NodeId x) { parent_[x] = ra; });
    markOpen(rb, false);             // no longer a root; ra stands for both
    std::swap(next_[ra], next_[rb]); // two disjoint rings become one
    FeatureState& into = features_[ra];
    const FeatureState& from = features_[rb];
    into.openEnds += from.openEnds;
    into.tileCount += from.tileCount - shared;
    into.parts += from.parts;
    into.pennants += from.pennants;
    into.inn = into.inn || from.inn;
    into.cathedral = into.cathedral || from.cathedral;
    return ra;
}

const TileFeature& Board::segment(NodeId node) const {
    const PlacedTile& t = tiles_[nodeTile_[node]];
    return tileCatalog().at(t.type).in(t.rotation).features[node - t.firstNode];
}

int Board::placedNeighbours(Position p) const {
    int n = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx != 0 || dy != 0) &&
                grid_.at(Position{p.x + dx, p.y + dy}) != SquareGrid::kEmpty)
                ++n;
    return n;
}

void Board::markOpen(NodeId root, bool open) {
    const std::uint64_t bit = std::uint64_t{1} << (root % 64);
    std::uint64_t& word = openRoots_[root / 64];
    word = open ? word | bit : word & ~bit;
}

namespace {
// The kinds openRoots_ tracks: every kind completed by its open ends.
constexpr FeatureKindSet kOpenEndKinds = [] {
    FeatureKindSet set = 0;
    for (const FeatureKindRow& row : kFeatureKindRows)
        if (row.completion == Completion::OpenEnds) set |= bitOf(row.kind);
    return set;
}();
} // namespace

std::vector<NodeId> Board::openFeatures(FeatureKindSet kinds) const {
    std::vector<NodeId> out;
    const bool all = (kOpenEndKinds & ~kinds) == 0;
    for (std::size_t w = 0; w < openRoots_.size(); ++w)
        for (std::uint64_t bits = openRoots_[w]; bits != 0; bits &= bits - 1) {
            const auto n =
                static_cast<NodeId>(64 * w + static_cast<std::size_t>(std::countr_zero(bits)));
            if (all || contains(kinds, features_[n].kind)) out.push_back(n);
        }
    return out;
}

std::size_t Board::openFeatureCount(FeatureKindSet kinds) const {
    if ((kOpenEndKinds & ~kinds) != 0) return openFeatures(kinds).size();
    std::size_t n = 0;
    for (std::uint64_t word : openRoots_)
        n += static_cast<std::size_t>(std::popcount(word));
    return n;
}

std::optional<NodeId> Board::find(Position p, FeatureKind kind, Location where) const {
    const PlacedTile* t = at(p);
    if (!t) return std::nullopt;
    const OrientedTile& o = tileCatalog().at(t->type).in(t->rotation);
    for (std::size_t i = 0; i < o.features.size(); ++i) {
        const TileFeature& f = o.features[i];
        if (f.kind != kind) continue;
        bool matches = false;
        switch (rowOf(kind).location) {
        case PartLocation::Side:
            matches = where.type == Location::Type::Side && (f.sides & bit(where.side));
            break;
        case PartLocation::HalfEdge:
            matches =
                (where.type == Location::Type::HalfEdge && (f.halfEdges & bit(where.halfEdge))) ||
                (where.type == Location::Type::Inner && f.inner);
            break;
        case PartLocation::None:
            // The kind alone names the part: a tile holds one cloister (the catalog's rows).
            matches = true;
            break;
        }
        if (matches) return t->firstNode + static_cast<NodeId>(i);
    }
    return std::nullopt;
}

// Board order: reading order of the tiles' positions, then node number.
namespace {
struct BoardOrder {
    const std::vector<PlacedTile>& tiles;
    const std::vector<std::uint16_t>& nodeTile;
    bool operator()(NodeId a, NodeId b) const {
        const Position pa = tiles[nodeTile[a]].pos;
        const Position pb = tiles[nodeTile[b]].pos;
        if (pa != pb) return pa < pb;
        return a < b;
    }
};
} // namespace

std::vector<NodeId> Board::partsOf(NodeId node) const {
    std::vector<NodeId> parts;
    parts.reserve(static_cast<std::size_t>(feature(node).parts));
    forEachPart(node, [&](NodeId n) { parts.push_back(n); });
    std::sort(parts.begin(), parts.end(), BoardOrder{tiles_, nodeTile_});
    return parts;
}

std::vector<std::uint16_t> Board::tilesOf(NodeId node) const {
    std::vector<std::uint16_t> out;
    forEachPart(node, [&](NodeId n) { out.push_back(nodeTile_[n]); });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<NodeId> Board::adjacentCitiesOf(NodeId field) const {
    std::vector<NodeId> out;
    forEachPart(field, [&](NodeId n) {
        const std::uint16_t cities = segment(n).adjacentCities;
        const NodeId first = tiles_[nodeTile_[n]].firstNode;
        for (unsigned j = 0; j < 16; ++j)
            if (cities & (1u << j)) out.push_back(first + j);
    });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

FeatureRef Board::refOf(NodeId node) const {
    const PlacedTile& t = tiles_[nodeTile_[node]];
    const TileFeature& f = segment(node);
    return {t.pos, f.kind, firstLocationOf(f)};
}

FeatureRef Board::canonical(NodeId node) const {
    NodeId first = node; // the part first in board order
    const BoardOrder before{tiles_, nodeTile_};
    forEachPart(node, [&](NodeId n) {
        if (before(n, first)) first = n;
    });
    return refOf(first);
}

std::optional<NodeId> Board::partOnTile(NodeId node, std::uint16_t tile) const {
    const PlacedTile& t = tiles_[tile];
    const NodeId r = root(node);
    for (NodeId n = t.firstNode; n < t.firstNode + t.featureCount; ++n)
        if (root(n) == r) return n;
    return std::nullopt;
}

} // namespace carcassonne
