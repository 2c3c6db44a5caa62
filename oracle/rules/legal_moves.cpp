#include "legal_moves.hpp"

#include "tile_catalog.hpp"

#include <algorithm>
#include <bit>

namespace carcassonne {

std::vector<PlaceTile> legalPlacements(const GameState& state, TileTypeId tile) {
    std::vector<PlaceTile> out;
    const Board& board = state.board;
    const TileType& type = tileCatalog().at(tile);
    if (board.size() == 0) {
        for (Rotation r : kRotations)
            out.push_back({tile, {0, 0}, r});
        return out;
    }
    // base.place.match on the empty squares next to the board, in reading order.
    out.reserve(64); // one allocation: a tile rarely fits in more places
    for (const FrontierSquare& square : board.frontier())
        for (unsigned fits = square.needs.fittingRotations(type); fits != 0; fits &= fits - 1)
            out.push_back(
                {tile, square.at, Rotation{static_cast<std::uint8_t>(std::countr_zero(fits))}});
    return out;
}

std::vector<PlaceFollower> legalFollowerPlacements(const GameState& state) {
    std::vector<PlaceFollower> out;
    if (state.phase != Phase::Follower || !state.placedTile) return out;
    const Board& board = state.board;
    const PlacedTile& placed = board.tiles()[*state.placedTile];
    const PlayerState& me = state.players[state.current];
    const auto n = tileCatalog().at(placed.type).features().size();
    // The roots of the features holding a follower, found once rather than once per feature.
    std::vector<NodeId> occupied;
    occupied.reserve(state.followers.size());
    for (const Follower& f : state.followers)
        occupied.push_back(board.root(f.node));
    out.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        const NodeId node = placed.firstNode + static_cast<NodeId>(i);
        const NodeId r = board.root(node);
        // Two parts of the tile in one feature are one placement: keep the first.
        bool seen = false;
        for (std::size_t j = 0; j < i && !seen; ++j)
            seen = board.root(placed.firstNode + static_cast<NodeId>(j)) == r;
        if (seen) continue;
        if (std::find(occupied.begin(), occupied.end(), r) != occupied.end()) continue;
        if (me.normalInSupply > 0) out.push_back({node, FollowerKind::Normal});
        if (me.largeInSupply > 0) out.push_back({node, FollowerKind::Large});
    }
    return out;
}

std::vector<NodeId> openRoadsAndCities(const Board& board) {
    std::vector<NodeId> out;
    for (NodeId n = 0; n < board.nodeCount(); ++n) {
        if (!board.isRoot(n)) continue;
        const auto kind = board.feature(n).kind;
        if ((kind == FeatureKind::Road || kind == FeatureKind::City) && !board.isComplete(n))
            out.push_back(n);
    }
    return out;
}

std::vector<MagicAction> legalMagicActions(const GameState& state) {
    std::vector<MagicAction> out;
    if (state.phase != Phase::Magic) return out;
    const Board& board = state.board;
    // mw.target.open, mw.target.completed: incomplete roads and cities only.
    const std::vector<NodeId> targets = openRoadsAndCities(board);
    for (MagicFigure f : kMagicFigures) {
        const auto own = state.figure(f);
        const auto theirs = state.figure(other(f));
        for (NodeId t : targets) {
            if (own && board.root(*own) == t) continue;       // mw.target.different
            if (theirs && board.root(*theirs) == t) continue; // mw.target.other
            out.push_back(MoveFigure{f, t}); // the feature's root: any part names it
        }
    }
    if (!out.empty()) return out;
    // mw.no-target, mw.join: nothing can go anywhere, so a figure on the board is set aside.
    for (MagicFigure f : kMagicFigures)
        if (state.figure(f)) out.push_back(RemoveFigure{f});
    return out;
}

} // namespace carcassonne
