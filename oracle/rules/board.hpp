#pragma once
// The board: placed tiles and the features they form. Features are tracked incrementally with a
// union-find over tile parts (one node per feature segment of each placed tile), so placing a tile
// costs a few unions and never a recomputation of the board.

#include "result.hpp"
#include "square_grid.hpp"
#include "tile.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace carcassonne {

using NodeId = std::uint32_t;

struct PlacedTile {
    TileTypeId type = 0;
    Position pos;
    Rotation rotation;
    NodeId firstNode = 0;          // node of feature 0; feature i is firstNode + i
    EdgeCode edges = 0;            // what it shows on each side, in board orientation (packEdges)
    std::uint8_t featureCount = 0; // its nodes are firstNode .. firstNode + featureCount - 1
};

// What the tiles around an empty square show towards it, packed as packEdges packs a tile's
// edges, and which sides have a neighbour at all (four bits each in `mask`).
struct EdgeNeeds {
    EdgeCode code = 0;
    EdgeCode mask = 0; // no neighbour on any side
    // The same needs in two bits a side for the three edge kinds of the base game, 3 for a side
    // with no neighbour or with a later kind (`beyond`): the index of TileType::rotationsFitting,
    // the placement scan's fast path. The table answers for the base kinds; a side that needs a
    // later kind (a river) is checked on the full code.
    std::uint8_t compact = 0xFF;
    bool beyond = false;
    bool adjacent() const { return mask != 0; }
    // The neighbour on side `s` shows `edge` towards this square.
    void add(Side s, EdgeKind edge) {
        const auto shift = kEdgeBits * static_cast<unsigned>(index(s));
        code =
            static_cast<EdgeCode>((code & ~(0xFu << shift)) | static_cast<unsigned>(edge) << shift);
        mask = static_cast<EdgeCode>(mask | 0xFu << shift);
        addCompact(compact, beyond, s, edge);
    }
    static void addCompact(std::uint8_t& compact, bool& beyond, Side s, EdgeKind edge) {
        const auto kind = static_cast<unsigned>(edge);
        const auto at = 2 * static_cast<unsigned>(index(s));
        compact = static_cast<std::uint8_t>((compact & ~(3u << at)) | (kind < 3 ? kind : 3u) << at);
        beyond = beyond || kind >= 3;
    }
    // base.place.match: the rotations of `tile` that fit here, bit r for r quarter turns: those
    // that show, on every side with a neighbour, the edge the neighbour shows.
    unsigned fittingRotations(const TileType& tile) const {
        const unsigned fits = tile.rotationsFitting[compact];
        return beyond ? fits & fittingOnCode(tile) : fits;
    }
    // The same on the full code: the four rotations compared at once, one 16-bit lane each.
    unsigned fittingOnCode(const TileType& tile) const {
        constexpr std::uint64_t kLanes = 0x0001000100010001ull;
        constexpr std::uint64_t kLow = 0x7FFF7FFF7FFF7FFFull;
        const std::uint64_t differ = (tile.edgeLanes ^ (code * kLanes)) & (mask * kLanes);
        // The top bit of a lane is set where the lane is zero: where the rotation fits.
        const std::uint64_t fit = ~(((differ & kLow) + kLow) | differ | kLow);
        return static_cast<unsigned>((fit >> 15 & 1u) | (fit >> 30 & 2u) | (fit >> 45 & 4u) |
                                     (fit >> 60 & 8u));
    }
};

// An empty square next to the board, with what its neighbours need of a tile placed there.
// An empty square next to the board with the needs of its neighbours as the placement scan reads
// them (EdgeNeeds::compact, and whether a side needs a later kind: then the scan asks needsAt).
// Twelve bytes: the scan reads every square for every tile drawn.
struct FrontierSquare {
    Position at;
    std::uint8_t compact = 0xFF;
    bool beyond = false;
};

// What a whole feature (a union-find root) knows about itself. Plain numbers, so that placing a
// tile allocates nothing per feature; the lists (tiles, parts, bordering cities) are read off the
// ring of its parts when they are needed.
struct FeatureState {
    FeatureKind kind = FeatureKind::Field;
    int openEnds = 0;       // roads and cities: side ends that no tile meets yet
    int tileCount = 0;      // distinct placed tiles it touches (base.score.tiles)
    int parts = 0;          // nodes in the feature
    int pennants = 0;       // coats of arms
    bool inn = false;       // ic.inn.*
    bool cathedral = false; // ic.cathedral.*
};

// A way to name a feature part in board orientation: a side for roads and cities, a half-edge for
// fields, `I` for an inner field; cloisters need no location.
struct Location {
    enum class Type : std::uint8_t { Side, HalfEdge, Inner } type = Type::Inner;
    Side side = Side::N;
    HalfEdge halfEdge = HalfEdge::NL;
    std::string toString() const;
    friend bool operator==(const Location&, const Location&) = default;
};

// A part of a tile as people write it, in board orientation: "road E", "city N", "field NL",
// "field I", "cloister". Every reader and writer of features (scenarios, logs, the protocol, the
// messages) spells parts with these two.
std::string partText(FeatureKind kind, const Location& location);
struct FeaturePart {
    FeatureKind kind = FeatureKind::Field;
    Location location;
};
// The error says what was expected (feature-not-found, as a move naming no part is refused).
Result<FeaturePart> parseFeaturePart(std::string_view text);

