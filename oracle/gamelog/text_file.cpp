#include "text_file.hpp"

#include "formats/input_file.hpp"

namespace carcassonne::gamelog {

formats::Parsed<std::string> readTextFile(const std::string& path, std::size_t limit) {
    return formats::readInputFile(path, limit);
}

} // namespace carcassonne::gamelog
