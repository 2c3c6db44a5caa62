#include "input_error.hpp"

#include <utility>

namespace carcassonne::formats {

std::string InputError::place() const {
    // No line: the file as a whole (missing, unreadable), never a `:0:0` that points nowhere.
    if ((lineAndColumn && line > 0) || column > 0)
        return file + ":" + std::to_string(line) + ":" + std::to_string(column);
    if (line > 0) return file + ":" + std::to_string(line);
    if (!path.empty()) return file + ": " + path;
    return file;
}

std::string InputError::toString(std::string_view label) const {
    std::string out = place() + ": ";
    if (!label.empty()) out += "error[" + std::string(label) + "]: ";
    return out + message;
}

InputError inFile(InputError e, std::string file) {
    e.file = std::move(file);
    return e;
}

} // namespace carcassonne::formats
