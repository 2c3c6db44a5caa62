#include "board.hpp"

#include "tile_catalog.hpp"

#include <algorithm>
#include <bit>

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

std::string FeatureRef::toString() const {
    std::string out = std::string(carcassonne::toString(kind)) + " " + carcassonne::toString(at);
    if (kind != FeatureKind::Cloister) out += " " + location.toString();
    return out;
}

namespace {
std::string_view edgeName(EdgeType e) {
    switch (e) {
    case EdgeType::City:
        return "city";
    case EdgeType::Road:
        return "road";
    case EdgeType::Field:
        return "field";
    }
    return "?";
}
// The segment of an oriented tile reaching a side with a road or city.
std::optional<std::uint8_t> segmentOnSide(const OrientedTile& t, Side s, FeatureKind kind) {
    for (std::size_t i = 0; i < t.features.size(); ++i)
        if (t.features[i].kind == kind && (t.features[i].sides & bit(s)))
            return static_cast<std::uint8_t>(i);
    return std::nullopt;
}
std::optional<std::uint8_t> fieldOnHalfEdge(const OrientedTile& t, HalfEdge h) {
    for (std::size_t i = 0; i < t.features.size(); ++i)
        if (t.features[i].kind == FeatureKind::Field && (t.features[i].halfEdges & bit(h)))
            return static_cast<std::uint8_t>(i);
    return std::nullopt;
}
} // namespace

const PlacedTile* Board::at(Position p) const {
    const auto it = grid_.find(p);
    return it == grid_.end() ? nullptr : &tiles_[it->second];
}

std::optional<std::uint16_t> Board::tileIndexAt(Position p) const {
    const auto it = grid_.find(p);
    if (it == grid_.end()) return std::nullopt;
    return it->second;
}

Status Board::canPlace(const TileType& tile, Position at, Rotation rotation) const {
    if (grid_.contains(at))
        return fail(ErrorCode::PositionOccupied, "a tile already lies at " + toString(at));
    if (tiles_.empty()) return Ok{}; // the start tile
    const OrientedTile& mine = tile.in(rotation);
    bool adjacent = false;
    for (Side s : kSides) {
        const PlacedTile* other = this->at(neighbour(at, s));
        if (!other) continue;
        adjacent = true;
        const EdgeType ours = mine.edges[static_cast<std::size_t>(index(s))];
        const EdgeType theirs = tileCatalog()
                                    .at(other->type)
                                    .in(other->rotation)
                                    .edges[static_cast<std::size_t>(index(opposite(s)))];
        if (ours != theirs)
            return fail(ErrorCode::EdgeMismatch,
                        tile.name + " rotated " + std::to_string(rotation.degrees()) + " at " +
                            toString(at) + " shows " + std::string(edgeName(ours)) + " on its " +
                            std::string(toString(s)) + " side, but " +
                            tileCatalog().at(other->type).name + " at " +
                            toString(neighbour(at, s)) + " shows " + std::string(edgeName(theirs)) +
                            " there");
    }
    if (!adjacent)
        return fail(ErrorCode::TileNotAdjacent,
                    toString(at) + " shares no side with a placed tile");
    return Ok{};
}

void Board::place(const TileType& tile, Position at, Rotation rotation) {
    const auto tileIndex = static_cast<std::uint16_t>(tiles_.size());
    const OrientedTile& mine = tile.in(rotation);
    const auto first = static_cast<NodeId>(parent_.size());
    tiles_.push_back(PlacedTile{tile.id, at, rotation, first});
    grid_.emplace(at, tileIndex);

    for (std::size_t i = 0; i < mine.features.size(); ++i) {
        const TileFeature& f = mine.features[i];
        FeatureState state;
        state.kind = f.kind;
        state.openEnds = std::popcount(static_cast<unsigned>(f.sides));
        state.tiles = {tileIndex};
        state.pennants = f.pennants;
        state.inn = f.inn;
        state.cathedral = f.cathedral;
        for (std::size_t j = 0; j < mine.features.size(); ++j)
            if (f.adjacentCities & (1u << j))
                state.adjacentCities.push_back(first + static_cast<NodeId>(j));
        parent_.push_back(first + static_cast<NodeId>(i));
        nodeTile_.push_back(tileIndex);
        features_.push_back(std::move(state));
    }

    for (Side s : kSides) {
        const PlacedTile* other = this->at(neighbour(at, s));
        if (!other) continue;
        const OrientedTile& theirs = tileCatalog().at(other->type).in(other->rotation);
        const EdgeType edge = mine.edges[static_cast<std::size_t>(index(s))];
        if (edge != EdgeType::Field) {
            const FeatureKind kind = edge == EdgeType::City ? FeatureKind::City : FeatureKind::Road;
            const auto a = segmentOnSide(mine, s, kind);
            const auto b = segmentOnSide(theirs, opposite(s), kind);
            if (a && b) {
                const NodeId r = unite(first + *a, other->firstNode + *b);
                features_[r].openEnds -= 2; // both side ends are now met
            }
        }
        for (HalfEdge h : halvesOf(s)) {
            const auto a = fieldOnHalfEdge(mine, h);
            const auto b = fieldOnHalfEdge(theirs, facing(h));
            if (a && b) unite(first + *a, other->firstNode + *b);
        }
    }
}

