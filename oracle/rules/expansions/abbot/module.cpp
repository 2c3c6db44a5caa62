// The Abbot's module table: its register rows, the gardens it prints on the garden twins, the
// garden's value and the recall. The abbot's placement needs no hook: the rows say where it
// stands (FollowerKindRow::standsOn) and what a garden holds (FeatureKindRow::holds), and the
// follower step reads them.
#include "module.hpp"

namespace carcassonne::abbot {

const rules::ExpansionModule& module() {
    static const rules::ExpansionModule kModule = [] {
        rules::ExpansionModule m{kAbbotExpansion};
        m.extraFeatures = &gardenOf;
        m.rulings = &rulings;
        m.moves = moves();
        m.values = values();
        return m;
    }();
    return kModule;
}

} // namespace carcassonne::abbot
