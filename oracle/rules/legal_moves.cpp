#include "legal_moves.hpp"

#include "expansions/base/hooks.hpp"
#include "expansions/base/module.hpp"
#include "expansions/mage_witch/module.hpp"
#include "turn.hpp"

namespace carcassonne {

// Each of these reads the rules' one generator (turn.hpp, legalMoves) and hands its moves back
// as the move variant; phase 2 moves their callers onto legalMoves and removes them.

std::vector<PlaceTile> legalPlacements(const GameState& state, TileTypeId tile) {
    std::vector<PlaceTile> out;
    base::placementsOf(state, tile, out);
    return out;
}

void legalPlacements(const GameState& state, TileTypeId tile, std::vector<PlaceTile>& out) {
    base::placementsOf(state, tile, out);
}

std::vector<PlaceFollower> legalFollowerPlacements(const GameState& state) {
    std::vector<PlaceFollower> out;
    legalFollowerPlacements(state, out);
    return out;
}

void legalFollowerPlacements(const GameState& state, std::vector<PlaceFollower>& out) {
    out.clear();
    if (state.phase != Phase::Follower) return;
    std::vector<rules::Move> moves;
    base::generateFollowers(state, {}, moves);
    for (const rules::Move& m : moves)
        out.push_back({m.node, m.follower});
}

std::vector<MagicAction> legalMagicActions(const GameState& state) {
    std::vector<MagicAction> out;
    if (state.phase != Phase::Magic) return out;
    std::vector<rules::Move> moves;
    mage_witch::appendMagicMoves(state, moves);
    for (const rules::Move& m : moves) {
        if (m.kind == MoveKind::MoveFigure) out.push_back(MoveFigure{m.figure, m.node});
        if (m.kind == MoveKind::RemoveFigure) out.push_back(RemoveFigure{m.figure});
    }
    return out;
}

bool anyMagicTarget(const GameState& state) {
    return mage_witch::anyTarget(state);
}

} // namespace carcassonne
