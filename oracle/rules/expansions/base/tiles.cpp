// The base game's 72 tiles in the tile DSL (tile_rows.hpp; tiles.md), with the garden twins
// printed from C2 on.
#include "module.hpp"

namespace carcassonne::base {

namespace {
const TileRow kTiles[] = {
    // Base game (letters from Wikicarpedia). D is the start tile (one of its four copies).
    {"BA/LR", "A", Expansion::Base, 2, 2, "FFRF",
     "cloister; road S; field NL NR EL ER SL SR WL WR"},
    {"BA/L", "B", Expansion::Base, 4, 4, "FFFF", "cloister; field NL NR EL ER SL SR WL WR"},
    {"BA/Cccc+", "C", Expansion::Base, 1, 1, "CCCC", "city N W S E pennant"},
    {"BA/RCr",
     "D",
     Expansion::Base,
     4,
     4,
     "CRFR",
     "road W E; city N; field EL WR adj N; field ER SL SR WL",
     false,
     "",
     {},
     true},
    {"BA/C", "E", Expansion::Base, 5, 4, "CFFF", "city N; field WL WR SL SR EL ER adj N"},
    {"BA/CG", "", Expansion::Base, 0, 1, "CFFF", "city N; field WL WR SL SR EL ER adj N", false,
     "BA/C"},
    {"BA/CFc+", "F", Expansion::Base, 2, 2, "FCFC",
     "city W E pennant; field NL NR adj W; field SL SR adj W"},
    {"BA/CFc.1", "G", Expansion::Base, 1, 1, "FCFC",
     "city W E; field NL NR adj W; field SL SR adj W"},
    {"BA/CFC.2", "H", Expansion::Base, 3, 2, "CFCF", "city N; city S; field WL WR EL ER adj N S"},
    {"BA/CFCG", "", Expansion::Base, 0, 1, "CFCF", "city N; city S; field WL WR EL ER adj N S",
     false, "BA/CFC.2"},
    {"BA/CC.2", "I", Expansion::Base, 2, 1, "CFFC", "city N; city W; field EL ER SL SR adj N W"},
    {"BA/CCG", "", Expansion::Base, 0, 1, "CFFC", "city N; city W; field EL ER SL SR adj N W",
     false, "BA/CC.2"},
    {"BA/CRr", "J", Expansion::Base, 3, 3, "CRRF",
     "road E S; city N; field EL WL WR SR adj N; field ER SL"},
    {"BA/RrC", "K", Expansion::Base, 3, 3, "CFRR",
     "road S W; city N; field WR EL ER SL adj N; field WL SR"},
    {"BA/CRRR", "L", Expansion::Base, 3, 3, "CRRR",
     "road E; road S; road W; city N; field WR EL adj N; field WL SR; field ER SL"},
    {"BA/Cc+", "M", Expansion::Base, 2, 1, "CFFC", "city N W pennant; field SL SR EL ER adj N"},
    {"BA/Cc+G", "", Expansion::Base, 0, 1, "CFFC", "city N W pennant; field SL SR EL ER adj N",
     false, "BA/Cc+"},
    {"BA/Cc.1", "N", Expansion::Base, 3, 2, "CFFC", "city N W; field SL SR EL ER adj N"},
    {"BA/CcG", "", Expansion::Base, 0, 1, "CFFC", "city N W; field SL SR EL ER adj N", false,
     "BA/Cc.1"},
    {"BA/CcRr+", "O", Expansion::Base, 2, 2, "CRRC",
     "road E S; city N W pennant; field EL SR adj N; field ER SL"},
    {"BA/CcRr", "P", Expansion::Base, 3, 3, "CRRC",
     "road E S; city N W; field EL SR adj N; field ER SL"},
    {"BA/Ccc+", "Q", Expansion::Base, 1, 1, "CCFC", "city N E W pennant; field SL SR adj N"},
    {"BA/Ccc", "R", Expansion::Base, 3, 2, "CCFC", "city N E W; field SL SR adj N"},
    {"BA/CccG", "", Expansion::Base, 0, 1, "CCFC", "city N E W; field SL SR adj N", false,
     "BA/Ccc"},
    {"BA/CccR+", "S", Expansion::Base, 2, 2, "CCRC",
     "road S; city N W E pennant; field SL adj N; field SR adj N"},
    {"BA/CccR", "T", Expansion::Base, 1, 1, "CCRC",
     "road S; city N W E; field SL adj N; field SR adj N"},
    {"BA/RFr", "U", Expansion::Base, 8, 7, "FRFR",
     "road W E; field WR NL NR EL; field ER SL SR WL"},
    {"BA/RFrG", "", Expansion::Base, 0, 1, "FRFR", "road W E; field WR NL NR EL; field ER SL SR WL",
     false, "BA/RFr"},
    {"BA/Rr", "V", Expansion::Base, 9, 8, "FFRR", "road W S; field WR NL NR EL ER SL; field SR WL"},
    {"BA/RrG", "", Expansion::Base, 0, 1, "FFRR", "road W S; field WR NL NR EL ER SL; field SR WL",
     false, "BA/Rr"},
    {"BA/RRR", "W", Expansion::Base, 4, 4, "FRRR",
     "road E; road S; road W; field WR NL NR EL; field ER SL; field SR WL"},
    {"BA/RRRR", "X", Expansion::Base, 1, 1, "RRRR",
     "road N; road E; road S; road W; field WR NL; field NR EL; field ER SL; field SR WL"},
};
} // namespace

std::span<const TileRow> tiles() {
    return kTiles;
}

} // namespace carcassonne::base
