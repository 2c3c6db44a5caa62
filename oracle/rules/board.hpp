#pragma once
// The board: placed tiles and the features they form. Features are tracked incrementally with a
// union-find over tile parts (one node per feature segment of each placed tile), so placing a tile
// costs a few unions and never a recomputation of the board.

#include "result.hpp"
#include "tile.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace carcassonne {

using NodeId = std::uint32_t;

struct PlacedTile {
    TileTypeId type = 0;
    Position pos;
    Rotation rotation;
    NodeId firstNode = 0; // node of feature 0; feature i is firstNode + i
};

// What a whole feature (a union-find root) knows about itself.
struct FeatureState {
    FeatureKind kind = FeatureKind::Field;
    int openEnds = 0;                 // roads and cities: side ends that no tile meets yet
    std::vector<std::uint16_t> tiles; // distinct placed tiles it touches, sorted (base.score.tiles)
    int pennants = 0;                 // coats of arms
    bool inn = false;                 // ic.inn.*
    bool cathedral = false;           // ic.cathedral.*
    std::vector<NodeId> adjacentCities; // fields: city nodes bordering it (farmers)
};

// A way to name a feature part in board orientation: a side for roads and cities, a half-edge for
// fields, `I` for an inner field; cloisters need no location.
struct Location {
    enum class Type : std::uint8_t { Side, HalfEdge, Inner } type = Type::Inner;
    Side side = Side::N;
    HalfEdge halfEdge = HalfEdge::NL;
    std::string toString() const;
};

// The canonical name of a feature: its part on the first tile in reading order.
struct FeatureRef {
    Position at;
    FeatureKind kind = FeatureKind::Field;
    Location location;
    std::string toString() const; // "road [0, 0] E", "cloister [1, 2]"
};

class Board {
public:
    // base.place.match: the error says which rule the placement breaks.
    Status canPlace(const TileType& tile, Position at, Rotation rotation) const;
    // Places a tile that canPlace accepted and joins its features with its neighbours'.
    void place(const TileType& tile, Position at, Rotation rotation);

    std::size_t size() const { return tiles_.size(); }
    const std::vector<PlacedTile>& tiles() const { return tiles_; }
    const PlacedTile* at(Position p) const;
    std::optional<std::uint16_t> tileIndexAt(Position p) const;

    NodeId root(NodeId node) const;
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
    FeatureRef canonical(NodeId node) const;
    std::vector<NodeId> partsOf(NodeId node) const; // every node of the feature, in board order

private:
    NodeId unite(NodeId a, NodeId b);

    std::vector<PlacedTile> tiles_;
    std::unordered_map<Position, std::uint16_t, PositionHash> grid_;
    std::vector<NodeId> parent_;
    std::vector<std::uint16_t> nodeTile_;
    std::vector<FeatureState> features_; // meaningful at roots only
};

} // namespace carcassonne
