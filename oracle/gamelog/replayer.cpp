#include "replayer.hpp"

namespace carcassonne::gamelog {

Result<Events> Replayer::apply(const NamedMove& action) {
    if (forced_.acknowledges(state_, action)) {
        forced_.clear();
        return Events{};
    }
    const auto move = resolveMove(state_, action);
    if (!move) return move.error();
    auto events = play(state_, *move);
    if (!events) return events;
    if (startsTurn(action)) forced_.tilePlayed(*events);
    return events;
}

} // namespace carcassonne::gamelog
