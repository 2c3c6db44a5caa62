#include "feature_answer.hpp"

namespace carcassonne::protocol {

json featureAnswer(const GameState& state, NodeId node) {
    const Board& board = state.board;
    const NodeId root = board.root(node);
    const FeatureState& feature = board.feature(node);

    json parts = json::array();
    for (NodeId part : board.partsOf(node)) {
        const Position at = board.tiles()[board.tileOf(part)].pos;
        // Every location that names the part: a client may name it by any of them
        // (docs/engine-protocol.md, "any tile part names the whole feature").
        for (const Location& where : locationsOf(board.segment(part)))
            parts.push_back(codec::toJson(FeatureRef{at, feature.kind, where}));
    }

    json followers = json::array();
    for (const Follower& f : state.followers) {
        if (board.root(f.node) != root) continue;
        json holder = codec::partJson(board, f.node);
        holder["player"] = f.player;
        codec::addFollowerFlags(holder, f.kind);
        followers.push_back(std::move(holder));
    }

    json figures = json::array();
    for (MagicFigure f : kMagicFigures)
        if (const auto on = state.figure(f); on && board.root(*on) == root)
            figures.push_back(std::string(toString(f)));

    return {{"feature", std::string(nameOf(feature.kind))},
            {"complete", board.isComplete(node)},
            {"parts", std::move(parts)},
            {"followers", std::move(followers)},
            {"figures", std::move(figures)}};
}

} // namespace carcassonne::protocol
