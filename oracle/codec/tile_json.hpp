#pragma once
// The tile set of an edition as JSON (`carcassonne-oracle tiles --format json`, described by
// schema/tiles.schema.json): every tile with its count, edges and features, each feature with its
// parts in the scenario language's spelling ("road E", "field NL"), so that an engine's author can
// diff their own table against it.

#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace carcassonne::codec {

// One tile type at rotation 0, with `count` copies in the set: id, letter, geometry name,
// expansion, count, edges, magic symbol, garden and features (roads with their inn, cities with
// their coats of arms and cathedral, fields with the cities they border, each named by its first
// part).
nlohmann::ordered_json tileJson(const TileType& tile, int count);

// Every tile of the edition's set for the expansions in play (a count of 0: not listed), with the
// count of each and the start tile.
nlohmann::ordered_json tileSetJson(Edition edition, const ExpansionSet& expansions);

// The set's notes, as tileSetJson lists them: what is known only from secondary sources, and the
// copies printed that a game leaves in the box (river.start.box).
std::vector<std::string> tileSetNotes(Edition edition, const ExpansionSet& expansions);

} // namespace carcassonne::codec
