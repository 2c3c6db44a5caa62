#pragma once
// An implementer's known failures (`run --expectations FILE`): one line per run id or glob,
//   base/scoring/city-*@C1   FAIL     # our engine scores tiny cities the old way
// with a status PASS, FAIL (or XFAIL), ERROR or SKIP. A listed failure that happens is XFAIL and
// does not fail the run; one that passes is XPASS and does.

#include "formats/input_error.hpp"
#include "runner.hpp"

#include <optional>
#include <string>
#include <vector>

namespace carcassonne::scenario {

struct KnownStatus {
    std::string pattern; // a run id "<scenario id>@<edition>", globs allowed
    Outcome expected;    // Pass, Fail, Error or Skip
    int line = 0;
};

// An error names the line, at column 1 (the line's entry as a whole); the caller names the file.
formats::Parsed<std::vector<KnownStatus>> parseKnownStatuses(const std::string& text);

// Whether the line's pattern names this run id (exactly or as a glob).
bool matches(const KnownStatus& known, const std::string& runId);

// The entry that governs a run id, if any (the last matching line wins).
const KnownStatus* findKnownStatus(const std::vector<KnownStatus>& known, const std::string& runId);

// Turns a run's outcome into XFAIL / XPASS according to its known status.
void applyKnownStatus(ScenarioRun& run, const KnownStatus& known, const std::string& file);

} // namespace carcassonne::scenario
