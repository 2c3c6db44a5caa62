#include "replayer.hpp"

namespace carcassonne::gamelog {

Result<Events> Replayer::apply(const NamedMove& action) {
    auto played = playNamed(state_, forced_, action);
    if (!played) return played.error();
    return std::move(played).value().events;
}

} // namespace carcassonne::gamelog