NodeId Board::root(NodeId node) const {
    while (parent_[node] != node)
        node = parent_[node];
    return node;
}

NodeId Board::unite(NodeId a, NodeId b) {
    NodeId ra = root(a);
    NodeId rb = root(b);
    if (ra == rb) return ra;
    // Keep the root with more tiles so that merges stay cheap and paths short.
    if (features_[ra].tiles.size() < features_[rb].tiles.size()) std::swap(ra, rb);
    parent_[rb] = ra;
    FeatureState& into = features_[ra];
    FeatureState& from = features_[rb];
    into.openEnds += from.openEnds;
    std::vector<std::uint16_t> merged;
    merged.reserve(into.tiles.size() + from.tiles.size());
    std::set_union(into.tiles.begin(), into.tiles.end(), from.tiles.begin(), from.tiles.end(),
                   std::back_inserter(merged));
    into.tiles = std::move(merged);
    into.pennants += from.pennants;
    into.inn = into.inn || from.inn;
    into.cathedral = into.cathedral || from.cathedral;
    into.adjacentCities.insert(into.adjacentCities.end(), from.adjacentCities.begin(),
                               from.adjacentCities.end());
    from = FeatureState{};
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
            if ((dx != 0 || dy != 0) && grid_.contains(Position{p.x + dx, p.y + dy})) ++n;
    return n;
}

bool Board::isComplete(NodeId node) const {
    const FeatureState& f = feature(node);
    switch (f.kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        return f.openEnds == 0;
    case FeatureKind::Cloister:
        return placedNeighbours(tiles_[nodeTile_[node]].pos) == 8;
    case FeatureKind::Field:
        return false;
    }
    return false;
}

std::optional<NodeId> Board::find(Position p, FeatureKind kind, Location where) const {
    const PlacedTile* t = at(p);
    if (!t) return std::nullopt;
    const OrientedTile& o = tileCatalog().at(t->type).in(t->rotation);
    for (std::size_t i = 0; i < o.features.size(); ++i) {
        const TileFeature& f = o.features[i];
        if (f.kind != kind) continue;
        bool matches = false;
        switch (kind) {
        case FeatureKind::Road:
        case FeatureKind::City:
            matches = where.type == Location::Type::Side && (f.sides & bit(where.side));
            break;
        case FeatureKind::Field:
            matches =
                (where.type == Location::Type::HalfEdge && (f.halfEdges & bit(where.halfEdge))) ||
                (where.type == Location::Type::Inner && f.inner);
            break;
        case FeatureKind::Cloister:
            matches = true;
            break;
        }
        if (matches) return t->firstNode + static_cast<NodeId>(i);
    }
    return std::nullopt;
}

std::vector<NodeId> Board::partsOf(NodeId node) const {
    const NodeId r = root(node);
    std::vector<NodeId> parts;
    for (std::uint16_t ti : features_[r].tiles) {
        const PlacedTile& t = tiles_[ti];
        const auto n = tileCatalog().at(t.type).features().size();
        for (std::size_t i = 0; i < n; ++i)
            if (root(t.firstNode + static_cast<NodeId>(i)) == r)
                parts.push_back(t.firstNode + static_cast<NodeId>(i));
    }
    std::sort(parts.begin(), parts.end(), [&](NodeId a, NodeId b) {
        const Position pa = tiles_[nodeTile_[a]].pos;
        const Position pb = tiles_[nodeTile_[b]].pos;
        if (pa != pb) return pa < pb;
        return a < b;
    });
    return parts;
}

FeatureRef Board::canonical(NodeId node) const {
    const NodeId first = partsOf(node).front();
    const PlacedTile& t = tiles_[nodeTile_[first]];
    const TileFeature& f = segment(first);
    FeatureRef ref{t.pos, f.kind, {}};
    if (f.kind == FeatureKind::Road || f.kind == FeatureKind::City) {
        for (Side s : kSides)
            if (f.sides & bit(s)) {
                ref.location = {Location::Type::Side, s, HalfEdge::NL};
                break;
            }
    } else if (f.kind == FeatureKind::Field && !f.inner) {
        for (HalfEdge h : kHalfEdges)
            if (f.halfEdges & bit(h)) {
                ref.location = {Location::Type::HalfEdge, Side::N, h};
                break;
            }
    }
    return ref;
}

} // namespace carcassonne
