#include "ruling.hpp"

#include <array>

namespace carcassonne {

std::string_view toString(RulingBasis basis) {
    switch (basis) {
    case RulingBasis::Publisher:
        return "publisher";
    case RulingBasis::Secondary:
        return "secondary";
    case RulingBasis::Interpretation:
        return "interpretation";
    case RulingBasis::Derived:
        return "derived";
    case RulingBasis::Switch:
        return "switch";
    case RulingBasis::OutOfScope:
        return "out-of-scope";
    }
    return "?";
}

namespace {
using Basis = RulingBasis;
constexpr std::array kRulings{
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

std::span<const Ruling> allRulings() {
    return kRulings;
}

bool holdsIn(const Ruling& ruling, Edition edition) {
    if (ruling.basis == RulingBasis::Switch || ruling.basis == RulingBasis::OutOfScope)
        return false;
    if (ruling.editions == "all") return true;
    std::string_view rest = ruling.editions;
    while (!rest.empty()) {
        const auto comma = rest.find(", ");
        const std::string_view item = rest.substr(0, comma);
        if (item == toString(edition)) return true;
        rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 2);
    }
    return false;
}

const Ruling* findRuling(std::string_view id) {
    for (const auto& r : kRulings)
        if (r.id == id) return &r;
    return nullptr;
}

std::string_view rulingBrokenBy(ErrorCode code) {
    switch (code) {
    case ErrorCode::EdgeMismatch:
        return "base.place.match";
    case ErrorCode::TilePlaceable:
        return "base.place.discard";
    case ErrorCode::FeatureNotFound:
    case ErrorCode::NotOnPlacedTile:
    case ErrorCode::FeatureOccupied:
        return "base.meeple.place";
    case ErrorCode::NoFollowerLeft:
        return "base.meeple.supply";
    case ErrorCode::FarmersOff:
        return "base.farmers.off";
    case ErrorCode::MagicActionRequired:
    case ErrorCode::NoMagicActionDue:
        return "mw.trigger";
    case ErrorCode::MagicTargetComplete:
        return "mw.target.completed";
    case ErrorCode::MagicTargetOtherFigure:
        return "mw.target.other";
    case ErrorCode::MagicTargetSameFeature:
        return "mw.target.different";
    case ErrorCode::MagicTargetNotRoadOrCity:
        return "mw.features";
    case ErrorCode::MagicRemovalNotAllowed:
        return "mw.no-target";
    case ErrorCode::GameOver:
    case ErrorCode::TileExpected:
    case ErrorCode::FollowerStepExpected:
        return "base.score.when";
    default:
        return {};
    }
}

} // namespace carcassonne
