#pragma once
// Input errors on the command line: every command writes them the same way, on standard error,
// and they, and only they, give exit code 2 from here (exit_codes.hpp: InputError).

#include "formats/input_error.hpp"

#include <string_view>
#include <vector>

namespace carcassonne::cli {

// Writes `e` (with "error[label]: " before its message when a label is given); exit code 2.
int reportInputError(const formats::InputError& e, std::string_view label = {});

// Writes each of `errors`; exit code 2, or 0 when there are none.
int reportInputErrors(const std::vector<formats::InputError>& errors);

} // namespace carcassonne::cli
