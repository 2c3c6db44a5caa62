#include "scoring.hpp"

#include "registry.hpp"
#include "tile_catalog.hpp"

#include <algorithm>
#include <bit>

namespace carcassonne {

void addModifier(FeatureValue& v, ModifierKind kind, int delta, std::string_view ruling) {
    v.modifiers.push_back({kind, delta, ruling});
    v.points += delta;
    v.rulings.push_back(ruling);
}

FeatureValue valueOf(const ScoreInput& in, const RuleSet& rules) {
    FeatureValue v;
    ScoreInput input = in;
    // The modules speak about their own marks and figures, so every module is asked: a feature
    // carries an inn only where Inns & Cathedrals tiles lie.
    for (const rules::ExpansionModule* m : rules::modules())
        if (m->adjustScore) m->adjustScore(input, rules, v);
    if (const rules::FeatureScoring* scoring = rules::featureScoring(input.kind))
        scoring->value(input, rules, v);
    v.points = v.base;
    for (const rules::ExpansionModule* m : rules::modules())
        if (m->modifyScore) m->modifyScore(input, rules, v);
    return v;
}

FeatureValue valueOf(FeatureKind kind, int tiles, int pennants, bool inn, bool cathedral,
                     bool complete, std::optional<MagicFigure> figure, const RuleSet& rules) {
    ScoreInput input;
    input.kind = kind;
    input.tiles = tiles;
    input.pennants = pennants;
    input.inn = inn;
    input.cathedral = cathedral;
    input.complete = complete;
    input.figure = figure;
    return valueOf(input, rules);
}

std::vector<PlayerIndex> majority(const GameState& state, std::span<const NodeId> roots) {
    std::vector<int> strengthOf(state.players.size(), 0);
    for (const Follower& f : state.followers) {
        const NodeId r = state.board.root(f.node);
        if (roots.size() == 1 ? r == roots.front()
                              : std::find(roots.begin(), roots.end(), r) != roots.end())
            strengthOf[f.player] += strength(f.kind);
    }
    std::vector<PlayerIndex> winners;
    const int best =
        strengthOf.empty() ? 0 : *std::max_element(strengthOf.begin(), strengthOf.end());
    if (best == 0) return winners;
    for (std::size_t p = 0; p < strengthOf.size(); ++p)
        if (strengthOf[p] == best) winners.push_back(static_cast<PlayerIndex>(p));
    return winners;
}

std::vector<PlayerIndex> majority(const GameState& state, NodeId feature) {
    const NodeId root = state.board.root(feature);
    return majority(state, std::span<const NodeId>(&root, 1));
}

namespace {

std::optional<MagicFigure> figureOn(const GameState& state, NodeId root) {
    for (MagicFigure f : kMagicFigures)
        if (auto at = state.figure(f); at && state.board.root(*at) == root) return f;
    return std::nullopt;
}

bool hasFollower(const GameState& state, NodeId root) {
    return std::any_of(state.followers.begin(), state.followers.end(),
                       [&](const Follower& f) { return state.board.root(f.node) == root; });
}

} // namespace

ScoreEvent scoreFeature(GameState& state, NodeId root, bool final) {
    const Board& board = state.board;
    const FeatureState& f = board.feature(root);
    ScoreInput input;
    input.kind = f.kind;
    input.complete = board.isComplete(root);
    input.final = final;
    input.pennants = f.pennants;
    input.inn = f.inn;
    input.cathedral = f.cathedral;
    input.figure = figureOn(state, root);
    ScoreEvent e;
    e.kind = f.kind;
    e.feature = board.canonical(root);
    e.final = final;
    e.complete = input.complete;
    e.pennants = f.pennants;
    if (rowOf(f.kind).completion == Completion::Surrounded) {
        // base.cloister: the tile and its neighbours; the value counts the neighbours.
        input.tiles = board.placedNeighbours(board.tiles()[board.tileOf(root)].pos);
        e.tiles = input.tiles + 1;
    } else {
        input.tiles = f.tileCount;
        e.tiles = input.tiles;
    }
    const FeatureValue v = valueOf(input, state.config.rules);
    e.base = v.base;
    e.modifiers = v.modifiers;
    e.points = v.points;
    e.rulings.push_back(final ? "base.final" : "base.score.when");
    e.rulings.push_back("base.score.majority");
    e.rulings.insert(e.rulings.end(), v.lead.begin(), v.lead.end());
    e.rulings.insert(e.rulings.end(), v.rulings.begin(), v.rulings.end());
    for (PlayerIndex p : majority(state, root)) {
        e.scorers.push_back({p, v.points});
        state.players[p].score += v.points;
    }
    return e;
}

void sortForScoring(const Board& board, std::vector<NodeId>& roots) {
    std::vector<std::pair<FeatureRef, NodeId>> keyed;
    for (NodeId r : roots)
        keyed.emplace_back(board.canonical(r), r);
    std::sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) {
        if (a.first.kind != b.first.kind) return a.first.kind < b.first.kind;
        if (a.first.at != b.first.at) return a.first.at < b.first.at;
        return a.second < b.second;
    });
    for (std::size_t i = 0; i < roots.size(); ++i)
        roots[i] = keyed[i].second;
}

