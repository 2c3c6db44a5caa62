#include "text_file.hpp"

#include <fstream>

namespace carcassonne::gamelog {

std::variant<std::string, InputError> readTextFile(const std::string& path, std::size_t limit) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return InputError{0, "", "cannot read the file"};
    std::string text;
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > limit)
            return InputError{0, "",
                              "the file is larger than " + std::to_string(limit >> 20) + " MiB"};
    }
    if (in.bad()) return InputError{0, "", "cannot read the file"};
    return text;
}

} // namespace carcassonne::gamelog
