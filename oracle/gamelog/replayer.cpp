#include "replayer.hpp"

namespace carcassonne::gamelog {

Result<Events> Replayer::apply(const ActionSpec& action) {
    using K = ActionSpec::Kind;
    if (action.kind == K::Remove && state_.phase != Phase::Magic && autoRemoved_ == action.figure) {
        autoRemoved_.reset();
        return Events{};
    }
    const auto move = toMove(state_, action);
    if (!move) return move.error();
    auto events = play(state_, *move);
    if (!events) return events;
    if (action.kind == K::Place || action.kind == K::Discard) {
        autoRemoved_.reset();
        for (const Event& e : *events)
            if (const auto* r = std::get_if<FigureRemoved>(&e)) autoRemoved_ = r->figure;
    }
    return events;
}

} // namespace carcassonne::gamelog
