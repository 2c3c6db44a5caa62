// The River's tiles in the tile DSL (tile_rows.hpp): River I (C1) and the base box's River (C2
// on), checked row by row against JCloisterZone's river.xml (river/1:1, river/1:2), which agrees
// with the reference table (river-abbot.md 1.4), R0 as JCloisterZone draws them; and C3.1 Inns &
// Cathedrals' river tile with an inn, which no JCloisterZone set has.
#include "module.hpp"

namespace carcassonne::river {

namespace {
constexpr Expansion R = kRiver;
// river.tiles.c3: C3 prints its own spring and lake; the other ten are River I's.
constexpr PerEdition<int> kUpToC2{1, 1, 0, 0};
constexpr PerEdition<int> kFromC3{0, 0, 1, 1};
constexpr PerEdition<int> kC31Only{0, 0, 0, 1};

const TileRow kTiles[] = {
    // river.start: the spring, the start tile when the River is played (C1, C2).
    {.name = "RI/s",
     .letter = "",
     .expansion = R,
     .countFirst = 1,
     .countSecond = 1,
     .edges = "FIFF",
     .features = "river E; field NL NR EL ER SL SR WL WR",
     .start = true,
     .copies = kUpToC2},
    // river.tiles.c3 (secondary, provisional): the C3 spring carries a road round it, from N to
    // S, which splits the field in three. Not a JCloisterZone tile: the id is ours.
    {.name = "RI.3/s",
     .letter = "",
     .expansion = R,
     .countFirst = 0,
     .countSecond = 1,
     .edges = "RIRF",
     .features = "river E; road N S; field NL WR WL SR; field NR EL; field ER SL",
     .start = true,
     .copies = kFromC3},
    // river.lake: the lake ends the river.
    {.name = "RI.1/I.e",
     .letter = "",
     .expansion = R,
     .countFirst = 1,
     .countSecond = 1,
     .edges = "FFFI",
     .features = "river W; field NL NR EL ER SL SR WL WR",
     .copies = kUpToC2},
    // river.tiles.c3: the C3 lake carries a cloister (our id).
    {.name = "RI.3/L.e",
     .letter = "",
     .expansion = R,
     .countFirst = 0,
     .countSecond = 1,
     .edges = "FFFI",
     .features = "river W; cloister; field NL NR EL ER SL SR WL WR",
     .copies = kFromC3},
    {"RI.1/CICI", "", R, 1, 1, "CICI",
     "city N; city S; river W E; field EL WR adj N; field ER WL adj S"},
    {"RI.1/CIRI", "", R, 1, 1, "CIRI",
     "city N; road S; river W E; field EL adj N; field WR adj N; field ER SL; field WL SR"},
    {"RI.1/LIRI", "", R, 1, 1, "FIRI",
     "cloister; road S; river W E; field WR NL NR EL; field ER SL; field WL SR"},
    {"RI.1/RIrI", "", R, 1, 1, "IRIR",
     "road W E; river N S; field WR NL; field NR EL; field ER SL; field WL SR"},
    {"RI.1/IFI", "", R, 2, 2, "FIFI", "river W E; field WR NL NR EL; field WL SL SR ER"},
    {"RI.1/CcII", "", R, 1, 1, "CIIC", "city N W; river S E; field SR EL adj N; field ER SL"},
    {"RI.1/RrII", "", R, 1, 1, "RRII",
     "road N E; river W S; field WR NL ER SL; field NR EL; field WL SR"},
    {"RI.1/II", "", R, 2, 1, "FFII", "river W S; field WR NL NR EL ER SL; field WL SR"},
    // From C2 on one of the two plain curves is printed with a garden (the Abbot's).
    {"RI.1/IIG", "", R, 0, 1, "FFII", "river W S; field WR NL NR EL ER SL; field WL SR", false,
     "RI.1/II"},
    // river.ic31.inn-tile (secondary, provisional): C3.1's Inns & Cathedrals box prints a river
    // tile with an inn, a road N-S with an inn over the river W-E on a bridge: the road is one
    // feature over the water, and the road and the river cut the field into its four quarters
    // (krueger80's ic31_T, the only source of its picture; the id is ours). It is an Inns &
    // Cathedrals tile that needs the River too: its river sides meet only a river
    // (river.ic31.no-river); with both it is a river tile like the others (river.ic31.stack).
    {.name = "IC.31/RIrI.i",
     .letter = "",
     .expansion = Expansion::InnsCathedrals,
     .countFirst = 0,
     .countSecond = 0,
     .edges = "RIRI",
     .features = "road N S inn; river W E; field NL WR; field NR EL; field ER SL; field SR WL",
     .alsoNeeds = {R},
     .copies = kC31Only},
};
} // namespace

std::span<const TileRow> tiles() {
    return kTiles;
}

} // namespace carcassonne::river
