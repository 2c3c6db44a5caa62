#include "action.hpp"

#include "codec/json_codec.hpp"

namespace carcassonne::gamelog {

namespace {
std::string where(const FeatureRef& f) {
    return codec::locationText(f) + " at " + toString(f.at);
}

Result<NodeId> resolve(const GameState& state, const FeatureRef& f) {
    const auto node = state.board.find(f.at, f.kind, f.location);
    if (node) return *node;
    const PlacedTile* t = state.board.at(f.at);
    return fail(ErrorCode::FeatureNotFound, t ? "the tile " + tileCatalog().at(t->type).name +
                                                    " at " + toString(f.at) + " has no " +
                                                    codec::locationText(f)
                                              : "no tile at " + toString(f.at));
}
} // namespace

Result<Move> toMove(const GameState& state, const ActionSpec& a) {
    using K = ActionSpec::Kind;
    switch (a.kind) {
    case K::Place:
        return Move{PlaceTile{a.tile, a.at, a.rotation}};
    case K::Discard:
        return Move{DiscardTile{a.tile}};
    case K::Remove:
        return Move{RemoveFigure{a.figure}};
    case K::Pass:
        return Move{Pass{}};
    case K::Final:
        return Move{EndGame{}};
    case K::Magic: {
        const auto node = resolve(state, a.feature);
        if (!node) return node.error();
        return Move{MoveFigure{a.figure, *node}};
    }
    case K::Follower: {
        const auto node = resolve(state, a.feature);
        if (!node) return node.error();
        return Move{PlaceFollower{*node, a.large ? FollowerKind::Large : FollowerKind::Normal}};
    }
    }
    return fail(ErrorCode::InvalidSetup, "unknown action");
}

std::string describe(const ActionSpec& a) {
    using K = ActionSpec::Kind;
    switch (a.kind) {
    case K::Place:
        return "place " + tileCatalog().at(a.tile).name + " at " + toString(a.at) + " rotated " +
               std::to_string(a.rotation.degrees());
    case K::Discard:
        return "discard " + tileCatalog().at(a.tile).name;
    case K::Magic:
        return std::string(toString(a.figure)) + " to " + where(a.feature);
    case K::Remove:
        return "remove the " + std::string(toString(a.figure));
    case K::Follower:
        return std::string(a.large ? "large " : "") + "follower on " + where(a.feature);
    case K::Pass:
        return "no follower (pass)";
    case K::Final:
        return "end of the game: final scoring";
    }
    return "?";
}

} // namespace carcassonne::gamelog
