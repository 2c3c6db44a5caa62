#include "tile_copies.hpp"

#include "tile_catalog.hpp"

#include <string>

namespace carcassonne {

namespace {

// The copies used so far, by catalog id (GameState::tilesUsed, or a scratch copy of it).
using Used = std::vector<int>;

int left(const GameConfig& config, const Used& used, TileTypeId tile) {
    return tileCatalog().count(tile, config.rules.edition, config.expansions) - used[tile];
}

std::string edition(const GameConfig& config) {
    return std::string(toString(config.rules.edition));
}

Result<TileTypeId> byId(const GameConfig& config, const Used& used, TileTypeId tile) {
    const TileCatalog& catalog = tileCatalog();
    const TileType& type = catalog.at(tile);
    const int count = catalog.count(tile, config.rules.edition, config.expansions);
    if (count == 0) {
        if (!config.expansions.has(type.expansion))
            return fail(ErrorCode::TileNotInSet, type.name + " belongs to " +
                                                     std::string(toString(type.expansion)) +
                                                     ", which is not in play");
        // A tile of one box that another's rules need too (C3.1's Inns & Cathedrals river tile
        // and the River), printed in this edition: name what is missing, not the set.
        const bool inEdition = type.copies[static_cast<std::size_t>(config.rules.edition)] > 0;
        for (const ExpansionRow& row : kExpansionRows)
            if (inEdition && type.needs.has(row.id) && !config.expansions.has(row.id))
                return fail(ErrorCode::TileNotInSet, type.name + " belongs to " +
                                                         std::string(toString(type.expansion)) +
                                                         " and needs " + std::string(row.name) +
                                                         " too, which is not in play");
        // tiles.md: C1 prints no garden tiles; from C2 on some tiles are printed only with a
        // garden (IC/CCCC, IC/RFr.i, MW/CCRr.2 have none): name the id the set has instead.
        std::string printed;
        for (TileTypeId other : catalog.sameGeometry(tile))
            if (catalog.count(other, config.rules.edition, config.expansions) > 0)
                printed += (printed.empty() ? "" : " and ") + catalog.at(other).name;
        return fail(ErrorCode::TileNotInSet,
                    type.name + " is not in the " + edition(config) + " tile set" +
                        (printed.empty() ? "" : ", which prints this tile as " + printed));
    }
    if (used[tile] < count) return tile;
    std::string message = "all " + std::to_string(count) + " copies of " + type.name + " in the " +
                          edition(config) + " set are already used";
    for (TileTypeId twin : catalog.sameGeometry(tile))
        if (twin != tile && left(config, used, twin) > 0)
            message += "; " + catalog.at(twin).name + ", the same tile " +
                       (catalog.at(twin).garden ? "with" : "without") + " a garden, has " +
                       std::to_string(left(config, used, twin)) + " left";
    return fail(ErrorCode::TileExhausted, message);
}

Result<TileTypeId> byLetter(const GameConfig& config, const Used& used, TileTypeId plain) {
    const TileCatalog& catalog = tileCatalog();
    // Every edition prints each geometry of a box (tiles.md): none counted, the box is not in play.
    if (!config.expansions.has(catalog.at(plain).expansion))
        return fail(ErrorCode::TileNotInSet,
                    catalog.geometryName(plain) + " belongs to " +
                        std::string(toString(catalog.at(plain).expansion)) +
                        ", which is not in play");
    int total = 0;
    std::string ids;
    for (TileTypeId copy : catalog.sameGeometry(plain)) {
        const int count = catalog.count(copy, config.rules.edition, config.expansions);
        if (count == 0) continue;
        if (used[copy] < count) return copy;
        total += count;
        ids += (ids.empty() ? "" : " + ") + catalog.at(copy).name + " x" + std::to_string(count);
    }
    return fail(ErrorCode::TileExhausted, "all " + std::to_string(total) + " copies of " +
                                              catalog.geometryName(plain) + " (" + ids +
                                              ") are already used");
}

Result<TileTypeId> resolve(const GameConfig& config, const Used& used, TileName name) {
    return name.naming == TileNaming::Letter ? byLetter(config, used, name.tile)
                                             : byId(config, used, name.tile);
}

} // namespace

int copiesLeft(const GameState& state, TileTypeId tile) {
    return left(state.config, state.tilesUsed, tile);
}

Result<TileTypeId> resolveTileCopy(const GameState& state, TileName name) {
    return resolve(state.config, state.tilesUsed, name);
}

TileTypeId copyIdOf(const GameState& state, TileName name) {
    const auto copy = resolveTileCopy(state, name);
    if (copy) return *copy;
    // A geometry used up: the first copy the edition prints (IC/CCCCG from C2 on, not IC/CCCC),
    // so that the id is refused as exhausted, as the name is, not as missing from the set.
    const TileCatalog& catalog = tileCatalog();
    if (name.naming == TileNaming::Letter)
        for (TileTypeId other : catalog.sameGeometry(name.tile))
            if (catalog.count(other, state.config.rules.edition, state.config.expansions) > 0)
                return other;
    return name.tile;
}

Result<std::vector<TileTypeId>> resolveTileCopies(const GameState& state,
                                                  std::span<const TileName> names) {
    Used used = state.tilesUsed;
    std::vector<TileTypeId> copies;
    for (const TileName& name : names) {
        const auto copy = resolve(state.config, used, name);
        if (!copy)
            return fail(copy.error().code,
                        "tile " + std::to_string(copies.size() + 1) + ": " + copy.error().message);
        used[*copy] += 1;
        copies.push_back(*copy);
    }
    return copies;
}

} // namespace carcassonne
