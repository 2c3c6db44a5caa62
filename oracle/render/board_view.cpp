#include "board_view.hpp"

#include <algorithm>

namespace carcassonne::render {

std::vector<Piece> piecesOf(const GameState& state) {
    std::vector<Piece> out;
    auto at = [&](Piece p, NodeId node) {
        p.tile = state.board.tileOf(node);
        p.feature = state.board.featureIndexOf(node);
        p.node = node;
        out.push_back(p);
    };
    for (const Follower& f : state.followers)
        at({Piece::Kind::Follower, f.player, f.kind}, f.node);
    if (auto n = state.figure(MagicFigure::Mage)) at({Piece::Kind::Mage}, *n);
    if (auto n = state.figure(MagicFigure::Witch)) at({Piece::Kind::Witch}, *n);
    return out;
}

Bounds boundsOf(const BoardView& view) {
    std::vector<Position> all = view.marked;
    for (const PlacedTile& t : view.state.board.tiles())
        all.push_back(t.pos);
    if (all.empty()) return {};
    Bounds b{all[0].x, all[0].y, all[0].x, all[0].y};
    for (Position p : all) {
        b.minX = std::min(b.minX, p.x);
        b.minY = std::min(b.minY, p.y);
        b.maxX = std::max(b.maxX, p.x);
        b.maxY = std::max(b.maxY, p.y);
    }
    return b;
}

} // namespace carcassonne::render
