#include "input_file.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace carcassonne::formats {

namespace {
InputError unreadable(const std::string& path, int error) {
    std::string why = std::strerror(error);
    if (!why.empty()) why[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(why[0])));
    return {.file = path, .message = "cannot read the file (" + why + ")"};
}
} // namespace

Parsed<std::string> readInputFile(const std::string& path, std::size_t limit) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (status.type() == fs::file_type::not_found) {
        // A symbolic link to nothing names its target, which is what is missing (worded as the
        // suite's folder walk words one).
        if (fs::is_symlink(fs::symlink_status(path, ec)))
            return InputError{.file = path,
                              .message = "a dangling symbolic link (to " +
                                         fs::read_symlink(path, ec).string() +
                                         "): its target does not exist"};
        return InputError{.file = path, .message = "no such file"};
    }
    if (status.type() == fs::file_type::directory)
        return InputError{.file = path, .message = "expected a file, found a folder"};
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) return unreadable(path, errno ? errno : EACCES);
    std::string text;
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > limit)
            return InputError{.file = path,
                              .message = "the file is larger than " + std::to_string(limit >> 20) +
                                         " MiB"};
    }
    if (in.bad()) return unreadable(path, errno ? errno : EIO);
    return text;
}

} // namespace carcassonne::formats
