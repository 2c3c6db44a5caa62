#include "input_errors.hpp"

#include "exit_codes.hpp"
#include "formats/visible_text.hpp"

#include <iostream>

namespace carcassonne::cli {

int reportInputError(const formats::InputError& e, std::string_view label) {
    // A file name or a quoted value may hold any byte: none reaches the terminal raw.
    std::cerr << formats::visibleText(e.toString(label)) << "\n";
    return InputError;
}

int reportInputErrors(const std::vector<formats::InputError>& errors) {
    for (const auto& e : errors)
        reportInputError(e);
    return errors.empty() ? Success : InputError;
}

} // namespace carcassonne::cli
