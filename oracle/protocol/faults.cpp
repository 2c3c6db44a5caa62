#include "faults.hpp"

#include <algorithm>
#include <array>

namespace carcassonne::protocol {

namespace {

constexpr std::array<std::string_view, 4> kNames{"witch-rounds-down", "no-join-move",
                                                 "mage-counts-pennants", "splits-breakdown"};

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
        } else if (fault == Fault::MageCountsPennants && e->pennants > 0) {
            if (auto* m = modifier(*e, ModifierKind::Mage)) {
                m->delta += e->pennants;
                shift(*e, e->pennants, state);
            }
        }
    }
}

// A plain tile that joins the figures' features: no magic step, the figures stay together.
void skipJoin(const GameState& before, const Move& move, GameState& after, Events& events) {
    const auto* place = std::get_if<PlaceTile>(&move);
    if (!place || tileCatalog().at(place->tile).magic) return;
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
    if (name == kNames[0]) return Fault::WitchRoundsDown;
    if (name == kNames[1]) return Fault::NoJoinMove;
    if (name == kNames[2]) return Fault::MageCountsPennants;
    if (name == kNames[3]) return Fault::SplitsBreakdown;
    return std::nullopt;
}

void applyFault(Fault fault, const GameState& before, const Move& move, GameState& after,
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
        rescore(fault, after, events);
        return;
    }
}

} // namespace carcassonne::protocol
