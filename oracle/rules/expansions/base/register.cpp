// The base game's register rows (rulings.md) and rule switches.
#include "module.hpp"

#include "rules/switch_binding.hpp"

namespace carcassonne::base {

namespace {
using Basis = RulingBasis;
constexpr Ruling kRulings[] = {

    Ruling{"base.place.match", "all", Basis::Publisher,
           "A tile touches a placed tile; every shared side matches; any rotation.", "base rules"},
    Ruling{"base.place.discard", "all", Basis::Publisher,
           "A tile that fits nowhere is removed and the player draws again.", "base rules"},
    Ruling{"base.meeple.place", "all", Basis::Publisher,
           "One follower on an unoccupied feature of the placed tile.", "base rules"},
    Ruling{"base.meeple.supply", "all", Basis::Publisher,
           "7 followers each; none left, none placed.", "base rules"},
    Ruling{"base.score.when", "all", Basis::Publisher,
           "Features completed by the tile score after the follower step; followers return.",
           "base rules"},
    Ruling{"base.score.majority", "all", Basis::Publisher,
           "Most followers score in full; ties all score; others nothing.", "base rules"},
    Ruling{"base.score.tiles", "all", Basis::Publisher, "A feature's size counts distinct tiles.",
           "base rules; JCZ tests"},
    Ruling{"base.road", "all", Basis::Publisher, "Road: 1 per tile.", "base rules"},
    Ruling{"base.city", "all", Basis::Publisher,
           "City: 2 per tile and coat of arms when complete, 1 each at game end.", "base rules"},
    Ruling{"base.city.tiny", "switch", Basis::Switch,
           "Switch tiny-city: a completed 2-tile city scores 1 per tile and coat of arms.",
           "secondary (CAR; JCZ rule option)"},
    Ruling{"base.cloister", "all", Basis::Publisher,
           "Cloister: 9 when surrounded; at game end 1 + 1 per neighbour.", "base rules"},
    Ruling{"base.field", "all", Basis::Publisher,
           "Fields at game end: majority scores 3 per bordering completed city.", "base rules"},
    Ruling{"base.field.old", "switch", Basis::Switch,
           "Switch farmers: 3-per-city-once or 4-per-city (historic rules).",
           "secondary (historic C1 rulebooks)"},
    Ruling{"base.farmers.off", "switch", Basis::Switch,
           "Switch farmers: off (the variant without farmers): no follower goes on a field; "
           "fields never score.",
           "JCloisterZone rule option (a game without the farmers element); the rule texts have no "
           "variant text"},
    Ruling{"base.final", "all", Basis::Publisher,
           "Game end: incomplete roads, cities, cloisters with followers, then fields.",
           "base rules"},
};
} // namespace

std::span<const Ruling> rulings() {
    return kRulings;
}

std::vector<SwitchInfo> switches() {
    return {

        bound<&RuleSet::tinyCity>(
            "tiny-city",
            "A completed city of exactly two tiles scores 1 per tile and coat of arms instead of 2 "
            "(old first-edition rule).",
            {"off", "off", "off", "off"}, {"base.city.tiny"},
            "secondary: CAR; JCloisterZone rule option", true),
        bound<&RuleSet::farmers>(
            "farmers",
            "How fields are scored at game end: 3 per completed city bordering each field "
            "(3-per-city), the same but each player scores a city at most once (3-per-city-once), "
            "or city by city with the farmer majority around each city scoring 4 (4-per-city); "
            "or the variant without farmers (off): no follower goes on a field and fields never "
            "score.",
            {"3-per-city", "3-per-city", "3-per-city", "3-per-city"},
            {"base.field", "base.field.old", "base.farmers.off"},
            "base rules (3rd-edition farmers); historic first-edition rulebooks for the others; "
            "off: JCloisterZone's game without the farmers element",
            true),
    };
}

} // namespace carcassonne::base
