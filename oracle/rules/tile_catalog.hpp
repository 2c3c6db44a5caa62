#pragma once
// The catalog of every tile of the base game, Inns & Cathedrals and Mage & Witch (tiles.md).

#include "edition.hpp"
#include "tile.hpp"

#include <optional>
#include <span>
#include <string_view>

namespace carcassonne {

class TileCatalog {
public:
    std::span<const TileType> all() const { return tiles_; }
    const TileType& at(TileTypeId id) const { return tiles_[id]; }
    // By JCloisterZone id ("BA/RCr") or base-game letter ("D").
    std::optional<TileTypeId> find(std::string_view nameOrAlias) const;
    // The tile type that gives a garden twin its geometry (itself for a tile with no twin).
    TileTypeId geometryOf(TileTypeId id) const { return geometry_[id]; }
    // Copies of the tile in the edition's boxes for the expansions in play (0: not in the set).
    int count(TileTypeId id, Edition edition, const ExpansionSet& expansions) const;
    // Copies available for the tile's geometry: a garden twin and its plain tile share one pool,
    // since gardens matter only with the Abbot, which is out of scope.
    int poolSize(TileTypeId id, Edition edition, const ExpansionSet& expansions) const;

    TileTypeId startTile() const { return start_; } // D (BA/RCr), at (0,0) rotation 0

    explicit TileCatalog(std::vector<TileType> tiles);

private:
    std::vector<TileType> tiles_;
    std::vector<TileTypeId> geometry_; // geometryOf, resolved once: it is asked on every move
    std::vector<std::vector<TileTypeId>> sharing_; // by geometry: the tiles of its pool
    TileTypeId start_ = 0;
};

// The one catalog, built on first use and never changed.
const TileCatalog& tileCatalog();

} // namespace carcassonne