// Where a tile part is, as its kind's row locates it (FeatureKindRow::location), in the tile's
// orientation. Every location that names the part, in N E S W order: each side a part located by
// sides reaches, each half-edge of a part located by half-edges (an inner field: I), or the one
// empty location of a part located by nothing; the first is the part's name (Board::refOf).
std::vector<Location> locationsOf(const TileFeature& part);
Location firstLocationOf(const TileFeature& part);
// What the part reaches, written as the tile listing and JCloisterZone's pointers write it: its
// sides ("NE"), its half-edges ("NL.NR.EL") or "I"; empty for a part located by nothing.
std::string reachText(const TileFeature& part);

// The canonical name of a feature: its part on the first tile in reading order.
struct FeatureRef {
    Position at;
    FeatureKind kind = FeatureKind::Field;
    Location location;
    std::string toString() const; // "road [0, 0] E", "cloister [1, 2]"
    std::string part() const { return partText(kind, location); } // "road E"
    friend bool operator==(const FeatureRef&, const FeatureRef&) = default;
};

class Board {
public:
    // base.place.match: the error says which rule the placement breaks.
    Status canPlace(const TileType& tile, Position at, Rotation rotation) const;
    // canPlace as a yes or no, without building the reason: for the legal-move generator.
    bool fits(const TileType& tile, Position at, Rotation rotation) const;
    EdgeNeeds needsAt(Position p) const;
    // The empty squares that share a side with a placed tile, in reading order, kept up to date
    // by place(): the legal placements of a tile are read off it.
    const std::vector<FrontierSquare>& frontier() const { return frontier_; }
    // Whether some square of the frontier needs an edge kind beyond the base game's (a river's
    // open end): while none does, a square's fitting rotations are one table lookup
    // (EdgeNeeds::compact).
    bool frontierBeyondBase() const { return beyondSquares_ != 0; }
    // Places a tile that canPlace accepted and joins its features with its neighbours'.
    void place(const TileType& tile, Position at, Rotation rotation);

    std::size_t size() const { return tiles_.size(); }
    const std::vector<PlacedTile>& tiles() const { return tiles_; }
    const PlacedTile* at(Position p) const;

    // The feature's root: unite() points every part straight at it.
    NodeId root(NodeId node) const { return parent_[node]; }
    const FeatureState& feature(NodeId node) const { return features_[root(node)]; }
    std::uint16_t tileOf(NodeId node) const { return nodeTile_[node]; }
    std::uint8_t featureIndexOf(NodeId node) const {
        return static_cast<std::uint8_t>(node - tiles_[nodeTile_[node]].firstNode);
    }
    const TileFeature& segment(NodeId node) const;
    std::size_t nodeCount() const { return parent_.size(); }

    // Roads and cities: no open end; cloisters: all eight neighbours placed; fields: never.
    bool isComplete(NodeId node) const {
        const FeatureState& f = feature(node);
        switch (rowOf(f.kind).completion) {
        case Completion::OpenEnds:
            return f.openEnds == 0;
        case Completion::Surrounded:
            return placedNeighbours(tiles_[nodeTile_[node]].pos) == 8;
        case Completion::Never:
            return false;
        }
        return false;
    }
    int placedNeighbours(Position p) const; // of the eight around p (cloisters)

    // The feature part of the tile at `p` of that kind at that location, if any.
    std::optional<NodeId> find(Position p, FeatureKind kind, Location where) const;
    FeatureRef canonical(NodeId node) const; // the feature's name: its part first in board order
    FeatureRef refOf(NodeId node) const;     // the name of this one part
    // The feature's first part on a tile, if it reaches that tile.
    std::optional<NodeId> partOnTile(NodeId node, std::uint16_t tile) const;
    std::vector<NodeId> partsOf(NodeId node) const; // every node of the feature, in board order
    std::vector<std::uint16_t> tilesOf(NodeId node) const; // its distinct tiles, ascending
    // Fields: the city parts bordering it (farmers), ascending, each once.
    std::vector<NodeId> adjacentCitiesOf(NodeId field) const;
    // The features of the kinds with an open end (roads and cities: mw.target.open), each by its
    // root, ascending; and how many there are.
    std::vector<NodeId> openFeatures(FeatureKindSet kinds) const;
    std::size_t openFeatureCount(FeatureKindSet kinds) const;
    // The same for roads and cities, as the tests ask (phase 2: they ask openFeatures).
    std::vector<NodeId> openRoadsAndCities() const {
        return openFeatures(bitOf(FeatureKind::Road) | bitOf(FeatureKind::City));
    }

private:
    NodeId unite(NodeId a, NodeId b);
    int sharedTiles(NodeId rootA, NodeId rootB) const;
    void markOpen(NodeId root, bool open);
    // Visits every node of the feature of `node` (its ring), in no particular order.
    template <typename Visit>
    void forEachPart(NodeId node, Visit visit) const {
        NodeId n = node;
        do {
            visit(n);
            n = next_[n];
        } while (n != node);
    }

    std::vector<PlacedTile> tiles_;
    SquareGrid grid_;
    std::vector<FrontierSquare> frontier_;
    std::size_t beyondSquares_ = 0; // frontier squares whose needs are `beyond`
    std::vector<NodeId> parent_;
    std::vector<NodeId> next_; // the parts of a feature form a ring: merging two is one swap
    std::vector<std::uint16_t> nodeTile_;
    std::vector<FeatureState> features_; // meaningful at roots only
    // One bit per node: a root of a feature with an open end (a kind completed by its open
    // ends). Kept by place(), so that the magic options (every incomplete road and city) need
    // not scan every node of the board.
    std::vector<std::uint64_t> openRoots_;
};

} // namespace carcassonne
