#include "replayer.hpp"

namespace carcassonne::gamelog {

Result<Events> Replayer::apply(const NamedMove& action) {
    const auto* remove = std::get_if<RemoveFigure>(&action);
    if (remove && state_.phase != Phase::Magic && autoRemoved_ == remove->figure) {
        autoRemoved_.reset();
        return Events{};
    }
    const auto move = resolveMove(state_, action);
    if (!move) return move.error();
    auto events = play(state_, *move);
    if (!events) return events;
    if (startsTurn(action)) {
        autoRemoved_.reset();
        for (const Event& e : *events)
            if (const auto* r = std::get_if<FigureRemoved>(&e)) autoRemoved_ = r->figure;
    }
    return events;
}

} // namespace carcassonne::gamelog
