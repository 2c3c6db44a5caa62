#pragma once
// An input file that cannot be read or is not valid, in one shape for every reader (scenario YAML,
// known-status lists, JSON Lines game logs, JCloisterZone saves): where, and what was expected.
// The command line turns it into exit code 2; the reporters list it.

#include <string>
#include <string_view>
#include <variant>

namespace carcassonne::formats {

struct InputError {
    std::string file = {}; // empty from a reader of text; whoever opened the file names it (inFile)
    int line = 0;          // 1-based; 0 when unknown
    int column = 0;        // 1-based; 0 when unknown
    std::string path = {}; // a JSON path ("setup.sets", "replay[3]") when the place is one
    std::string message = {};
    // Scenario YAML writes its place as compilers do, always line and column (0:0 when the file
    // could not be read), so that editors and CI parsers read every scenario error alike.
    bool lineAndColumn = false;

    // "file:line:col" (YAML), "file:line" (JSON Lines), "file: path" (.jcz) or "file".
    std::string place() const;
    // place() + ": " + message; with a label, "error[label]: " before the message.
    std::string toString(std::string_view label = {}) const;

    friend bool operator==(const InputError&, const InputError&) = default;
};

// A reader's result: what it read, or why it could not.
template <typename T>
using Parsed = std::variant<T, InputError>;

// The error of a reader of text, named after the file it came from.
InputError inFile(InputError e, std::string file);

} // namespace carcassonne::formats
