// Mage & Witch: the figures' modifiers (mw.mage, mw.witch and their rulings with inns and
// cathedrals), their part in final scoring (mw.final) and their return (mw.return).
#include "module.hpp"

namespace carcassonne::mage_witch {

std::span<const rules::StepRules> steps();
std::span<const rules::MoveRules> moves();

namespace {

void modify(const ScoreInput& in, const RuleSet& rules, FeatureValue& v) {
    if (!in.figure) return;
    if (in.final) v.lead.push_back("mw.final");
    const bool innOrCathedral =
        (in.kind == FeatureKind::Road && in.inn) || (in.kind == FeatureKind::City && in.cathedral);
    if (*in.figure == MagicFigure::Mage) {
        // mw.mage: 1 per distinct tile; coats of arms add nothing.
        std::string_view ruling = "mw.mage";
        if (!in.complete && innOrCathedral)
            ruling = rules.innCathedralFinal == IncompleteInnCathedral::Zero
                         ? "mw.mage.incomplete-inn-cathedral"
                         : "mw.mage.incomplete-inn-cathedral.c31";
        addModifier(v, ModifierKind::Mage, in.tiles, ruling);
    } else {
        // mw.witch: half, rounded up, of the value with the inn or cathedral
        // (mw.witch.inn-cathedral).
        const int halved = (v.points + 1) / 2;
        std::string_view ruling = "mw.witch";
        if (innOrCathedral)
            ruling = in.complete ? "mw.witch.inn-cathedral" : "mw.witch.incomplete-inn-cathedral";
        addModifier(v, ModifierKind::Witch, halved - v.points, ruling);
    }
}

// mw.return, mw.return.unoccupied: the figure goes back whether or not anyone scored.
void returnFigure(GameState& state, NodeId root, Events& events) {
    for (MagicFigure f : kMagicFigures)
        if (auto at = state.figure(f); at && state.board.root(*at) == root) {
            events.push_back(FigureReturned{f, state.board.canonical(root)});
            state.figures[static_cast<std::size_t>(f)].reset();
            return;
        }
}

} // namespace

const rules::ExpansionModule& module() {
    static const rules::ExpansionModule kModule = [] {
        rules::ExpansionModule m{Expansion::MageWitch};
        m.tiles = &tiles;
        m.rulings = &rulings;
        m.steps = steps();
        m.moves = moves();
        m.modifyScore = &modify;
        m.returnPieces = &returnFigure;
        return m;
    }();
    return kModule;
}

} // namespace carcassonne::mage_witch
