#pragma once
// An implementer's known failures (`run --expectations FILE`): one line per run id or glob,
//   base/scoring/city-*@C1   FAIL     # our engine scores tiny cities the old way
// with a status PASS, FAIL (or XFAIL), ERROR or SKIP. A listed failure that happens is XFAIL and
// does not fail the run; one that passes is XPASS and does.

#include "runner.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::scenario {

struct KnownStatus {
    std::string pattern; // a run id "<scenario id>@<edition>", globs allowed
    Outcome expected;    // Pass, Fail, Error or Skip
    int line = 0;
};

struct KnownStatusError {
    int line;
    std::string message;
};

std::variant<std::vector<KnownStatus>, KnownStatusError>
parseKnownStatuses(const std::string& text);

// The entry that governs a run id, if any (the last matching line wins).
const KnownStatus* findKnownStatus(const std::vector<KnownStatus>& known, const std::string& runId);

// Turns a run's outcome into XFAIL / XPASS according to its known status.
void applyKnownStatus(ScenarioRun& run, const KnownStatus& known, const std::string& file);

} // namespace carcassonne::scenario
