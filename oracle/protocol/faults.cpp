#include "faults.hpp"

#include <algorithm>
#include <array>

namespace carcassonne::protocol {

namespace {

// In the order of Fault, after None.
constexpr std::array<std::string_view, 6> kNames{"witch-rounds-down",        "no-join-move",
                                                 "mage-counts-pennants",     "splits-breakdown",
                                                 "accepts-any-magic-target", "final-skips-farmers"};

ScoreModifier* modifier(ScoreEvent& e, ModifierKind kind) {
    for (auto& m : e.modifiers)
        if (m.kind == kind) return &m;
    return nullptr;
}

// Moves an event's points by `delta`, and the scorers' totals with it.
void shift(ScoreEvent& e, int delta, GameState& state) {
    e.points += delta;
    for (auto& s : e.scorers) {
        s.points += delta;
        state.players[s.player].score += delta;
    }
}

void rescore(Fault fault, GameState& state, Events& events) {
    for (Event& ev : events) {
        auto* e = std::get_if<ScoreEvent>(&ev);
        if (!e) continue;
        if (fault == Fault::WitchRoundsDown) {
            if (auto* w = modifier(*e, ModifierKind::Witch)) {
                const int before = e->points - w->delta;
                const int down = before / 2 - before; // instead of (before + 1) / 2 - before
                const int delta = down - w->delta;
                w->delta = down;
                shift(*e, delta, state);
            }
        } else if (fault == Fault::SplitsBreakdown) {
            // An inn road worth 8 reported as base 8 instead of base 4, inn +4: the points, the
            // scorers and the scores stay; only the breakdown (--compare breakdown) differs.
            for (const ScoreModifier& m : e->modifiers)
                e->base += m.delta;
            e->modifiers.clear();
        } else if (fault == Fault::FinalSkipsFarmers && e->final && e->kind == FeatureKind::Field &&
                   !e->scorers.empty()) {
            e->base = 0;
            shift(*e, -e->points, state);
        } else if (fault == Fault::MageCountsPennants && e->pennants > 0) {
            if (auto* m = modifier(*e, ModifierKind::Mage)) {
                m->delta += e->pennants;
                shift(*e, e->pennants, state);
            }
        }
    }
}

// A plain tile that joins the figures' features: no magic step, the figures stay together.
void skipJoin(const GameState& before, const rules::Move& move, GameState& after, Events& events) {
    if (move.kind != MoveKind::PlaceTile || tileCatalog().at(move.tile).magic) return;
    const bool removed = std::any_of(events.begin(), events.end(), [](const Event& e) {
        return std::holds_alternative<FigureRemoved>(e);
    });
    if (after.phase != Phase::Magic && !removed) return;
    after.phase = Phase::Follower;
    after.figures = before.figures;
    std::erase_if(events, [](const Event& e) { return std::holds_alternative<FigureRemoved>(e); });
}

} // namespace

std::span<const std::string_view> faultNames() {
    return kNames;
}

std::optional<Fault> faultFromString(std::string_view name) {
    for (std::size_t i = 0; i < kNames.size(); ++i)
        if (name == kNames[i]) return static_cast<Fault>(i + 1);
    return std::nullopt;
}

void applyFault(Fault fault, const GameState& before, const rules::Move& move, GameState& after,
                Events& events) {
    switch (fault) {
    case Fault::None:
        return;
    case Fault::NoJoinMove:
        skipJoin(before, move, after, events);
        return;
    case Fault::WitchRoundsDown:
    case Fault::MageCountsPennants:
    case Fault::SplitsBreakdown:
    case Fault::FinalSkipsFarmers:
        rescore(fault, after, events);
        return;
    case Fault::AcceptsAnyMagicTarget:
        return;
    }
}

std::optional<Events> acceptAnyway(Fault fault, GameState& state, const rules::Move& move,
                                   ErrorCode code) {
    const bool figure = move.kind == MoveKind::MoveFigure;
    const bool target =
        code == ErrorCode::MagicTargetComplete || code == ErrorCode::MagicTargetOtherFigure ||
        code == ErrorCode::MagicTargetSameFeature || code == ErrorCode::MagicTargetNotRoadOrCity;
    if (fault != Fault::AcceptsAnyMagicTarget || !figure || !target) return std::nullopt;
    const auto from = state.figure(move.figure);
    Events events{FigureMoved{
        move.figure, from ? std::optional<FeatureRef>(state.board.canonical(*from)) : std::nullopt,
        state.board.canonical(move.node)}};
    state.figures[static_cast<std::size_t>(move.figure)] = move.node;
    state.phase = Phase::Follower;
    return events;
}

} // namespace carcassonne::protocol
