#include "probes.hpp"

#include <algorithm>

namespace carcassonne::protocol {

namespace {

struct Candidate {
    Move move;
    std::string kind;
};

// The nodes of the board whose feature passes `keep`, one per feature.
template <typename Keep>
std::vector<NodeId> features(const Board& board, Keep keep) {
    std::vector<NodeId> out;
    std::vector<NodeId> roots;
    for (NodeId n = 0; n < board.nodeCount(); ++n) {
        const NodeId r = board.root(n);
        if (std::find(roots.begin(), roots.end(), r) != roots.end() || !keep(n)) continue;
        roots.push_back(r);
        out.push_back(n);
    }
    return out;
}

template <typename T>
const T* pick(const std::vector<T>& items, SeededRandom& random) {
    return items.empty() ? nullptr : &items[random.below(items.size())];
}

bool roadOrCity(const Board& board, NodeId n) {
    const FeatureKind k = board.feature(n).kind;
    return k == FeatureKind::Road || k == FeatureKind::City;
}

// base.place.match, base.place.adjacent, base.place.discard: the drawn tile where it may not go.
void tileProbes(const GameState& s, TileTypeId tile, SeededRandom& random,
                std::vector<Candidate>& out) {
    const auto legal = legalPlacements(s, tile);
    if (const PlaceTile* p = pick(legal, random)) {
        // Another rotation on a square where the tile fits (edge-mismatch unless it fits there
        // too).
        for (Rotation r : kRotations)
            if (std::find(legal.begin(), legal.end(), PlaceTile{tile, p->at, r}) == legal.end()) {
                out.push_back({PlaceTile{tile, p->at, r}, "tile in a rotation that does not fit"});
                break;
            }
        out.push_back({DiscardTile{tile}, "discard of a tile that can be placed"});
    }
    const auto& tiles = s.board.tiles();
    if (const PlacedTile* t = pick(tiles, random))
        out.push_back(
            {PlaceTile{tile, t->pos, kRotations[random.below(4)]}, "tile on a taken square"});
    int east = 0;
    for (const PlacedTile& t : tiles)
        east = std::max(east, t.pos.x);
    out.push_back({PlaceTile{tile, {east + 2, 0}, Rotation{}}, "tile away from the board"});
}

// mw.features, mw.target.completed, mw.target.different, mw.target.other, mw.no-target.
void magicProbes(const GameState& s, SeededRandom& random, std::vector<Candidate>& out) {
    const Board& b = s.board;
    const MagicFigure f = kMagicFigures[random.below(2)];
    auto to = [&](const std::vector<NodeId>& nodes, const char* kind) {
        if (const NodeId* n = pick(nodes, random)) out.push_back({MoveFigure{f, *n}, kind});
    };
    to(features(b, [&](NodeId n) { return roadOrCity(b, n) && b.isComplete(n); }),
       "magic figure to a complete feature");
    to(features(b, [&](NodeId n) { return !roadOrCity(b, n); }),
       "magic figure to a field or cloister");
    if (auto own = s.figure(f))
        out.push_back({MoveFigure{f, *own}, "magic figure to its own feature"});
    if (auto theirs = s.figure(other(f)))
        out.push_back({MoveFigure{f, *theirs}, "magic figure to the other figure's feature"});
    if (anyMagicTarget(s)) out.push_back({RemoveFigure{f}, "removal while a target exists"});
}

// base.meeple.place: a follower off the placed tile (on a complete feature when there is one),
// on an occupied feature, or of a kind the player has none of.
void followerProbes(const GameState& s, SeededRandom& random, std::vector<Candidate>& out) {
    const Board& b = s.board;
    const std::uint16_t placed = *s.placedTile;
    auto elsewhere = features(b, [&](NodeId n) { return b.tileOf(n) != placed; });
    auto complete = features(b, [&](NodeId n) {
        return b.tileOf(n) != placed && b.isComplete(n) && b.feature(n).kind != FeatureKind::Field;
    });
    if (const NodeId* n = pick(complete.empty() ? elsewhere : complete, random))
        out.push_back({PlaceFollower{*n}, "follower off the placed tile"});
    const PlacedTile& tile = b.tiles()[placed];
    std::vector<NodeId> occupied;
    for (NodeId n = tile.firstNode; n < tile.firstNode + tile.featureCount; ++n)
        if (std::any_of(s.followers.begin(), s.followers.end(),
                        [&](const Follower& f) { return b.root(f.node) == b.root(n); }))
            occupied.push_back(n);
    if (const NodeId* n = pick(occupied, random))
        out.push_back({PlaceFollower{*n}, "follower on an occupied feature"});
    for (FollowerKind kind : kFollowerKinds)
        if (s.config.followers[kind] > 0 && s.players[s.current].inSupply[kind] == 0)
            for (const PlaceFollower& legal : legalFollowerPlacements(s))
                if (legal.kind == FollowerKind::Normal) {
                    out.push_back(
                        {PlaceFollower{legal.on, kind}, "follower the player has none of"});
                    break;
                }
}

// A move of another step: each step's refusal code (tile-expected, magic-action-required,
// follower-step-expected, no-magic-action-due).
void wrongStepProbes(const GameState& s, SeededRandom& random, std::vector<Candidate>& out) {
    const Board& b = s.board;
    const bool magic = s.config.expansions.has(Expansion::MageWitch);
    if (s.phase != Phase::Follower)
        out.push_back({Pass{}, "pass at the " + std::string(nameOf(s.phase)) + " step"});
    if (s.phase != Phase::Tile) {
        const PlacedTile& t = b.tiles()[*s.placedTile];
        const auto& frontier = b.frontier();
        if (const auto* sq = pick(frontier, random))
            out.push_back({PlaceTile{t.type, sq->at, Rotation{}}, "second tile in a turn"});
        out.push_back({EndGame{}, "end of the game in mid-turn"});
    }
    const auto open = features(b, [&](NodeId n) { return roadOrCity(b, n) && !b.isComplete(n); });
    if (magic && s.phase != Phase::Magic)
        if (const NodeId* target = pick(open, random))
            out.push_back({MoveFigure{kMagicFigures[random.below(2)], *target},
                           "magic move when none is due"});
    if (s.phase == Phase::Magic) {
        const PlacedTile& t = b.tiles()[*s.placedTile];
        out.push_back({PlaceFollower{t.firstNode}, "follower before the magic action"});
    }
}

} // namespace

std::optional<IllegalMove> illegalMove(const GameState& state, std::optional<TileTypeId> drawn,
                                       SeededRandom& random) {
    if (state.phase == Phase::Over || (state.phase == Phase::Tile && !drawn)) return std::nullopt;
    std::vector<Candidate> candidates;
    if (state.phase == Phase::Tile) tileProbes(state, *drawn, random, candidates);
    if (state.phase == Phase::Magic) magicProbes(state, random, candidates);
    if (state.phase == Phase::Follower) followerProbes(state, random, candidates);
    wrongStepProbes(state, random, candidates);
    // In random order, the first the rules refuse (a candidate may happen to be legal).
    while (!candidates.empty()) {
        const std::size_t i = random.below(candidates.size());
        Candidate c = std::move(candidates[i]);
        candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(i));
        GameState copy = state;
        auto played = carcassonne::play(copy, c.move);
        if (!played) return IllegalMove{std::move(c.move), played.error().code, std::move(c.kind)};
    }
    return std::nullopt;
}

} // namespace carcassonne::protocol
