#pragma once
// Reporters turn a suite run into text for people or machines; each format is one file.

#include "scenario/suite.hpp"

#include <iosfwd>

namespace carcassonne::report {

struct Totals {
    int passed = 0;
    int failed = 0; // expectations that did not hold
    int errors = 0; // scenarios that could not be run (load or set-up errors)
};
Totals totals(const scenario::SuiteReport& report);

// `path:line:col: error[CODE]: message` lines, then `N passed, N failed`.
void writeHuman(std::ostream& out, const scenario::SuiteReport& report);

} // namespace carcassonne::report
