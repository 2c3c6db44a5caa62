#pragma once
// Reporters turn a suite run into text for people or machines; each format is one file.

#include "scenario/suite.hpp"

#include <iosfwd>
#include <string>
#include <vector>

namespace carcassonne::report {

struct Totals {
    int passed = 0;
    int failed = 0; // expectations that did not hold
    int errors = 0; // scenarios that could not be run (load or set-up errors)
    int skipped = 0;
    int expectedFailures = 0; // known failures listed in an --expectations file
};
Totals totals(const scenario::SuiteReport& report);
// The closing lines shared by the text formats; the last is `N passed, N failed[, N skipped]`.
std::string summaryLines(const Totals& totals);

// What the machine-readable formats record about the run besides its results.
struct RunInfo {
    std::string version;               // the oracle's version
    std::vector<std::string> editions; // --edition values; empty: each scenario's own
    std::vector<std::string> filters;  // --filter patterns
    std::vector<std::string> excludes; // --exclude patterns
    std::vector<std::string> rulings;  // --ruling ids
    std::string shard;                 // --shard K/N, or empty
};

// `path:line:col: error[CODE]: message` lines, then `N passed, N failed`.
void writeHuman(std::ostream& out, const scenario::SuiteReport& report);

// TAP version 14: one test point per load error and per run, a YAML block on each `not ok`.
void writeTap(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);

// JUnit XML: one testsuite, one testcase per run (classname: the id's folder) and per load error.
void writeJUnit(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);

// JSON: tool, version, selection, summary, results (with findings) and loadErrors.
void writeJson(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);

// GitHub Actions `::error` workflow commands: errors first, then failures, then the totals.
void writeGitHub(std::ostream& out, const scenario::SuiteReport& report);

} // namespace carcassonne::report
