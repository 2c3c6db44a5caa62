#pragma once
// Tile types: the printed tiles with their features, at rotation 0 and in each rotation.

#include "expansion_set.hpp"
#include "geometry.hpp"
#include "kind_tables.hpp"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne {

std::string_view toString(FeatureKind kind); // "road", "city", "field", "cloister"
std::string_view toString(Expansion e);      // "base", "inns-cathedrals", "mage-witch"
char toChar(EdgeKind e);                     // 'F', 'R', 'C': the kind's letter

// The four edges of a tile, four bits a side from the north (EdgeKind's ids): room for fifteen
// edge kinds (a river is a fourth). A square's needs use the same packing with a mask of the
// sides that have a neighbour (board.hpp), so "no neighbour" is no edge kind.
using EdgeCode = std::uint16_t;
inline constexpr unsigned kEdgeBits = 4;
constexpr EdgeCode packEdges(const std::array<EdgeKind, 4>& edges) {
    EdgeCode code = 0;
    for (std::size_t s = 0; s < 4; ++s)
        code = static_cast<EdgeCode>(code | static_cast<unsigned>(edges[s]) << (kEdgeBits * s));
    return code;
}
constexpr EdgeKind edgeOn(EdgeCode code, Side s) {
    return static_cast<EdgeKind>((code >> (kEdgeBits * static_cast<unsigned>(index(s)))) & 0xFu);
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
    std::array<EdgeKind, 4> edges{}; // indexed by Side
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
    TileTypeId id = 0;                     // index in the catalog
    std::string name;                      // the JCloisterZone id, e.g. "BA/RCr"
    std::string letter;                    // base game letter (A-X), empty for expansion tiles
    std::string twinOf;                    // garden twins: the tile with the same geometry
    Expansion expansion = Expansion::Base; // the module that prints it (its tile rows)
    // The expansions that must all be in play for the tile to be in the game: its own, and more
    // for a tile two expansions share (C3.1's Inns & Cathedrals river tile needs the River).
    ExpansionSet needs;
    bool magic = false;       // carries the magic symbol (Mage & Witch)
    bool garden = false;      // printed with a garden
    PerEdition<int> copies{}; // in the edition's boxes (C1: the ':1' distribution, C2 on ':2')
    std::array<OrientedTile, 4> oriented; // by Rotation::quarterTurns
    // Its edges in each rotation (OrientedTile::edgeCode), side by side: a square's fitting
    // rotations are read off them in one pass (EdgeNeeds::fittingRotations).
    std::array<EdgeCode, 4> edgeCodes{};
    std::uint64_t edgeLanes = 0; // edgeCodes[r] in bits 16 r to 16 r + 15
    // rotationsFitting[compact]: the rotations (bit r for r quarter turns) that fit a square whose
    // neighbours show the base kinds of EdgeNeeds::compact (two bits a side, 3 where any edge
    // goes), worked out once for the 256 codes so that a square costs one lookup.
    std::array<std::uint8_t, 256> rotationsFitting{};
    // The features whose kind completes when surrounded (cloisters), bit i for feature i: the
    // tile placed next to one may complete it.
    std::uint16_t surrounded = 0;

    const OrientedTile& in(Rotation r) const { return oriented[r.quarterTurns]; }
    const std::vector<TileFeature>& features() const { return oriented[0].features; }
    std::string edgePattern(Rotation r = {}) const; // "CRFR": N E S W
};

} // namespace carcassonne
