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

namespace {

// The modules' follower rules that speak about this game, found once for a step's candidates.
struct ActiveRules {
    std::array<const rules::FollowerRule*, 8> rules{};
    std::size_t count = 0;
    explicit ActiveRules(const GameState& state) {
        static const std::span<const rules::ModuleFollowerRule> all = rules::followerRules();
        for (const rules::ModuleFollowerRule& r : all)
            if (count < rules.size() && rules::inPlay(state.config, r.module) &&
                r.rule.applies(state))
                rules[count++] = &r.rule;
    }
};

// The follower kinds each feature kind takes by the rows: its own (`holds`) and theirs
// (`standsOn`), worked out at compile time.
constexpr auto kTakes = [] {
    std::array<FollowerKindSet, kFeatureKindRows.size()> out{};
    for (const FeatureKindRow& f : kFeatureKindRows)
        for (const FollowerKindRow& k : kFollowerKindRows)
            if (contains(f.holds, k.kind) && contains(k.standsOn, f.kind))
                out[static_cast<std::size_t>(f.kind)] |= bitOf(k.kind);
    return out;
}();

// Whether a follower of the kind may stand on the feature (of kind `feature`): the feature
// kind's row (only an abbot on a garden), the follower kind's row (an abbot only on cloisters
// and gardens), the modules' rules.
[[gnu::always_inline]] inline Refusal kindRule(const GameState& state, const ActiveRules& active,
                                               NodeId on, FeatureKind feature, FollowerKind kind,
                                               Ask ask) {
    if (contains(kTakes[static_cast<std::size_t>(feature)], kind) && active.count == 0)
        return std::nullopt; // the rows allow it, and no module's rule speaks in this game
    const FeatureKindRow& f = rowOf(feature);
    if (!contains(f.holds, kind))
        return rules::refuse(ask, f.refusesFollower, [&] {
            return "the " + where(state, on) + " takes no " + followerWords(kind) + " (" +
                   std::string(f.refusesFollowerText) + ")";
        });
    const FollowerKindRow& k = rowOf(kind);
    if (!contains(k.standsOn, feature))
        return rules::refuse(ask, k.notOn, [&] {
            return aFollower(kind) + " cannot go on the " + where(state, on) + " (" +
                   std::string(k.notOnText) + ")";
        });
    for (std::size_t i = 0; i < active.count; ++i)
        if (auto why = active.rules[i]->refusal(state, on, kind, ask)) return why;
    return std::nullopt;
}

// The follower rule, given whether the feature already holds a follower and its kind:
// refuseFollower finds them out for the one part it is asked about, the generator once for every
// part of the tile.
[[gnu::always_inline]] inline Refusal followerRule(const GameState& state,
                                                   const ActiveRules& active, NodeId on,
                                                   FeatureKind feature, FollowerKind kind,
                                                   bool occupied, Ask ask) {
    const Board& board = state.board;
    if (on >= board.nodeCount() || !state.placedTile || board.tileOf(on) != *state.placedTile)
        return rules::refuse(ask, ErrorCode::NotOnPlacedTile, [&] {
            return "a follower goes only on the tile placed this turn, at " +
                   toString(board.tiles()[*state.placedTile].pos) + " (base.meeple.place)";
        });
    if (auto why = kindRule(state, active, on, feature, kind, ask)) return why;
    if (occupied)
        return rules::refuse(ask, ErrorCode::FeatureOccupied, [&] {
            return "the " + where(state, on) + " already holds a follower (base.meeple.place)";
        });
    if (state.players[state.current].inSupply[kind] <= 0)
        return rules::refuse(ask, ErrorCode::NoFollowerLeft, [&] {
            // The player is the one the door names (the mover), by name or seat.
            return "no " + std::string(nameOf(kind)) + " follower left in the player's supply";
        });
    return std::nullopt;
}

} // namespace

Refusal followerRefusal(const GameState& state, NodeId on, FollowerKind kind, Ask ask) {
    return kindRule(state, ActiveRules(state), on, state.board.feature(on).kind, kind, ask);
}

Refusal refuseFollower(const GameState& state, const rules::Move& m, Ask ask) {
    const bool valid = m.node < state.board.nodeCount();
    const bool occupied = valid && holdsFollower(state, m.node);
    const FeatureKind feature = valid ? state.board.feature(m.node).kind : FeatureKind::Field;
    return followerRule(state, ActiveRules(state), m.node, feature, m.follower, occupied, ask);
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
    // The roots of the tile's parts, and which of them a follower holds: each follower's root is
    // found once.
    std::array<NodeId, kMaxTileFeatures> roots{};
    std::array<bool, kMaxTileFeatures> taken{};
    for (std::size_t i = 0; i < n; ++i)
        roots[i] = board.root(placed.firstNode + static_cast<NodeId>(i));
    for (const Follower& f : state.followers) {
        const NodeId r = board.root(f.node);
        for (std::size_t i = 0; i < n; ++i)
            taken[i] = taken[i] || roots[i] == r;
    }
    const ActiveRules active(state);
    // The kinds the player has in supply (base.meeple.supply): the rule refuses the others
    // whatever the feature, and a kind of an expansion not in play (no player is given one)
    // then costs nothing.
    std::array<FollowerKind, kFollowerKinds.size()> kinds{};
    std::size_t kindCount = 0;
    for (FollowerKind kind : kFollowerKinds)
        if (state.players[state.current].inSupply[kind] > 0) kinds[kindCount++] = kind;
    for (std::size_t i = 0; i < n; ++i) {
        // Two parts of the tile in one feature are one placement: keep the first.
        if (std::find(roots.begin(), roots.begin() + static_cast<std::ptrdiff_t>(i), roots[i]) !=
            roots.begin() + static_cast<std::ptrdiff_t>(i))
            continue;
        const NodeId node = placed.firstNode + static_cast<NodeId>(i);
        const FeatureKind feature = board.feature(roots[i]).kind;
        for (std::size_t k = 0; k < kindCount; ++k)
            if (const FollowerKind kind = kinds[k];
                !followerRule(state, active, node, feature, kind, taken[i], Ask::Whether)) {
                rules::Move& m = rules::appended(out, MoveKind::PlaceFollower);
                m.follower = kind;
                m.node = node;
            }
    }
}

void applyPass(GameState&, const rules::Move&, Events&) {}

// base.meeple.place: a player may always place no follower.
void generatePass(const GameState&, const Draw&, std::vector<rules::Move>& out) {
    rules::appended(out, MoveKind::Pass);
}

// The part of the placed tile the follower goes on, as the tile names it (the legal sets list
// the tile's parts); a part of another tile by the feature's canonical name.
std::string labelFollower(const GameState& before, const rules::Move& m) {
    const Board& board = before.board;
    std::string where = board.canonical(m.node).toString();
    if (before.placedTile)
        if (const auto part = board.partOnTile(m.node, *before.placedTile))
            where = board.refOf(*part).toString();
    return where + followerNote(m.follower);
}

// The feature's first part on the tile placed this turn, as generateFollowers lists it; a
// feature the tile does not reach (no legal follower goes there) by its root.
rules::Move canonicalFollower(const GameState& state, const rules::Move& m) {
    rules::Move out = m;
    if (m.node >= state.board.nodeCount()) return out;
    out.node = state.board.root(m.node);
    if (state.placedTile)
        if (const auto part = state.board.partOnTile(m.node, *state.placedTile)) out.node = *part;
    return out;
}

std::string labelPass(const GameState&, const rules::Move&) {
    return "pass";
}

} // namespace carcassonne::base
