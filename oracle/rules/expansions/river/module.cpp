// The River's table of hooks.
#include "module.hpp"

namespace carcassonne::river {

const rules::ExpansionModule& module() {
    static const rules::ExpansionModule kModule = [] {
        rules::ExpansionModule m{kRiver};
        m.tiles = &tiles;
        m.switches = &switches;
        m.rulings = &rulings;
        m.startTile = &startTile;
        m.arrangeStack = &arrangeStack;
        m.tileRefusal = &tileRefusal;
        m.placement = rules::PlacementRule{&hasRiver, &placementRefusal};
        return m;
    }();
    return kModule;
}

} // namespace carcassonne::river
