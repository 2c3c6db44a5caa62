#include "scoring.hpp"

#include "tile_catalog.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace carcassonne {

namespace {

void add(FeatureValue& v, ModifierKind kind, int delta, std::string_view ruling) {
    v.modifiers.push_back({kind, delta, ruling});
    v.points += delta;
    v.rulings.push_back(ruling);
}

// ic.inn.* and ic.cathedral.*: the inn doubles a completed road, the cathedral makes a completed
// city worth 3 per tile and coat of arms; at game end they make the feature worth nothing, or
// (C3.1) leave it plain.
void applyInnOrCathedral(FeatureValue& v, ModifierKind kind, bool complete, const RuleSet& rules) {
    const bool inn = kind == ModifierKind::Inn;
    if (complete) {
        // Road: 1 → 2 per tile. City: 2 → 3 per (tile + coat of arms); half the base again.
        add(v, kind, inn ? v.base : v.base / 2, inn ? "ic.inn.complete" : "ic.cathedral.complete");
    } else if (rules.innCathedralFinal == IncompleteInnCathedral::Zero) {
        add(v, kind, -v.base, inn ? "ic.inn.incomplete" : "ic.cathedral.incomplete");
    } else {
        add(v, kind, 0, inn ? "ic.inn.incomplete.c31" : "ic.cathedral.incomplete.c31");
    }
}

} // namespace

FeatureValue valueOf(FeatureKind kind, int tiles, int pennants, bool inn, bool cathedral,
                     bool complete, std::optional<MagicFigure> figure, const RuleSet& rules) {
    FeatureValue v;
    // ic.inns.off, ic.cathedrals.off: the variants lay the tiles, but an inn or a cathedral then
    // changes no score; the feature is valued as a plain road or city from here on.
    if (kind == FeatureKind::Road && inn && !rules.inns) {
        inn = false;
        v.rulings.push_back("ic.inns.off");
    }
    if (kind == FeatureKind::City && cathedral && !rules.cathedrals) {
        cathedral = false;
        v.rulings.push_back("ic.cathedrals.off");
    }
    switch (kind) {
    case FeatureKind::Road:
        v.base = tiles; // base.road
        v.rulings.push_back("base.road");
        break;
    case FeatureKind::City:
        if (!complete) {
            v.base = tiles + pennants; // base.city (game end)
            v.rulings.push_back("base.city");
        } else if (rules.tinyCity && tiles == 2 && !cathedral) {
            v.base = tiles + pennants; // base.city.tiny
            v.rulings.push_back("base.city.tiny");
        } else {
            v.base = 2 * (tiles + pennants); // base.city
            v.rulings.push_back("base.city");
        }
        break;
    case FeatureKind::Cloister:
        v.base = complete ? 9 : 1 + tiles; // base.cloister
        v.rulings.push_back("base.cloister");
        break;
    case FeatureKind::Field:
        break; // scored by farmers, see scoreFinal
    }
    v.points = v.base;
    if (kind == FeatureKind::Road && inn)
        applyInnOrCathedral(v, ModifierKind::Inn, complete, rules);
    if (kind == FeatureKind::City && cathedral)
        applyInnOrCathedral(v, ModifierKind::Cathedral, complete, rules);
    const bool innOrCathedral =
        (kind == FeatureKind::Road && inn) || (kind == FeatureKind::City && cathedral);
    if (figure == MagicFigure::Mage) {
        // mw.mage: 1 per distinct tile; coats of arms add nothing.
        std::string_view ruling = "mw.mage";
        if (!complete && innOrCathedral)
            ruling = rules.innCathedralFinal == IncompleteInnCathedral::Zero
                         ? "mw.mage.incomplete-inn-cathedral"
                         : "mw.mage.incomplete-inn-cathedral.c31";
        add(v, ModifierKind::Mage, tiles, ruling);
    } else if (figure == MagicFigure::Witch) {
        // mw.witch: half, rounded up, of the value with the inn or cathedral
        // (mw.witch.inn-cathedral).
        const int halved = (v.points + 1) / 2;
        std::string_view ruling = "mw.witch";
        if (innOrCathedral)
            ruling = complete ? "mw.witch.inn-cathedral" : "mw.witch.incomplete-inn-cathedral";
        add(v, ModifierKind::Witch, halved - v.points, ruling);
    }
    return v;
}

