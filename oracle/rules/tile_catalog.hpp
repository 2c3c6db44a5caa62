#pragma once
// The catalog of every tile of every expansion module (tiles.md): the modules' rows in the tile
// DSL (tile_rows.hpp), in module order.

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
    // By JCloisterZone id ("BA/RCr") or base-game letter ("D"); a letter gives its plain tile.
    std::optional<TileTypeId> find(std::string_view nameOrAlias) const;
    // The same, with how the text names the tile: an id names one pool of copies, a geometry
    // name any copy of the picture (TileNaming, resolveTileCopy). Geometry names: the base
    // letters, and for every tile `~` before the id of its plain (garden-less) tile: `~IC/RFr.i`
    // is IC/RFr.i in C1 and IC/RFr.iG from C2 on, `~BA/Cc.1` is N (ours, docs/rulings.md).
    std::optional<TileName> lookup(std::string_view text) const;
    // The inverse of lookup: the geometry name (the letter, else `~` and the plain tile's id)
    // for a tile named by its geometry, else the id.
    const std::string& text(TileName name) const {
        return name.naming == TileNaming::Letter ? geometryName(name.tile) : tiles_[name.tile].name;
    }
    // The edition-neutral name of the tile's geometry: its letter, or `~` and its plain tile's id.
    const std::string& geometryName(TileTypeId id) const { return geometryNames_[geometry_[id]]; }
    // The tile type that gives a garden twin its geometry (itself for a tile with no twin).
    TileTypeId geometryOf(TileTypeId id) const { return geometry_[id]; }
    // The tiles printed with the tile's geometry, the plain tile first, then its garden twin
    // (tiles.md); a tile with no twin alone. The order in which a letter takes their copies.
    std::span<const TileTypeId> sameGeometry(TileTypeId id) const {
        return sharing_[geometry_[id]];
    }
    // Copies of the tile in the edition's boxes for the expansions in play (0: not in the set).
    // Each id counts its own copies: a garden twin's are not its plain tile's.
    int count(TileTypeId id, Edition edition, const ExpansionSet& expansions) const;

    // The start tile the module's rows mark, if they mark one (the base game's D). Which one a
    // game starts with: rules::startTile(config) (registry.hpp).
    std::optional<TileTypeId> startOf(Expansion e) const;
    // The base game's start tile: the one of every game without a module that brings its own.
    // (Phase 2: the callers above rules/ ask rules::startTile(config), and this goes.)
    TileTypeId startTile() const;

    TileCatalog(std::vector<TileType> tiles, std::vector<std::optional<TileTypeId>> starts);

private:
    std::vector<TileType> tiles_;
    std::vector<TileTypeId> geometry_; // geometryOf, resolved once: it is asked on every move
    std::vector<std::vector<TileTypeId>> sharing_;  // by geometry: its tiles, the plain one first
    std::vector<std::string> geometryNames_;        // by plain tile (geometryName)
    std::vector<std::optional<TileTypeId>> starts_; // by Expansion
};

// The catalog built from the modules' rows (tile_catalog.cpp).
TileCatalog buildCatalog();

// The one catalog, built on first use and never changed. Inline, so that the many lookups of a
// move cost the guard's check and no call.
inline const TileCatalog& tileCatalog() {
    static const TileCatalog catalog = buildCatalog();
    return catalog;
}

} // namespace carcassonne
