#include "text_file.hpp"

#include <fstream>

namespace carcassonne::gamelog {

formats::Parsed<std::string> readTextFile(const std::string& path, std::size_t limit) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return formats::InputError{.file = path, .message = "cannot read the file"};
    std::string text;
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > limit)
            return formats::InputError{.file = path,
                                       .message = "the file is larger than " +
                                                  std::to_string(limit >> 20) + " MiB"};
    }
    if (in.bad()) return formats::InputError{.file = path, .message = "cannot read the file"};
    return text;
}

} // namespace carcassonne::gamelog
