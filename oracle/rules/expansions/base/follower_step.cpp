// The follower step: a follower on the tile placed this turn, or a pass (base.meeple.place,
// base.meeple.supply, ic.large, base.farmers.off).
#include "hooks.hpp"
#include "module.hpp"

#include "rules/registry.hpp"
#include "rules/vocabulary.hpp"

#include <algorithm>
#include <array>

namespace carcassonne::base {

namespace {

std::string where(const GameState& state, NodeId node) {
    return state.board.canonical(node).toString();
}

bool holdsFollower(const GameState& state, NodeId node) {
    const NodeId r = state.board.root(node);
    return std::any_of(state.followers.begin(), state.followers.end(),
                       [&](const Follower& f) { return state.board.root(f.node) == r; });
}

} // namespace

Refusal followerRefusal(const GameState& state, NodeId on, FollowerKind kind, Ask ask) {
    const FeatureKind feature = state.board.feature(on).kind;
    const FeatureKindRow& f = rowOf(feature);
    if (!contains(f.holds, kind))
        return rules::refuse(ask, f.refusesFollower, [&] {
            return "the " + where(state, on) + " takes no " + followerWords(kind) + " (" +
                   std::string(f.refusesFollowerText) + ")";
        });
    const FollowerKindRow& k = rowOf(kind);
    if (!contains(k.standsOn, feature))
        return rules::refuse(ask, k.notOn, [&] {
            return "a " + followerWords(kind) + " cannot go on the " + where(state, on) + " (" +
                   std::string(k.notOnText) + ")";
        });
    for (const rules::ExpansionModule* m : rules::modules())
        if (m->followerRefusal && rules::inPlay(state.config, m->id))
            if (auto why = m->followerRefusal(state, on, kind, ask)) return why;
    return std::nullopt;
}

Refusal refuseFollower(const GameState& state, const rules::Move& m, Ask ask) {
    const Board& board = state.board;
    if (m.node >= board.nodeCount() || !state.placedTile ||
        board.tileOf(m.node) != *state.placedTile)
        return rules::refuse(ask, ErrorCode::NotOnPlacedTile, [&] {
            return "a follower goes only on the tile placed this turn, at " +
                   toString(board.tiles()[*state.placedTile].pos) + " (base.meeple.place)";
        });
    if (auto why = followerRefusal(state, m.node, m.follower, ask)) return why;
    if (holdsFollower(state, m.node))
        return rules::refuse(ask, ErrorCode::FeatureOccupied, [&] {
            return "the " + where(state, m.node) + " already holds a follower (base.meeple.place)";
        });
    if (state.players[state.current].inSupply[m.follower] <= 0)
        return rules::refuse(ask, ErrorCode::NoFollowerLeft, [&] {
            return "player " + std::to_string(state.current + 1) + " has no " +
                   std::string(nameOf(m.follower)) + " follower left in supply";
        });
    return std::nullopt;
}

void applyFollower(GameState& state, const rules::Move& m, Events& events) {
    state.players[state.current].inSupply[m.follower] -= 1;
    state.followers.push_back({state.current, m.follower, m.node});
    events.push_back(FollowerPlaced{state.current, m.follower, state.board.canonical(m.node)});
}

// Every feature of the placed tile a follower may go on, once per feature (its first part on the
// tile), with each kind the rule accepts: the candidates are the tile's parts, the verdict is
// refuseFollower's.
void generateFollowers(const GameState& state, const Draw&, std::vector<rules::Move>& out) {
    if (!state.placedTile) return;
    const Board& board = state.board;
    const PlacedTile& placed = board.tiles()[*state.placedTile];
    const std::size_t n = placed.featureCount;
    std::array<NodeId, kMaxTileFeatures> roots{};
    for (std::size_t i = 0; i < n; ++i) {
        roots[i] = board.root(placed.firstNode + static_cast<NodeId>(i));
        // Two parts of the tile in one feature are one placement: keep the first.
        if (std::find(roots.begin(), roots.begin() + static_cast<std::ptrdiff_t>(i), roots[i]) !=
            roots.begin() + static_cast<std::ptrdiff_t>(i))
            continue;
        const NodeId node = placed.firstNode + static_cast<NodeId>(i);
        for (FollowerKind kind : kFollowerKinds) {
            const rules::Move m = rules::placeFollower(node, kind);
            if (!refuseFollower(state, m, Ask::Whether)) out.push_back(m);
        }
    }
}

void applyPass(GameState&, const rules::Move&, Events&) {}

// base.meeple.place: a player may always place no follower.
void generatePass(const GameState&, const Draw&, std::vector<rules::Move>& out) {
    out.push_back(rules::pass());
}

} // namespace carcassonne::base
