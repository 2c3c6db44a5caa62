#pragma once
// Tile types: the printed tiles with their features, at rotation 0 and in each rotation.

#include "geometry.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne {

enum class FeatureKind : std::uint8_t { Road, City, Field, Cloister };
std::string_view toString(FeatureKind kind); // "road", "city", "field", "cloister"

enum class Expansion : std::uint8_t { Base, InnsCathedrals, MageWitch };
std::string_view toString(Expansion e); // "base", "inns-cathedrals", "mage-witch"

enum class EdgeType : std::uint8_t { Field, Road, City };
char toChar(EdgeType e); // 'F', 'R', 'C'

// The four edges of a tile in one byte, two bits per side from the north (EdgeType's values).
using EdgeCode = std::uint8_t;
constexpr EdgeCode packEdges(const std::array<EdgeType, 4>& edges) {
    EdgeCode code = 0;
    for (std::size_t s = 0; s < 4; ++s)
        code = static_cast<EdgeCode>(code | static_cast<unsigned>(edges[s]) << (2 * s));
    return code;
}
constexpr EdgeType edgeOn(EdgeCode code, Side s) {
    return static_cast<EdgeType>((code >> (2 * index(s))) & 3u);
}

// One feature segment printed on a tile. Masks are in the orientation of the tile they belong to.
struct TileFeature {
    FeatureKind kind = FeatureKind::Field;
    SideSet sides = 0;         // roads and cities: the sides the segment reaches
    HalfEdgeSet halfEdges = 0; // fields: the half-edges the segment reaches
    bool inner = false;        // a cloister, or a field that reaches no edge
    int pennants = 0;          // coats of arms
    bool inn = false;
    bool cathedral = false;
    std::uint16_t adjacentCities =
        0; // fields: bit i set when feature i of the tile is a bordering city
};

// A tile type in one rotation: the edge pattern and the features with rotated masks.
struct OrientedTile {
    std::array<EdgeType, 4> edges{}; // indexed by Side
    EdgeCode edgeCode = 0;           // packEdges(edges)
    // The feature reaching each side (roads and cities) and each half-edge (fields), -1 for none:
    // looked up for every neighbour of every tile placed.
    std::array<std::int8_t, 4> segmentOnSide{-1, -1, -1, -1};
    std::array<std::int8_t, 8> fieldOnHalfEdge{-1, -1, -1, -1, -1, -1, -1, -1};
    std::vector<TileFeature> features;
};

using TileTypeId = std::uint8_t;

// How a record names a tile (tiles.md): by its JCloisterZone id, which names one pool of copies,
// or by a geometry name, a base-game letter or `~` before a plain tile's id (`~IC/RFr.i`), which
// takes whichever copy of the picture is still in supply, the plain tile's first, then its garden
// twin's (resolveTileCopy, tile_copies.hpp). `Letter` stands for both geometry spellings.
enum class TileNaming : std::uint8_t { Id, Letter };

// The mark of a geometry name spelt with an id: `~IC/RFr.i` (no JCloisterZone id holds it).
inline constexpr char kGeometryMark = '~';

// A tile as a record names it: for a geometry name, `tile` is the plain tile of the geometry.
struct TileName {
    TileTypeId tile = 0;
    TileNaming naming = TileNaming::Id;
    friend bool operator==(const TileName&, const TileName&) = default;
};

// The most feature parts a tile type may have (the catalog refuses more): per-tile work such as
// the follower options keeps them in fixed arrays.
inline constexpr std::size_t kMaxTileFeatures = 16;

struct TileType {
    TileTypeId id = 0;  // index in the catalog
    std::string name;   // the JCloisterZone id, e.g. "BA/RCr"
    std::string letter; // base game letter (A-X), empty for expansion tiles
    std::string twinOf; // garden twins: the tile with the same geometry
    Expansion expansion = Expansion::Base;
    bool magic = false; // carries the magic symbol (Mage & Witch)
    bool garden = false;
    int countFirstEdition = 0;            // the ':1' distribution (C1)
    int countSecondEdition = 0;           // the ':2' distribution (C2, C3, C3.1)
    std::array<OrientedTile, 4> oriented; // by Rotation::quarterTurns
    // rotationsFitting[needs]: the rotations (bit r for r quarter turns) that fit a square whose
    // neighbours show `needs` (EdgeNeeds: two bits per side, 3 where there is no neighbour and any
    // edge goes), worked out once for all 256 codes so that a square costs one lookup.
    std::array<std::uint8_t, 256> rotationsFitting{};
    std::int8_t cloister = -1; // the index of its cloister feature, -1 for none

    const OrientedTile& in(Rotation r) const { return oriented[r.quarterTurns]; }
    const std::vector<TileFeature>& features() const { return oriented[0].features; }
    std::string edgePattern(Rotation r = {}) const; // "CRFR": N E S W
};

} // namespace carcassonne
