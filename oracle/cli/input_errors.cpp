#include "input_errors.hpp"

#include "exit_codes.hpp"

#include <iostream>

namespace carcassonne::cli {

int reportInputError(const formats::InputError& e, std::string_view label) {
    std::cerr << e.toString(label) << "\n";
    return InputError;
}

int reportInputErrors(const std::vector<formats::InputError>& errors) {
    for (const auto& e : errors)
        reportInputError(e);
    return errors.empty() ? Success : InputError;
}

} // namespace carcassonne::cli
