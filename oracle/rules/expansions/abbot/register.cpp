// The Abbot's register rows. Sources: The Abbot page of Wikicarpedia (rules with footnotes,
// revision 2522), papageek's The Abbot, as summed up in river-abbot.md §2.
#include "module.hpp"

namespace carcassonne::abbot {

namespace {
using Basis = RulingBasis;
constexpr Ruling kRulings[] = {
    Ruling{"abbot.supply", "C2, C3, C3.1", Basis::Publisher,
           "Each player has one abbot; C1 has no abbot and no garden.",
           "The Abbot: '5 abbots, one in each player color'; C1 boxes hold none"},
    Ruling{"abbot.box.c31", "C3.1", Basis::Interpretation,
           "C3.1 plays the Abbot as C2 and C3 do (its base box is not documented; its Inns & "
           "Cathedrals box holds a pink abbot).",
           "interpretation; river-abbot.md §2"},
    Ruling{"abbot.place", "C2, C3, C3.1", Basis::Publisher,
           "After placing a tile with a cloister or a garden, the player may put the abbot on it "
           "instead of a follower; the abbot goes on no road, city or field. A cloister holds one "
           "follower of any kind.",
           "The Abbot §Placing; papageek"},
    Ruling{"abbot.place.garden", "C2, C3, C3.1", Basis::Publisher,
           "Only the abbot may go on a garden; without the Abbot gardens do nothing.",
           "The Abbot: 'with the exception that only The Abbot can be placed on them'"},
    Ruling{"abbot.garden", "C2, C3, C3.1", Basis::Publisher,
           "A garden scores like a cloister: 9 when surrounded, else 1 + 1 per neighbouring tile.",
           "The Abbot: 'Gardens are scored exactly like monasteries'"},
    Ruling{"abbot.recall", "C2, C3, C3.1", Basis::Publisher,
           "Instead of placing a follower, a player may take back their abbot and score its "
           "cloister or garden as it stands, the tile just placed counting.",
           "The Abbot: 'you may decide to not place a meeple, and may instead return your "
           "already-placed abbot ... you score as many points as the garden or monastery ... is "
           "worth at that time'; notes 12/2014, 3/2015, 9/2018"},
    Ruling{"abbot.recall.incomplete", "C2, C3, C3.1", Basis::Secondary,
           "The abbot is recalled only while its cloister or garden is incomplete.",
           "The Abbot, clarification 11/2020 (wiki footnote)"},
    Ruling{"abbot.final", "C2, C3, C3.1", Basis::Publisher,
           "At game end an abbot scores its cloister or garden as a cloister: 1 + 1 per "
           "neighbouring tile.",
           "The Abbot §Final scoring"},
    Ruling{"abbot.magic", "C2, C3, C3.1", Basis::Interpretation,
           "With Mage & Witch: the magic action belongs to the tile's step, so a recall stays "
           "open at the follower step of a turn with a magic action; magic figures never stand on "
           "cloisters or gardens.",
           "interpretation; JCloisterZone behaves so (river-abbot.md §2)"},
};
} // namespace

std::span<const Ruling> rulings() {
    return kRulings;
}

} // namespace carcassonne::abbot
