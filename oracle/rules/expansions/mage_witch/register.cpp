// Mage & Witch's register rows (rulings.md).
#include "module.hpp"

namespace carcassonne::mage_witch {

namespace {
using Basis = RulingBasis;
constexpr Ruling kRulings[] = {
    Ruling{"mw.trigger", "all", Basis::Publisher,
           "A symbol tile obliges one magic figure placement or move before followers and scoring.",
           "000 §1; 001 ¶2; 002 §1"},
    Ruling{"mw.choice", "all", Basis::Publisher,
           "Either figure may be chosen, from the supply or the board.",
           "000 fn (5/2014, 3/2020); 001 fn 3; 002 §1"},
    Ruling{"mw.target.open", "all", Basis::Publisher,
           "Targets: any incomplete road or city on any tile, occupied or not.",
           "000 §1 fn 1-2; 001; 002 §1-2"},
    Ruling{"mw.target.completed", "all", Basis::Publisher,
           "A feature completed by this very tile is no target.", "000 fn 1; 001 fn 1; 002 fn 1"},
    Ruling{"mw.target.other", "all", Basis::Publisher,
           "Never the feature holding the other figure.", "000; 001; 002"},
    Ruling{"mw.target.different", "all", Basis::Publisher,
           "A figure moved from the board goes to a different feature.",
           "000 fn (5/2014); 001 fn 2; 002 §1"},
    Ruling{"mw.no-target", "all", Basis::Publisher,
           "No legal placement: both out, the player removes one; one out, it is removed; none, "
           "nothing.",
           "000 ¶12; 001 ¶3 fn 4-5; 002 §1"},
    Ruling{"mw.join", "all", Basis::Publisher,
           "Joining the figures' features forces one of them to move (or be removed) before "
           "followers and scoring.",
           "000 ¶13; 001 special case fn 6; 002 §1"},
    Ruling{"mw.join.symbol", "all", Basis::Interpretation,
           "A symbol tile that also joins the features: one move fulfils both duties.",
           "interpretation; agrees with two engines"},
    Ruling{"mw.rescue", "all", Basis::Publisher,
           "A figure may leave a feature the same tile completed; it then scores without it.",
           "000 ¶13 ('you must move the magic figure before scoring the feature'); 001 Special "
           "case ('the figure is moved before scoring'); JCloisterZone agrees"},
    Ruling{"mw.mage", "all", Basis::Publisher, "The mage adds 1 per distinct tile.",
           "000 §3 Example 1; 001; 002 §3"},
    Ruling{"mw.witch", "all", Basis::Publisher, "The witch halves the points, rounded up.",
           "000 §3 Example 2; 001; 003; 002"},
    Ruling{"mw.witch.inn-cathedral", "all", Basis::Publisher,
           "With an inn or cathedral the feature is valued with it, then halved.",
           "000 Other expansions; 001 fn 7; 002"},
    Ruling{"mw.return", "all", Basis::Publisher,
           "After its feature scores during the game, the figure returns to the supply.",
           "000 ¶22; 001; 002 §3"},
    Ruling{"mw.return.unoccupied", "all", Basis::Interpretation,
           "A completed feature with a figure and no follower still returns the figure.",
           "interpretation (JCloisterZone)"},
    Ruling{"mw.final", "all", Basis::Publisher,
           "At final scoring the figures modify the features they occupy.", "000; 001; 002; 003"},
    Ruling{"mw.mage.incomplete-inn-cathedral", "C1, C2, C3", Basis::Publisher,
           "Incomplete inn road or cathedral city with the mage: 1 per tile at game end.",
           "000 Other expansions; 001 fn 7"},
    Ruling{"mw.mage.incomplete-inn-cathedral.c31", "C3.1", Basis::Derived,
           "In C3.1 the plain value plus 1 per tile for the mage.",
           "derived from ic.*.incomplete.c31 (secondary)"},
    Ruling{"mw.witch.incomplete-inn-cathedral", "all", Basis::Derived,
           "With the witch: half, rounded up: 0 in C1-C3, half the plain value in C3.1.",
           "derived"},
    Ruling{"mw.neutral", "all", Basis::Publisher,
           "The figures never count for majority and never block a follower.", "002 §2; 000 §2"},
    Ruling{"mw.features", "all", Basis::Publisher, "Figures go only on roads and cities.",
           "all texts"},
    Ruling{"mw.bonus", "C3.1 text", Basis::OutOfScope,
           "The witch does not halve other expansions' bonuses; none exist within I&C.",
           "002 Other expansions"},
    Ruling{"mw.c1.crop-circle", "C1", Basis::OutOfScope,
           "The C1 box's Crop Circles II tile belongs to another expansion.", "001 contents, fn 8"},
};
} // namespace

std::span<const Ruling> rulings() {
    return kRulings;
}

} // namespace carcassonne::mage_witch
