#include "divergence.hpp"

namespace carcassonne::gamelog {

namespace {
std::string prefix(const std::string& file, int line, const std::string& where) {
    if (line > 0) return file + ":" + std::to_string(line) + ": ";
    return file + ": " + (where.empty() ? "" : where + ": ");
}
} // namespace

std::string InputError::toString(const std::string& file) const {
    return prefix(file, line, where) + message;
}

std::string Divergence::toString(const std::string& file) const {
    return prefix(file, line, where) + summary;
}

} // namespace carcassonne::gamelog
