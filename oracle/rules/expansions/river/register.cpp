// The River's register rows (rulings.md) and rule switches. Sources: the River rules as the
// community rules wiki gives them (River I, C1; the base box's River, C2 and C3), its FAQ digest,
// and JCloisterZone's river.xml for the tiles (river-abbot.md sections 1 and 3).
#include "module.hpp"
#include "switch_values.hpp"

#include "rules/switch_binding.hpp"

namespace carcassonne::river {

namespace {
using Basis = RulingBasis;
constexpr Ruling kRulings[] = {
    Ruling{"river.tiles", "C1, C2", Basis::Publisher,
           "12 river tiles: the spring, the lake and 10 between (two straights, two plain "
           "curves, a city, road, cloister and bridge tile each); from C2 on one plain curve "
           "carries a garden. A river side meets only a river side; the river splits the fields "
           "on its banks, and the spring and the lake each hold one field round them.",
           "River I rules (C1 mini expansion); C2 base box; tile shapes from JCloisterZone "
           "river.xml (river/1:1, river/1:2)"},
    Ruling{"river.tiles.c3", "C3, C3.1", Basis::Secondary,
           "Provisional: C3's River is C2's except the spring, which carries a road round it "
           "(N to S, three fields), and the lake, which carries a cloister. C3.1: the C3 River "
           "(no C3.1 River text is known: an interpretation); with Inns & Cathedrals one river "
           "tile more (river.ic31.inn-tile).",
           "secondary: the community rules wiki's River and Winter Edition pages; krueger80's C3 "
           "river table draws other shapes (no road on the spring, a pond and a lake): "
           "provisional"},
    Ruling{"river.ic31.inn-tile", "C3.1", Basis::Secondary,
           "Provisional: C3.1's Inns & Cathedrals box holds a river tile with an inn "
           "(IC.31/RIrI.i, R I R I): a road N-S with an inn crosses the river W-E on a bridge. "
           "The road is one feature, not cut by the water; the road and the river cut the field "
           "into four, one a quarter. It is played only with the River as well.",
           "secondary: the community rules wiki's Inns and Cathedrals (3rd edition) page ('1 "
           "river with inn'); krueger80's C3.1 tile table (ic31_T: the edges, the inn road, the "
           "four fields); no publisher text: provisional"},
    Ruling{"river.ic31.stack", "C3.1", Basis::Interpretation,
           "With the River and Inns & Cathedrals the river tile with an inn is a river tile: it "
           "is shuffled with the other river tiles between the spring and the lake (13 river "
           "tiles; the lake waits for it, and no land tile comes before it), and continues the "
           "river as they do.",
           "no text says where it goes; krueger80 puts every tile with a river into the river "
           "stack; the River's rules for river tiles (river.first, river.lake, river.continue)"},
    Ruling{"river.ic31.no-river", "C3.1", Basis::Interpretation,
           "Without the River the river tile with an inn is left out of the Inns & Cathedrals "
           "tiles (C3.1 Inns & Cathedrals alone: the C3 set's 18): a river side meets only a "
           "river side, so with no river on the board it could never be placed.",
           "no text; krueger80 leaves tiles with a river out when the River is not played; "
           "river.continue"},
    Ruling{"river.start", "all", Basis::Publisher,
           "With the River the spring is the start tile at [0, 0]: it replaces the base game's "
           "start tile.",
           "River I rules ('the spring in the middle of the table'); C2, C3: 'which replace the "
           "start tile ... place the source tile faceup as the starting tile'"},
    Ruling{"river.first", "all", Basis::Publisher,
           "All river tiles are drawn and placed before any land tile: a land tile is refused "
           "while river tiles are left.",
           "C2, C3: 'Players must draw and place all river tiles before they can draw normal "
           "tiles'; River I rules (the river tiles are played first)"},
    Ruling{"river.lake", "all", Basis::Publisher,
           "The lake is the last river tile, placed as a normal turn (followers allowed on its "
           "other features): refused while other river tiles are left. C1 says 'when the river "
           "is finished, the lake tile is placed': read the same way (interpretation).",
           "C2, C3: 'Add the lake tile to the bottom of the stack'; River I rules; "
           "JCloisterZone draws it as a normal tile"},
    Ruling{"river.continue", "all", Basis::Publisher,
           "A river tile must continue the river: one of its river sides meets the river's open "
           "end (and, as every edge, a river side meets only a river side).",
           "River I rules; C2, C3 River rules; CAR 7.4 (secondary)"},
    Ruling{"river.turn.c1", "C1", Basis::Publisher,
           "No U-turn: two river tiles in a row may not curve the same way (a 180 degree turn). "
           "The FAQ: only an immediate U-turn is forbidden, so a straight between two same-way "
           "curves makes them legal.",
           "River I rules: 'A U-turn with the river tiles is not possible. This means that a "
           "180 degree turn is not allowed'; HiG FAQ (secondary: CAR digests)"},
    Ruling{"river.turn.c2", "C2, C3, C3.1", Basis::Publisher,
           "The river may not turn the same way twice in a row: the tile placed may not curve "
           "the way the tile it continues curves. A straight between resets it (the publisher's "
           "FAQ reads the sentence as the immediate U-turn), so right, straight, right is "
           "allowed; on these tiles it refuses exactly what C1's rule refuses. C3.1: as C3.",
           "C2, C3 River rules: '... the river cannot turn in the same direction twice in a row, "
           "as this risks that the following tile will be impossible to place'; FAQ: 'Only "
           "immediate U-turns are explicitly forbidden'"},
    Ruling{"river.turn.faq", "switch", Basis::Switch,
           "Switch river-turns: no-three-same-turns: besides the immediate U-turn, a curve the "
           "same way as the two curves before it (straights between skipped) is refused: "
           "right, straight, right, straight, right is not.",
           "FAQ (secondary): 'Turning river the same way three times should also be considered "
           "prohibited'"},
    Ruling{"river.start.box", "all", Basis::Publisher,
           "The base game's start tile goes back to the box: 71 land tiles follow the river "
           "(a fourth copy of it is refused as exhausted).",
           "HiG River I rules (C1: the base start tile removed); Winter Edition / C2, C3: 'The "
           "River replaces the start tile. When playing with it, return the start tile to the "
           "box'; C3.1: as C3 (interpretation)"},
    Ruling{"river.start.shuffled", "switch", Basis::Switch,
           "Switch river-base-start: shuffled: the base game's start tile is shuffled into the "
           "land tiles: 72 follow the river.",
           "RGG Big Box River text (it may be mixed in); JCloisterZone keeps it in the land pack; "
           "krueger80 puts it back in the bag"},
    Ruling{"river.unplaceable", "all", Basis::Interpretation,
           "A river tile that cannot be placed is discarded and the player draws again, as any "
           "tile that fits nowhere (base.place.discard).",
           "no C2 or C3 text; CAR 7.4 and JCloisterZone discard it (its issues #34, #155)"},
    Ruling{"river.no-follower", "all", Basis::Publisher,
           "No follower goes on the river, and the river is never scored; followers go on the "
           "roads, cities, cloisters and fields of river tiles. Magic figures never go on it "
           "(mw.features).",
           "River I rules: 'Followers may not be deployed to the river itself'; C2, C3 River "
           "rules"},
};
} // namespace

std::span<const Ruling> rulings() {
    return kRulings;
}

std::vector<SwitchInfo> switches() {
    return {
        bound<&RuleSet::riverTurns>(
            "river-turns",
            "Which river curves are refused: two adjacent curves the same way, C1's text "
            "(no-u-turn) or C2's (no-same-turn-twice), which refuse the same placements; or "
            "also a third curve the same way as the two before, straights between "
            "(no-three-same-turns, the FAQ).",
            {"no-u-turn", "no-same-turn-twice", "no-same-turn-twice", "no-same-turn-twice"},
            {"river.turn.c1", "river.turn.c2", "river.turn.faq"},
            "River I rules (C1); C2, C3 River rules; FAQ (secondary) for no-three-same-turns; "
            "C3.1 as C3 (interpretation)",
            false),
        bound<&RuleSet::riverBaseStart>(
            "river-base-start",
            "The base game's start tile when the River is played: returned to the box (box: 71 "
            "land tiles) or shuffled into the land tiles (shuffled: 72).",
            {"box", "box", "box", "box"}, {"river.start.box", "river.start.shuffled"},
            "HiG River I rules, C2 and C3 River rules (box); RGG Big Box text, JCloisterZone "
            "(shuffled)",
            false),
    };
}

} // namespace carcassonne::river
