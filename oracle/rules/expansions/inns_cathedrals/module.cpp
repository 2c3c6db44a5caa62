// Inns & Cathedrals: the inn and the cathedral as score modifiers (ic.inn.*, ic.cathedral.*) and
// their variants off (ic.inns.off, ic.cathedrals.off).
#include "module.hpp"

namespace carcassonne::inns_cathedrals {

namespace {

// ic.inns.off, ic.cathedrals.off: the variants lay the tiles, but an inn or a cathedral then
// changes no score; the feature is valued as a plain road or city from here on.
void adjust(ScoreInput& in, const RuleSet& rules, FeatureValue& v) {
    if (in.kind == FeatureKind::Road && in.inn && !rules.inns) {
        in.inn = false;
        v.rulings.push_back("ic.inns.off");
    }
    if (in.kind == FeatureKind::City && in.cathedral && !rules.cathedrals) {
        in.cathedral = false;
        v.rulings.push_back("ic.cathedrals.off");
    }
}

// ic.inn.* and ic.cathedral.*: the inn doubles a completed road, the cathedral makes a completed
// city worth 3 per tile and coat of arms; at game end they make the feature worth nothing, or
// (C3.1) leave it plain.
void applyInnOrCathedral(FeatureValue& v, ModifierKind kind, bool complete, const RuleSet& rules) {
    const bool inn = kind == ModifierKind::Inn;
    if (complete) {
        // Road: 1 → 2 per tile. City: 2 → 3 per (tile + coat of arms); half the base again.
        addModifier(v, kind, inn ? v.base : v.base / 2,
                    inn ? "ic.inn.complete" : "ic.cathedral.complete");
    } else if (rules.innCathedralFinal == IncompleteInnCathedral::Zero) {
        addModifier(v, kind, -v.base, inn ? "ic.inn.incomplete" : "ic.cathedral.incomplete");
    } else {
        addModifier(v, kind, 0, inn ? "ic.inn.incomplete.c31" : "ic.cathedral.incomplete.c31");
    }
}

void modify(const ScoreInput& in, const RuleSet& rules, FeatureValue& v) {
    if (in.kind == FeatureKind::Road && in.inn)
        applyInnOrCathedral(v, ModifierKind::Inn, in.complete, rules);
    if (in.kind == FeatureKind::City && in.cathedral)
        applyInnOrCathedral(v, ModifierKind::Cathedral, in.complete, rules);
}

} // namespace

const rules::ExpansionModule& module() {
    static const rules::ExpansionModule kModule = [] {
        rules::ExpansionModule m{Expansion::InnsCathedrals};
        m.tiles = &tiles;
        m.switches = &switches;
        m.rulings = &rulings;
        m.adjustScore = &adjust;
        m.modifyScore = &modify;
        return m;
    }();
    return kModule;
}

} // namespace carcassonne::inns_cathedrals
