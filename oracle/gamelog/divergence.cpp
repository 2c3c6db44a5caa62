#include "divergence.hpp"

namespace carcassonne::gamelog {

// Placed the way an input error is, so that both read alike in an editor or a CI log.
std::string Divergence::toString(const std::string& file) const {
    return formats::InputError{.file = file, .line = line, .path = where, .message = summary}
        .toString();
}

} // namespace carcassonne::gamelog
