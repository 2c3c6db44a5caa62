#include "json_codec.hpp"

namespace carcassonne::codec {

json toJson(Position p) {
    return json::array({p.x, p.y});
}

std::string locationText(const FeatureRef& f) {
    return f.part();
}

json toJson(const FeatureRef& f) {
    return {{"at", toJson(f.at)}, {"on", locationText(f)}};
}

namespace {
json feature(const Board& board, NodeId node) {
    return toJson(board.canonical(node));
}
} // namespace

void addFollowerFlags(json& j, FollowerKind kind) {
    for (FollowerKind k : kFollowerKinds)
        if (flagged(k) && (k == kind || rowOf(expansionOf(k)).byDefault))
            j[std::string(nameOf(k))] = k == kind;
}

// A follower move names the part on the tile placed this turn (base.meeple.place), a magic move
// the feature's canonical part: as nameMove names them.
json toJson(const GameState& state, const rules::Move& move) {
    return toJson(nameMove(state, move));
}

json toJson(const ScoreEvent& e) {
    json j = toJson(e.feature);
    j["type"] = "score";
    j["feature"] = std::string(toString(e.kind));
    j["final"] = e.final;
    j["complete"] = e.complete;
    for (ScoreField f : countFields())
        j[std::string(nameOf(f))] = fieldValue(e, f);
    j["modifiers"] = json::array();
    for (const auto& m : e.modifiers)
        j["modifiers"].push_back({{"kind", std::string(toString(m.kind))},
                                  {"delta", m.delta},
                                  {"ruling", std::string(m.ruling)}});
    j["scorers"] = json::array();
    for (const auto& s : e.scorers)
        j["scorers"].push_back({{"player", s.player}, {"points", s.points}});
    j["rulings"] = json::array();
    for (auto r : e.rulings)
        j["rulings"].push_back(std::string(r));
    return j;
}

json toJson(const Event& event) {
    struct Visitor {
        json operator()(const TilePlaced& t) const {
            return {{"type", "tile-placed"},
                    {"tile", tileCatalog().at(t.tile).name},
                    {"at", toJson(t.at)},
                    {"rotation", t.rotation.degrees()}};
        }
        json operator()(const TileDiscarded& t) const {
            return {{"type", "tile-discarded"}, {"tile", tileCatalog().at(t.tile).name}};
        }
        json operator()(const FigureMoved& m) const {
            json j{{"type", "figure-moved"},
                   {"figure", std::string(toString(m.figure))},
                   {"to", toJson(m.to)}};
            j["from"] = m.from ? toJson(*m.from) : json(nullptr);
            return j;
        }
        json operator()(const FigureRemoved& m) const {
            return {{"type", "figure-removed"},
                    {"figure", std::string(toString(m.figure))},
                    {"from", toJson(m.from)},
                    {"ruling", std::string(m.ruling)}};
        }
        json operator()(const FigureReturned& m) const {
            return {{"type", "figure-returned"},
                    {"figure", std::string(toString(m.figure))},
                    {"from", toJson(m.from)}};
        }
        json operator()(const FollowerPlaced& f) const {
            json j{{"type", "follower-placed"}, {"player", f.player}, {"on", toJson(f.on)}};
            addFollowerFlags(j, f.kind);
            return j;
        }
        json operator()(const FollowerReturned& f) const {
            json j{{"type", "follower-returned"}, {"player", f.player}, {"from", toJson(f.from)}};
            addFollowerFlags(j, f.kind);
            return j;
        }
        json operator()(const ScoreEvent& e) const { return toJson(e); }
        json operator()(const GameEnded&) const { return {{"type", "game-ended"}}; }
    };
    return std::visit(Visitor{}, event);
}

json toJson(const Events& events) {
    json out = json::array();
    for (const auto& e : events)
        out.push_back(toJson(e));
    return out;
}

json legalMovesJson(const GameState& state, std::optional<TileTypeId> tile) {
    json j{{"phase", std::string(toString(state.phase))}};
    // The lists of the step: the tile's placements (where its geometry fits, whatever the supply
    // holds), the magic actions, the follower options and the pass.
    if (tile && state.phase == Phase::Tile) j["placements"] = json::array();
    if (state.phase == Phase::Magic) j["magic"] = json::array();
    if (state.phase == Phase::Follower) j["followers"] = json::array();
    // A kind of the step that carries a feature alone (the abbot's recall) has a list of its own
    // under its wire word, in the games that play its expansion only: a game without it answers
    // as it always did.
    for (const MoveKindRow& row : kMoveKindRows)
        if (row.step == state.phase && rules::listedOnItsOwn(row) &&
            state.config.expansions.has(row.expansion))
            j[std::string(row.wire)] = json::array();
    // Each move in the list of what it carries (its kind's row): a square, a placement; a magic
    // figure, a magic action; a follower kind, a follower option; a feature alone, the feature
    // (canonical, as the move names it). A discard, the pass and the end of the game carry none.
    for (const rules::Move& m :
         rules::legalMoves(state, rules::Draw{.tile = tile, .supplyAside = true})) {
        if (rules::carries(m, kSquareOperand)) {
            if (j.contains("placements"))
                j["placements"].push_back(
                    {{"at", toJson(m.at())}, {"rotation", m.rotation.degrees()}});
        } else if (rules::carries(m, kFigureOperand)) {
            j["magic"].push_back(toJson(nameMove(state, m)));
        } else if (rules::carries(m, kFollowerOperand)) {
            json e = partJson(state.board, m.node); // on the placed tile, as the move names it
            addFollowerFlags(e, m.follower);
            j["followers"].push_back(e);
        } else if (rules::carries(m, kFeatureOperand)) {
            j[std::string(rowOf(m.kind).wire)].push_back(feature(state.board, m.node));
        }
    }
    if (state.phase == Phase::Follower) j["pass"] = true;
    return j;
}

namespace {
// Whether a game's supplies name the kind (protocol 1.0 names the kinds of the expansions played
// by default): a kind of an expansion named when wanted (the abbot) only in a game that plays it.
bool namesFollowerKind(const GameConfig& config, FollowerKind kind) {
    const Expansion e = expansionOf(kind);
    return rowOf(e).byDefault || config.expansions.has(e);
}
} // namespace

json stateJson(const GameState& state) {
    json j{{"phase", std::string(toString(state.phase))},
           {"current", state.current},
           {"turn", state.turn}};
    j["scores"] = json::array();
    j["supply"] = json::array();
    for (const auto& p : state.players) {
        j["scores"].push_back(p.score);
        json supply = json::object();
        for (FollowerKind kind : kFollowerKinds)
            if (namesFollowerKind(state.config, kind))
                supply[std::string(nameOf(kind))] = p.inSupply[kind];
        j["supply"].push_back(supply);
    }
    j["figures"] = json::object();
    for (MagicFigure f : kMagicFigures) {
        const auto at = state.figure(f);
        j["figures"][std::string(toString(f))] = at ? feature(state.board, *at) : json("supply");
    }
    return j;
}

json partJson(const Board& board, NodeId node) {
    return toJson(board.refOf(node));
}

} // namespace carcassonne::codec