std::vector<PlayerIndex> majority(const GameState& state, NodeId feature) {
    const NodeId root = state.board.root(feature);
    std::vector<int> strengthOf(state.players.size(), 0);
    for (const Follower& f : state.followers)
        if (state.board.root(f.node) == root) strengthOf[f.player] += strength(f.kind);
    const int best = *std::max_element(strengthOf.begin(), strengthOf.end());
    std::vector<PlayerIndex> winners;
    if (best == 0) return winners;
    for (std::size_t p = 0; p < strengthOf.size(); ++p)
        if (strengthOf[p] == best) winners.push_back(static_cast<PlayerIndex>(p));
    return winners;
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

// The event for one road, city or cloister, with the points credited to the majority.
ScoreEvent scoreFeature(GameState& state, NodeId root, bool final) {
    const Board& board = state.board;
    const FeatureState& f = board.feature(root);
    const bool complete = board.isComplete(root);
    ScoreEvent e;
    e.kind = f.kind;
    e.feature = board.canonical(root);
    e.final = final;
    e.complete = complete;
    e.pennants = f.pennants;
    int tiles = f.tileCount;
    if (f.kind == FeatureKind::Cloister) {
        const int neighbours = board.placedNeighbours(board.tiles()[board.tileOf(root)].pos);
        tiles = neighbours;
        e.tiles = neighbours + 1;
    } else {
        e.tiles = tiles;
    }
    const FeatureValue v = valueOf(f.kind, tiles, f.pennants, f.inn, f.cathedral, complete,
                                   figureOn(state, root), state.config.rules);
    e.base = v.base;
    e.modifiers = v.modifiers;
    e.points = v.points;
    e.rulings.push_back(final ? "base.final" : "base.score.when");
    e.rulings.push_back("base.score.majority");
    if (final && figureOn(state, root)) e.rulings.push_back("mw.final");
    e.rulings.insert(e.rulings.end(), v.rulings.begin(), v.rulings.end());
    for (PlayerIndex p : majority(state, root)) {
        e.scorers.push_back({p, v.points});
        state.players[p].score += v.points;
    }
    return e;
}

// Orders features for scoring: roads, then cities, then cloisters, each in canonical order.
void sortByKindAndPlace(const Board& board, std::vector<NodeId>& roots) {
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
    // mw.return, mw.return.unoccupied: the figure goes back whether or not anyone scored.
    if (auto f = figureOn(state, root)) {
        events.push_back(FigureReturned{*f, board.canonical(root)});
        state.figures[static_cast<std::size_t>(*f)].reset();
    }
}

} // namespace

Events scoreCompletedFeatures(GameState& state) {
    Events events;
    if (!state.placedTile) return events;
    const Board& board = state.board;
    const PlacedTile& placed = board.tiles()[*state.placedTile];
    std::vector<NodeId> done;
    const auto nFeatures = tileCatalog().at(placed.type).features().size();
    for (std::size_t i = 0; i < nFeatures; ++i) {
        const NodeId r = board.root(placed.firstNode + static_cast<NodeId>(i));
        const auto kind = board.feature(r).kind;
        if ((kind == FeatureKind::Road || kind == FeatureKind::City) && board.isComplete(r) &&
            std::find(done.begin(), done.end(), r) == done.end())
            done.push_back(r);
    }
    // A cloister is completed by the tile that fills its last neighbouring square.
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const PlacedTile* t = board.at({placed.pos.x + dx, placed.pos.y + dy});
            if (!t) continue;
            const int cloister = tileCatalog().at(t->type).cloister;
            if (cloister >= 0 && board.isComplete(t->firstNode + static_cast<NodeId>(cloister)))
                done.push_back(t->firstNode + static_cast<NodeId>(cloister));
        }
    sortByKindAndPlace(board, done);
    for (NodeId r : done) {
        if (hasFollower(state, r)) events.push_back(scoreFeature(state, r, false));
        returnPieces(state, r, events);
    }
    return events;
}

