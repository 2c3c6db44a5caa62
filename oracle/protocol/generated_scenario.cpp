#include "generated_scenario.hpp"

#include "positions.hpp"
#include "scenario/action.hpp"
#include "scenario/basis.hpp"
#include "scenario/event_spec.hpp"
#include "scenario/legal_sets.hpp"
#include "scenario/position.hpp"

#include "scenario/runner.hpp"

#include <algorithm>
#include <set>

namespace carcassonne::protocol {

using namespace scenario;

namespace {

FeatureSpec specOf(const FeatureRef& f, SourcePos pos = {}) {
    FeatureSpec s = featureSpec(f);
    s.pos = pos;
    return s;
}

template <typename T>
SetExpectation<T> exactly(std::vector<T> items, SourcePos pos) {
    SetExpectation<T> x;
    x.exactly = std::move(items);
    x.pos = pos;
    return x;
}

// Every expectation the state after an action allows; `what` says which parts are worth stating.
struct Parts {
    bool legal = false;  // the legal set of the step the turn is at
    bool ledger = false; // score events, scores, supplies
    bool figures = false;
};

// The legal sets of the step the turn is at (the placements of `drawn` at the tile step), each
// move as its action names it (actionOf).
void stateLegalSets(Expectation& x, const GameState& s, std::optional<TileTypeId> drawn,
                    SourcePos pos) {
    const LegalSets sets = legalSets(s, drawn);
    if (s.phase == Phase::Tile && drawn) {
        std::vector<PlacementSpec> placements;
        for (const rules::Move& m : sets.placements)
            placements.push_back({m.at(), m.rotation, pos});
        x.placements = exactly(std::move(placements), pos);
    }
    if (s.phase == Phase::Magic) {
        std::vector<MagicSpec> magic;
        for (const rules::Move& m : sets.magic) {
            MagicSpec spec = actionOf(s, m).magic;
            spec.pos = pos;
            if (spec.target) spec.target->pos = pos;
            magic.push_back(std::move(spec));
        }
        x.magic = exactly(std::move(magic), pos);
    }
    if (s.phase == Phase::Follower) {
        std::vector<FollowerSpec> followers;
        for (const rules::Move& m : sets.followers) {
            FollowerSpec spec = *actionOf(s, m).follower;
            spec.pos = spec.on.pos = pos;
            followers.push_back(std::move(spec));
        }
        x.followers = exactly(std::move(followers), pos);
    }
}

Expectation expectationOf(const GameState& s, const Events& events, Parts parts, SourcePos pos,
                          std::optional<TileTypeId> drawn = std::nullopt) {
    Expectation x;
    x.pos = pos;
    x.phase = s.phase;
    x.phasePos = pos;
    if (parts.legal) stateLegalSets(x, s, drawn, pos);
    if (parts.ledger) {
        std::vector<EventSpec> scored;
        for (const Event& ev : events)
            if (auto* e = std::get_if<ScoreEvent>(&ev)) scored.push_back(eventSpecOf(*e, pos));
        x.scored = std::move(scored);
        x.scoredPos = pos;
        for (std::size_t p = 0; p < s.players.size(); ++p) {
            x.scores.emplace_back(static_cast<int>(p), s.players[p].score);
            SupplySpec supply{static_cast<int>(p), {}, pos};
            for (FollowerKind kind : kFollowerKinds)
                supply.of(kind) = s.players[p].inSupply[kind];
            x.supply.push_back(supply);
        }
        x.scoresPos = pos;
    }
    if (parts.figures)
        for (MagicFigure f : kMagicFigures) {
            FigureSpec spec{f, std::nullopt, pos};
            if (auto at = s.figure(f)) spec.on = specOf(s.board.canonical(*at), pos);
            x.figures.push_back(spec);
        }
    return x;
}

} // namespace

Setup setupOf(const GameState& state) {
    return scenario::setupOf(positionSpecOf(state));
}

Action actionOf(const GameState& before, const rules::Move& move) {
    return scenario::actionOf(nameMove(before, move));
}

namespace {

// The code the rules refuse an action with on the position, or none when they accept it.
std::optional<ErrorCode> refusal(const GameState& state, const Action& a,
                                 std::optional<TileTypeId> drawn) {
    const auto resolved = moveOf(state, a, drawn);
    if (const auto* e = std::get_if<Error>(&resolved)) return e->code;
    const auto* move = std::get_if<rules::Move>(&resolved);
    if (!move) return std::nullopt;
    GameState copy = state;
    auto played = rules::play(copy, *move);
    if (played) return std::nullopt;
    return played.error().code;
}

// Replays the scenario from its set-up under its first edition, resolving each action as the
// runner does: `onDraw(i, state)` at each draw, `onMove(i, state, events)` after each move,
// `onRefused(i, state, drawn)` after an action that expects a refusal (an illegal-move probe) got
// it. False when the set-up or an action does not play, or a probe is not refused with its code
// (the visits so far stand).
template <typename OnDraw, typename OnMove, typename OnRefused>
bool replayMoves(const Scenario& s, OnDraw onDraw, OnMove onMove, OnRefused onRefused) {
    auto start =
        startPosition(configFor(s, s.editions.front()), positionOf(s.setup, s.editions.front()));
    if (!start) return false;
    GameState* state = &start.value();
    std::optional<TileTypeId> drawn;
    for (std::size_t i = 0; i < s.actions.size(); ++i) {
        const Action& a = s.actions[i];
        if (a.draws()) {
            if (state->phase != Phase::Tile) return false;
            drawn = a.tile;
            onDraw(i, *state);
            continue;
        }
        if (a.expectError) {
            if (refusal(*state, a, drawn) != a.expectError->code) return false;
            onRefused(i, *state, drawn);
            continue;
        }
        const auto resolved = moveOf(*state, a, drawn);
        const rules::Move* move = std::get_if<rules::Move>(&resolved);
        if (!move) return false;
        // A move of the tile step (a placement, a discard) uses the tile drawn.
        const bool tileStep = state->phase == Phase::Tile;
        auto events = rules::play(*state, *move);
        if (!events) return false;
        if (tileStep) drawn.reset();
        onMove(i, *state, *events);
    }
    return true;
}

} // namespace

std::optional<Scenario> withExpectations(Scenario s) {
    for (std::size_t i = 0; i < s.actions.size(); ++i) {
        Action& a = s.actions[i];
        const SourcePos pos{static_cast<int>(i) + 1, 1};
        a.pos = pos;
        a.expect.clear();
        if (a.expectError) a.expectError->pos = pos; // a probe: refused, the state unchanged
        if (a.follower) a.follower->on.pos = pos;
        if (a.magic.target) a.magic.target->pos = pos;
        a.magic.pos = pos;
    }
    auto onDraw = [&](std::size_t i, const GameState& state) {
        Action& a = s.actions[i];
        Expectation x;
        x.pos = a.pos;
        stateLegalSets(x, state, a.tile, a.pos); // the tile step: the placements
        a.expect.push_back(std::move(x));
    };
    auto onMove = [&](std::size_t i, const GameState& state, const Events& events) {
        Action& a = s.actions[i];
        Parts parts;
        if (a.key == "place") {
            parts.legal = true;
            parts.figures = std::any_of(events.begin(), events.end(), [](const Event& e) {
                return std::holds_alternative<FigureRemoved>(e);
            });
        } else if (a.key == "magic") {
            parts.legal = true;
            parts.figures = true;
        } else if (a.key != "discard") { // a follower step's move, the end: scoring follows
            parts.ledger = true;
            parts.figures = true;
        }
        a.expect.push_back(expectationOf(state, events, parts, a.pos));
    };
    // A probe refused: everything the position allows, as it was before (no score event).
    auto onRefused = [&](std::size_t i, const GameState& state, std::optional<TileTypeId> drawn) {
        Action& a = s.actions[i];
        Expectation x = expectationOf(state, {}, {true, true, true}, a.pos, drawn);
        x.scored.reset();
        a.expect.push_back(std::move(x));
    };
    if (!replayMoves(s, onDraw, onMove, onRefused)) return std::nullopt;
    return s;
}

void nameRulings(Scenario& s) {
    // The rulings behind the expected score events and magic steps: replay and collect them; and
    // those that forbid what the probes try.
    std::set<std::string> ids;
    for (const Action& a : s.actions)
        if (a.expectError)
            if (const auto r = rulingBrokenBy(a.expectError->code); !r.empty() && findRuling(r))
                ids.insert(std::string(r));
    (void)replayMoves(
        s, [](std::size_t, const GameState&) {},
        [&](std::size_t, const GameState& state, const Events& events) {
            for (const Event& ev : events) {
                if (auto* e = std::get_if<ScoreEvent>(&ev))
                    for (auto r : e->rulings)
                        if (findRuling(r)) ids.insert(std::string(r));
                // A magic step after a tile: called for by its symbol, or by joining the figures.
                if (auto* p = std::get_if<TilePlaced>(&ev); p && state.phase == Phase::Magic)
                    ids.insert(tileCatalog().at(p->tile).magic ? "mw.trigger" : "mw.join");
            }
        },
        [](std::size_t, const GameState&, std::optional<TileTypeId>) {});
    if (ids.empty()) ids.insert("base.place.match");
    s.rulings.assign(ids.begin(), ids.end());
    s.basis = basisFor(s.rulings);
}

} // namespace carcassonne::protocol
