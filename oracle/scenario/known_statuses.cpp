#include "known_statuses.hpp"

#include "formats/utf8_text.hpp"

#include <fnmatch.h>
#include <sstream>
#include <utility>

namespace carcassonne::scenario {

namespace {
formats::InputError errorAt(int line, std::string message) {
    return {.line = line, .column = 1, .message = std::move(message), .lineAndColumn = true};
}
} // namespace

formats::Parsed<std::vector<KnownStatus>> parseKnownStatuses(const std::string& text) {
    if (const auto fault = formats::findTextFault(text, formats::ControlCharacters::Allowed))
        return formats::InputError{.line = fault->line,
                                   .column = fault->column,
                                   .message = fault->message(),
                                   .lineAndColumn = true};
    std::vector<KnownStatus> out;
    std::istringstream in(text);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (const auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
        std::istringstream words(line);
        std::string id, status, extra;
        if (!(words >> id)) continue;
        if (!(words >> status))
            return errorAt(number,
                           "expected a status after '" + id + "' (PASS, FAIL, XFAIL, ERROR, SKIP)");
        if (words >> extra) return errorAt(number, "unexpected '" + extra + "' after the status");
        Outcome expected;
        if (status == "PASS")
            expected = Outcome::Pass;
        else if (status == "FAIL" || status == "XFAIL")
            expected = Outcome::Fail;
        else if (status == "ERROR")
            expected = Outcome::Error;
        else if (status == "SKIP")
            expected = Outcome::Skip;
        else
            return errorAt(number,
                           "unknown status '" + status + "' (PASS, FAIL, XFAIL, ERROR, SKIP)");
        out.push_back({id, expected, number});
    }
    return out;
}

bool matches(const KnownStatus& known, const std::string& runId) {
    return known.pattern == runId || fnmatch(known.pattern.c_str(), runId.c_str(), 0) == 0;
}

const KnownStatus* findKnownStatus(const std::vector<KnownStatus>& known,
                                   const std::string& runId) {
    const KnownStatus* found = nullptr;
    for (const auto& k : known)
        if (matches(k, runId)) found = &k;
    return found;
}

void applyKnownStatus(ScenarioRun& run, const KnownStatus& known, const std::string& file) {
    if (known.expected != Outcome::Fail && known.expected != Outcome::Error) return;
    if (run.outcome == known.expected) {
        run.outcome = Outcome::XFail;
    } else if (run.outcome == Outcome::Pass) {
        run.outcome = Outcome::XPass;
        // At the file's start: what to change is the expectations line the message names.
        run.findings.push_back({{1, 1},
                                "xpass",
                                "passed, but " + file + ":" + std::to_string(known.line) +
                                    " lists it as a known " +
                                    std::string(toString(known.expected)) + ": remove the line",
                                {}});
    }
}

} // namespace carcassonne::scenario