namespace {

// Field roots holding followers, in canonical order.
std::vector<NodeId> occupiedFields(const GameState& state) {
    std::vector<NodeId> fields;
    for (const Follower& f : state.followers) {
        const NodeId r = state.board.root(f.node);
        if (state.board.feature(r).kind == FeatureKind::Field &&
            std::find(fields.begin(), fields.end(), r) == fields.end())
            fields.push_back(r);
    }
    sortByKindAndPlace(state.board, fields);
    return fields;
}

// The completed cities bordering a field, as roots, in ascending order.
std::vector<NodeId> completedCitiesOf(const Board& board, NodeId field) {
    std::set<NodeId> cities;
    for (NodeId c : board.adjacentCitiesOf(field))
        if (board.isComplete(c)) cities.insert(board.root(c));
    return {cities.begin(), cities.end()};
}

ScoreEvent fieldEvent(const Board& board, NodeId field, int cities, int perCity) {
    ScoreEvent e;
    e.kind = FeatureKind::Field;
    e.feature = board.canonical(field);
    e.final = true;
    e.tiles = board.feature(field).tileCount;
    e.cities = cities;
    e.base = perCity * cities;
    e.points = e.base;
    e.rulings = {"base.final", "base.field", "base.score.majority"};
    return e;
}

// base.field, and base.field.old with farmers: 3-per-city-once.
void scoreFieldsPerField(GameState& state, bool oncePerPlayer, Events& events) {
    const Board& board = state.board;
    std::vector<std::set<NodeId>> scoredBy(state.players.size());
    for (NodeId field : occupiedFields(state)) {
        const auto cities = completedCitiesOf(board, field);
        ScoreEvent e = fieldEvent(board, field, static_cast<int>(cities.size()), 3);
        if (oncePerPlayer) e.rulings.push_back("base.field.old");
        for (PlayerIndex p : majority(state, field)) {
            int points = e.points;
            if (oncePerPlayer) {
                int fresh = 0;
                for (NodeId c : cities)
                    fresh += scoredBy[p].insert(c).second ? 1 : 0;
                points = 3 * fresh;
            }
            e.scorers.push_back({p, points});
            state.players[p].score += points;
        }
        events.push_back(std::move(e));
    }
}

// base.field.old with farmers: 4-per-city: each completed city goes to the farmer majority over
// all the fields that border it.
void scoreFieldsPerCity(GameState& state, Events& events) {
    const Board& board = state.board;
    std::map<NodeId, std::vector<NodeId>> fieldsOfCity;
    for (NodeId field : occupiedFields(state))
        for (NodeId c : completedCitiesOf(board, field))
            fieldsOfCity[c].push_back(field);
    std::vector<NodeId> cities;
    for (const auto& [c, _] : fieldsOfCity)
        cities.push_back(c);
    sortByKindAndPlace(board, cities);
    for (NodeId c : cities) {
        std::vector<int> strengthOf(state.players.size(), 0);
        for (const Follower& f : state.followers) {
            const auto& fields = fieldsOfCity[c];
            if (std::find(fields.begin(), fields.end(), board.root(f.node)) != fields.end())
                strengthOf[f.player] += strength(f.kind);
        }
        ScoreEvent e = fieldEvent(board, fieldsOfCity[c].front(), 1, 4);
        e.feature = board.canonical(c);
        e.tiles = board.feature(c).tileCount;
        e.rulings.push_back("base.field.old");
        const int best = *std::max_element(strengthOf.begin(), strengthOf.end());
        for (std::size_t p = 0; p < strengthOf.size(); ++p)
            if (best > 0 && strengthOf[p] == best) {
                e.scorers.push_back({static_cast<PlayerIndex>(p), 4});
                state.players[p].score += 4;
            }
        events.push_back(std::move(e));
    }
}

} // namespace

Events scoreFinal(GameState& state) {
    Events events;
    const Board& board = state.board;
    std::vector<NodeId> open;
    for (const Follower& f : state.followers) {
        const NodeId r = board.root(f.node);
        if (board.feature(r).kind != FeatureKind::Field &&
            std::find(open.begin(), open.end(), r) == open.end())
            open.push_back(r);
    }
    sortByKindAndPlace(board, open);
    for (NodeId r : open)
        events.push_back(scoreFeature(state, r, true));
    switch (state.config.rules.farmers) {
    case FarmerScoring::ThreePerCity:
        scoreFieldsPerField(state, false, events);
        break;
    case FarmerScoring::ThreePerCityOnce:
        scoreFieldsPerField(state, true, events);
        break;
    case FarmerScoring::FourPerCity:
        scoreFieldsPerCity(state, events);
        break;
    case FarmerScoring::Off:
        break; // base.farmers.off: no follower stands on a field, and fields never score
    }
    return events;
}

} // namespace carcassonne
