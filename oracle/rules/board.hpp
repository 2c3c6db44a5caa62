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

// What the tiles around an empty square show towards it, two bits per side as packEdges packs a
// tile's edges, with 3 where there is no neighbour (TileType::rotationsFitting reads it so).
struct EdgeNeeds {
    EdgeCode code = 0xFF; // no neighbour on any side
    bool adjacent() const { return code != 0xFF; }
    // The neighbour on side `s` shows `edge` towards this square.
    void add(Side s, EdgeType edge) {
        const auto shift = 2 * index(s);
        code =
            static_cast<EdgeCode>((code & ~(3u << shift)) | static_cast<unsigned>(edge) << shift);
    }
    // base.place.match: the rotations of `tile` that fit here, bit r for r quarter turns.
    unsigned fittingRotations(const TileType& tile) const { return tile.rotationsFitting[code]; }
};

// An empty square next to the board, with what its neighbours need of a tile placed there.
struct FrontierSquare {
    Position at;
    EdgeNeeds needs;
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
    bool isComplete(NodeId node) const;
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
    // mw.target.open: the roads and cities with an open end, each by its root, ascending.
    std::vector<NodeId> openRoadsAndCities() const;
    std::size_t openRoadsAndCitiesCount() const; // openRoadsAndCities().size(), counted

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
    std::vector<NodeId> parent_;
    std::vector<NodeId> next_; // the parts of a feature form a ring: merging two is one swap
    std::vector<std::uint16_t> nodeTile_;
    std::vector<FeatureState> features_; // meaningful at roots only
    // One bit per node: a root of a road or city with an open end. Kept by place(), so that the
    // magic options (every incomplete road and city) need not scan every node of the board.
    std::vector<std::uint64_t> openRoots_;
};

} // namespace carcassonne
