#pragma once
// Reading a whole input file, once for every reader (scenarios, known-status lists, game logs,
// .jcz saves, json reports, fuzz resume points): a folder, a missing file or an unreadable one is
// an input error naming the path, and a file larger than the reader's limit is refused before it
// is parsed (so that a huge or endless input costs no memory).

#include "input_error.hpp"

#include <cstddef>
#include <string>

namespace carcassonne::formats {

// The file's bytes, or why they cannot be had: "expected a file, found a folder", "no such
// file", "cannot read the file (permission denied)", "the file is larger than N MiB".
Parsed<std::string> readInputFile(const std::string& path, std::size_t limit);

} // namespace carcassonne::formats