void returnPieces(GameState& state, NodeId root, Events& events) {
    const Board& board = state.board;
    auto& fs = state.followers;
    for (auto it = fs.begin(); it != fs.end();) {
        if (board.root(it->node) != root) {
            ++it;
            continue;
        }
        PlayerState& p = state.players[it->player];
        p.inSupply[it->kind] += 1;
        events.push_back(FollowerReturned{it->player, it->kind, board.canonical(it->node)});
        it = fs.erase(it);
    }
    for (const rules::ExpansionModule* m : rules::modules())
        if (m->returnPieces && rules::inPlay(state.config, m->id))
            m->returnPieces(state, root, events);
}

Events scoreCompletedFeatures(GameState& state) {
    Events events;
    if (!state.placedTile) return events;
    const Board& board = state.board;
    const PlacedTile& placed = board.tiles()[*state.placedTile];
    std::vector<NodeId> done;
    // A feature completed by its open ends is completed by a tile it reaches...
    for (std::size_t i = 0; i < placed.featureCount; ++i) {
        const NodeId r = board.root(placed.firstNode + static_cast<NodeId>(i));
        const FeatureKindRow& kind = rowOf(board.feature(r).kind);
        if (kind.completion == Completion::OpenEnds && kind.scored == Scored::AsItStands &&
            board.isComplete(r) && std::find(done.begin(), done.end(), r) == done.end())
            done.push_back(r);
    }
    // ... and one completed when surrounded by the tile that fills its last neighbouring square.
    // One that holds no piece scores nothing and gives nothing back (base.score.when,
    // mw.return.unoccupied: only a figure on it comes back): its neighbours are not
    // counted (most cloisters and, in a game without the abbot, every garden).
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const PlacedTile* t = board.at({placed.pos.x + dx, placed.pos.y + dy});
            if (!t) continue;
            for (unsigned bits = tileCatalog().at(t->type).surrounded; bits != 0;
                 bits &= bits - 1) {
                const NodeId n = t->firstNode + static_cast<NodeId>(std::countr_zero(bits));
                const NodeId r = board.root(n);
                if (rowOf(board.feature(n).kind).scored == Scored::AsItStands &&
                    (hasFollower(state, r) || figureOn(state, r)) && board.isComplete(n))
                    done.push_back(r);
            }
        }
    sortForScoring(board, done);
    for (NodeId r : done) {
        if (hasFollower(state, r)) events.push_back(scoreFeature(state, r, false));
        returnPieces(state, r, events);
    }
    return events;
}

Events scoreFinal(GameState& state) {
    Events events;
    const Board& board = state.board;
    std::vector<NodeId> open;
    for (const Follower& f : state.followers) {
        const NodeId r = board.root(f.node);
        if (rowOf(board.feature(r).kind).scored == Scored::AsItStands &&
            std::find(open.begin(), open.end(), r) == open.end())
            open.push_back(r);
    }
    sortForScoring(board, open);
    for (NodeId r : open)
        events.push_back(scoreFeature(state, r, true));
    for (const rules::ExpansionModule* m : rules::modules())
        if (m->finalScoring && rules::inPlay(state.config, m->id)) m->finalScoring(state, events);
    return events;
}

} // namespace carcassonne
