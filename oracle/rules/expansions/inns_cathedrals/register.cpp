// Inns & Cathedrals' register rows (rulings.md) and rule switches.
#include "module.hpp"

#include "rules/switch_binding.hpp"

namespace carcassonne::inns_cathedrals {

namespace {
using Basis = RulingBasis;
constexpr Ruling kRulings[] = {
    Ruling{"ic.inn.complete", "all", Basis::Publisher, "A completed road with an inn: 2 per tile.",
           "I&C rules"},
    Ruling{"ic.inn.incomplete", "C1, C2, C3", Basis::Publisher,
           "An incomplete road with an inn scores 0 at game end.", "I&C rules"},
    Ruling{"ic.inn.incomplete.c31", "C3.1", Basis::Secondary,
           "An incomplete inn road scores as a plain road at game end.",
           "Wikicarpedia; two engines' C3.1 profiles"},
    Ruling{"ic.cathedral.complete", "all", Basis::Publisher,
           "A completed city with a cathedral: 3 per tile and coat of arms.", "I&C rules"},
    Ruling{"ic.cathedral.incomplete", "C1, C2, C3", Basis::Publisher,
           "An incomplete city with a cathedral scores 0 at game end.", "I&C rules"},
    Ruling{"ic.cathedral.incomplete.c31", "C3.1", Basis::Secondary,
           "An incomplete cathedral city scores as a plain city at game end.",
           "Wikicarpedia; two engines' C3.1 profiles"},
    Ruling{"ic.large", "all", Basis::Publisher,
           "One large follower each; it counts as two for majority.", "I&C rules"},
    Ruling{"ic.inn.arm", "all", Basis::Publisher,
           "On a junction the inn belongs to the one road arm it borders.", "I&C rules; tile data"},
    Ruling{"ic.crossroads.stubs", "C1, C2, C3", Basis::Publisher,
           "The stubs between crossing and cities on the city-crossroads tile are not roads.",
           "I&C rules"},
    Ruling{"ic.crossroads.stubs.c31", "C3.1", Basis::Secondary,
           "Provisional: C3.1 keeps the C1-C3 ruling: the stubs of the city-crossroads tile are "
           "not roads, until a primary text is known.",
           "secondary: the C3.1 page of the community rules wiki says short roads are handled "
           "differently, without the detail; provisional"},
    Ruling{"ic.inns.off", "switch", Basis::Switch,
           "Switch inns: off (the variant without inns): the tiles are laid; an inn changes no "
           "score, the road scores plain, complete or not.",
           "JCloisterZone rule option (Inns & Cathedrals tiles without the inn element); the rule "
           "texts have no variant text"},
    Ruling{"ic.cathedrals.off", "switch", Basis::Switch,
           "Switch cathedrals: off (the variant without cathedrals): the tiles are laid; a "
           "cathedral changes no score, the city scores plain, complete or not.",
           "JCloisterZone rule option (Inns & Cathedrals tiles without the cathedral element); the "
           "rule texts have no variant text"},
};
} // namespace

std::span<const Ruling> rulings() {
    return kRulings;
}

std::vector<SwitchInfo> switches() {
    return {
        bound<&RuleSet::innCathedralFinal>(
            "inn-cathedral-final",
            "At game end an incomplete road with an inn, or city with a cathedral, scores 0 (zero) "
            "or as a plain road or city (plain).",
            {"zero", "zero", "zero", "plain"},
            {"ic.inn.incomplete", "ic.inn.incomplete.c31", "ic.cathedral.incomplete",
             "ic.cathedral.incomplete.c31", "mw.mage.incomplete-inn-cathedral",
             "mw.mage.incomplete-inn-cathedral.c31", "mw.witch.incomplete-inn-cathedral"},
            "I&C rules (zero); C3.1 value from secondary sources (Wikicarpedia, two engines)",
            true),
        bound<&RuleSet::inns>(
            "inns",
            "Off: the variant without inns: the inn tiles are laid, but an inn changes no score "
            "(the road scores as a plain road, complete or not).",
            {"on", "on", "on", "on"}, {"ic.inns.off"},
            "variant: JCloisterZone's game with the Inns & Cathedrals tiles without the inn "
            "element",
            false),
        bound<&RuleSet::cathedrals>(
            "cathedrals",
            "Off: the variant without cathedrals: the cathedral tiles are laid, but a cathedral "
            "changes no score (the city scores as a plain city, complete or not).",
            {"on", "on", "on", "on"}, {"ic.cathedrals.off"},
            "variant: JCloisterZone's game with the Inns & Cathedrals tiles without the "
            "cathedral element",
            false),
    };
}

} // namespace carcassonne::inns_cathedrals
