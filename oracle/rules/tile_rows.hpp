#pragma once
// The tile DSL: one row of tiles.md per printed tile, in a compact notation of our own. Each
// expansion module lists its tiles in it (expansions/<name>/tiles.cpp); the catalog reads them.
//
// Features are separated by ';', each a kind's name (kind_tables.hpp) followed by its sides or
// half-edges and its marks:
//   road E S [inn] | city N W [pennant] [cathedral] | field NL NR [adj N W] | field I | cloister
// `adj` names a side covered by each bordering city of the same tile.

#include "expansion_set.hpp"

#include <optional>

namespace carcassonne {

struct TileRow {
    const char* name;   // the JCloisterZone id
    const char* letter; // the base game's letter, "" for others
    Expansion expansion;
    int countFirst;    // the ':1' distribution (C1)
    int countSecond;   // the ':2' distribution (C2, C3, C3.1)
    const char* edges; // as printed in tiles.md, checked against the features by the catalog
    const char* features;
    bool magic = false;      // the magic symbol (Mage & Witch)
    const char* twinOf = ""; // garden twins: the tile printed without the garden
    // Further expansions the tile needs in play (a tile of one box that belongs to another's
    // rules too: C3.1's Inns & Cathedrals river tile needs the River).
    ExpansionSet alsoNeeds = {};
    // The tile the set puts at [0, 0] before the first turn (the base game's D; the River's
    // spring replaces it): registry.hpp, startTile. A module may mark one for each edition (the
    // River's spring, C3's own from C3 on), never two an edition prints both of.
    bool start = false;
    // The copies by edition (C1 C2 C3 C3.1) where a module's editions differ beyond the two
    // distributions (the River's C3 spring and lake); none: countFirst, then countSecond.
    std::optional<PerEdition<int>> copies = std::nullopt;
};

} // namespace carcassonne
