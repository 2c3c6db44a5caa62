// Mage & Witch's tiles in the tile DSL (tile_rows.hpp; tiles.md).
#include "module.hpp"

namespace carcassonne::mage_witch {

namespace {
const TileRow kTiles[] = {
    // Mage & Witch: every tile carries the magic symbol.
    {"MW/CRRR.3", "", Expansion::MageWitch, 1, 1, "CRRR",
     "road E; road S; road W; city N; field WR EL adj N; field WL SR; field ER SL", true},
    {"MW/CcRr.1", "", Expansion::MageWitch, 1, 1, "CRRC",
     "road E S; city N W; field EL SR adj N; field ER SL", true},
    {"MW/CCCR.3", "", Expansion::MageWitch, 1, 1, "CCRC",
     "city W; city N; city E; road S; field SR adj W N E; field SL adj E", true},
    {"MW/CRcR", "", Expansion::MageWitch, 1, 1, "RCRC",
     "city E W; road N; road S; field NL adj W; field NR adj W; field SL adj W; field SR adj W",
     true},
    {"MW/CFC", "", Expansion::MageWitch, 1, 1, "CFCF", "city N; city S; field WL WR EL ER adj N S",
     true},
    {"MW/CccR.1", "", Expansion::MageWitch, 1, 1, "CCRC",
     "road S; city N W E; field SL adj N; field SR adj N", true},
    {"MW/CRRr.2", "", Expansion::MageWitch, 1, 1, "CRRR",
     "road E; road S W; city N; field EL adj N; field ER SL WR adj N; field SR WL", true},
    {"MW/CCRr.2", "", Expansion::MageWitch, 1, 0, "CRRC",
     "city N; city W; road S E; field EL SR adj N W; field ER SL", true},
    {"MW/CCRrG", "", Expansion::MageWitch, 0, 1, "CRRC",
     "city N; city W; road S E; field EL SR adj N W; field ER SL", true, "MW/CCRr.2"},
};
} // namespace

std::span<const TileRow> tiles() {
    return kTiles;
}

} // namespace carcassonne::mage_witch
