// The base game's module table: its steps, its kinds of move, its values and its hooks.
#include "module.hpp"

#include "hooks.hpp"

namespace carcassonne::base {

namespace {

// The tile step is where a turn starts; the follower step is always due after the tile
// (base.meeple.place: a follower or a pass).
bool enterFollowerStep(GameState&, Events&) {
    return true;
}

constexpr rules::StepRules kBaseSteps[] = {{Phase::Follower, &enterFollowerStep}};

constexpr rules::MoveRules kBaseMoves[] = {
    {MoveKind::PlaceTile, &refusePlace, &applyPlace, &generatePlacements, &labelPlace, nullptr},
    {MoveKind::DiscardTile, &refuseDiscard, &applyDiscard, &generateDiscard, &labelDiscard,
     nullptr},
    {MoveKind::EndGame, nullptr, &applyEnd, &generateEnd, &labelEnd, nullptr},
    {MoveKind::PlaceFollower, &refuseFollower, &applyFollower, &generateFollowers, &labelFollower,
     &canonicalFollower},
    {MoveKind::Pass, nullptr, &applyPass, &generatePass, &labelPass, nullptr},
};

} // namespace

const rules::ExpansionModule& module() {
    static const rules::ExpansionModule kModule = [] {
        rules::ExpansionModule m{Expansion::Base};
        m.tiles = &tiles;
        m.switches = &switches;
        m.rulings = &rulings;
        m.follower = rules::FollowerRule{&withoutFarmers, &farmersRefusal};
        m.steps = kBaseSteps;
        m.moves = kBaseMoves;
        m.values = values();
        m.finalScoring = &scoreFields;
        return m;
    }();
    return kModule;
}

} // namespace carcassonne::base
