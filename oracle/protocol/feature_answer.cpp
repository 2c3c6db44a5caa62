#include "feature_answer.hpp"

namespace carcassonne::protocol {

namespace {

// Every location that names this tile part, in board orientation: each side a road or city
// segment reaches, each half-edge of a field (an inner field: `I`), or the cloister. A client may
// name the part by any of them (docs/engine-protocol.md, "any tile part names the whole feature").
std::vector<Location> namesOfPart(const TileFeature& f) {
    std::vector<Location> out;
    switch (f.kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        for (Side s : kSides)
            if (f.sides & bit(s)) out.push_back({Location::Type::Side, s, HalfEdge::NL});
        break;
    case FeatureKind::Field:
        if (f.inner) out.push_back({Location::Type::Inner, Side::N, HalfEdge::NL});
        for (HalfEdge h : kHalfEdges)
            if (f.halfEdges & bit(h)) out.push_back({Location::Type::HalfEdge, Side::N, h});
        break;
    case FeatureKind::Cloister:
        out.push_back({});
        break;
    }
    return out;
}

} // namespace

json featureAnswer(const GameState& state, NodeId node) {
    const Board& board = state.board;
    const NodeId root = board.root(node);
    const FeatureState& feature = board.feature(node);

    json parts = json::array();
    for (NodeId part : board.partsOf(node)) {
        const Position at = board.tiles()[board.tileOf(part)].pos;
        for (const Location& where : namesOfPart(board.segment(part)))
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
