#include "turn.hpp"

#include "registry.hpp"
#include "scoring.hpp"

#include <cassert>

namespace carcassonne::rules {

namespace {

// The registry's tables, asked once (they never change): every move makes a few lookups.
const MoveRules& rulesOf(MoveKind kind) {
    static const std::span<const MoveRules* const> byKind = moveRulesByKind();
    return *byKind[static_cast<std::size_t>(kind)];
}

std::span<const StepRules* const> steps() {
    static const std::span<const StepRules* const> all = turnSteps();
    return all;
}

const std::vector<MoveKind>& kindsOf(Phase step) {
    static const std::span<const std::vector<MoveKind>> byStep = moveKindsByStep();
    return byStep[static_cast<std::size_t>(step)];
}

} // namespace

Refusal refusal(const GameState& state, const Move& move, Ask ask) {
    if (state.players.empty())
        return refuse(ask, ErrorCode::InvalidSetup, [] { return "the game has no players"; });
    const MoveKindRow& kind = rowOf(move.kind);
    if (state.phase != kind.step) {
        if (state.phase == Phase::Over)
            return refuse(ask, ErrorCode::GameOver, [] { return "the game is over"; });
        if (kind.ownOutOfStepCode)
            return refuse(ask, kind.outOfStep, [&] { return kind.outOfStepText; });
        const StepRow& at = rowOf(state.phase);
        return refuse(ask, at.wrongStep, [&] {
            return "cannot " + std::string(kind.attempted) + ": " + std::string(at.wrongStepText);
        });
    }
    const MoveRules& rules = rulesOf(move.kind);
    return rules.refusal ? rules.refusal(state, move, ask) : std::nullopt;
}

namespace {

// base.score.when: scoring after the last step, then the next player's turn.
void endTurn(GameState& state, Events& events) {
    Events scored = scoreCompletedFeatures(state);
    events.insert(events.end(), std::make_move_iterator(scored.begin()),
                  std::make_move_iterator(scored.end()));
    state.placedTile.reset();
    state.phase = Phase::Tile;
    state.current = static_cast<PlayerIndex>((state.current + 1) % state.players.size());
    state.turn += 1;
}

// The first step after `from` that is due, or the end of the turn.
void advance(GameState& state, Phase from, Events& events) {
    const int after = rowOf(from).order;
    for (const StepRules* step : steps()) {
        const StepRow& row = rowOf(step->phase);
        if (row.order <= after || !inPlay(state.config, row.expansion)) continue;
        if (step->enter(state, events)) {
            state.phase = step->phase;
            return;
        }
    }
    endTurn(state, events);
}

} // namespace

std::string label(const GameState& before, const Move& move) {
    const MoveRules& rules = rulesOf(move.kind);
    return rules.label ? rules.label(before, move) : std::string(rowOf(move.kind).name);
}

Move canonical(const GameState& state, const Move& move) {
    const MoveRules& rules = rulesOf(move.kind);
    return rules.canonical ? rules.canonical(state, move) : move;
}

Result<Events> play(GameState& state, const Move& move) {
    Events events;
    if (auto ok = play(state, move, events); !ok) return ok.error();
    return events;
}

Status play(GameState& state, const Move& move, Events& events) {
    if (auto why = refusal(state, move, Ask::Why)) return std::move(*why);
    playListed(state, move, events);
    return Ok{};
}

void playListed(GameState& state, const Move& move, Events& events) {
    assert(!refusal(state, move, Ask::Whether) && "a listed move is legal");
    rulesOf(move.kind).apply(state, move, events);
    const MoveKindRow& kind = rowOf(move.kind);
    switch (kind.after) {
    case After::SameStep:
        break;
    case After::NextStep:
        advance(state, kind.step, events);
        break;
    case After::GameOver:
        state.phase = Phase::Over;
        break;
    }
}

void legalMoves(const GameState& state, const Draw& draw, std::vector<Move>& out) {
    out.clear();
    if (state.players.empty()) return;
    for (MoveKind kind : kindsOf(state.phase))
        if (inPlay(state.config, rowOf(kind).expansion)) rulesOf(kind).generate(state, draw, out);
}

std::vector<Move> legalMoves(const GameState& state, const Draw& draw) {
    std::vector<Move> out;
    legalMoves(state, draw, out);
    return out;
}

} // namespace carcassonne::rules
