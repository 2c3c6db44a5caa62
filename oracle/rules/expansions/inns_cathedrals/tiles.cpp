// Inns & Cathedrals' tiles in the tile DSL (tile_rows.hpp; tiles.md).
#include "module.hpp"

namespace carcassonne::inns_cathedrals {

namespace {
const TileRow kTiles[] = {
    // Inns & Cathedrals.
    {"IC/Cccc.c", "", Expansion::InnsCathedrals, 2, 2, "CCCC", "city N W S E cathedral"},
    {"IC/LRFR", "", Expansion::InnsCathedrals, 1, 1, "FRFR",
     "cloister; road W; road E; field ER SL SR WL; field EL NL NR WR"},
    {"IC/CCCC", "", Expansion::InnsCathedrals, 1, 0, "CCCC",
     "city N; city W; city E; city S; field I adj N W E S"},
    {"IC/CCCCG", "", Expansion::InnsCathedrals, 0, 1, "CCCC",
     "city N; city W; city E; city S; field I adj N W E S", false, "IC/CCCC"},
    {"IC/CCC", "", Expansion::InnsCathedrals, 1, 1, "CCFC",
     "city N; city W; city E; field SL SR adj N W E"},
    {"IC/CRCR", "", Expansion::InnsCathedrals, 1, 1, "CRCR",
     "city N; city S; road W; road E; field ER adj S; field WL adj S; field EL adj N; field WR adj "
     "N"},
    {"IC/CCc+", "", Expansion::InnsCathedrals, 1, 1, "CFCC",
     "city N W pennant; city S; field EL ER adj N S"},
    {"IC/C!", "", Expansion::InnsCathedrals, 1, 1, "CFFF",
     "city N; field EL ER adj N; field WL WR SL SR adj N"},
    {"IC/CFR", "", Expansion::InnsCathedrals, 1, 1, "CFRF",
     "city N; road S; field WL WR SR adj N; field EL ER SL adj N"},
    {"IC/CcR", "", Expansion::InnsCathedrals, 1, 1, "CRFC",
     "city N W; road E; field EL adj W; field ER SL SR adj W"},
    {"IC/CRcR+", "", Expansion::InnsCathedrals, 1, 1, "RCRC",
     "city E W pennant; road N; road S; field NL adj W; field NR adj W; field SL adj W; field SR "
     "adj W"},
    {"IC/RCc.i", "", Expansion::InnsCathedrals, 1, 1, "CFRC",
     "city N W; road S inn; field SR adj W; field SL EL ER adj W"},
    {"IC/RrC.i", "", Expansion::InnsCathedrals, 1, 1, "CFRR",
     "city N; road W S inn; field SR WL; field WR EL ER SL adj N"},
    {"IC/CcRr+.i", "", Expansion::InnsCathedrals, 1, 1, "CRRC",
     "city N W pennant; road E S inn; field SL ER; field SR EL adj N"},
    {"IC/RRR.i", "", Expansion::InnsCathedrals, 1, 1, "FRRR",
     "road E inn; road W; road S; field WR NL NR EL; field WL SR; field ER SL"},
    {"IC/RFr.i", "", Expansion::InnsCathedrals, 1, 0, "FRFR",
     "road W E inn; field WR NL NR EL; field ER SL SR WL"},
    {"IC/RFr.iG", "", Expansion::InnsCathedrals, 0, 1, "FRFR",
     "road W E inn; field WR NL NR EL; field ER SL SR WL", false, "IC/RFr.i"},
    {"IC/Rr.i", "", Expansion::InnsCathedrals, 1, 1, "FFRR",
     "road W S inn; field WR NL NR EL ER SL; field SR WL"},
    {"IC/RrRr", "", Expansion::InnsCathedrals, 1, 1, "RRRR",
     "road N W; road S E; field NL WR; field SL ER; field NR EL SR WL"},
};
} // namespace

std::span<const TileRow> tiles() {
    return kTiles;
}

} // namespace carcassonne::inns_cathedrals
