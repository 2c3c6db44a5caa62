// TAP (https://testanything.org/tap-version-13-specification.html): one test point per load error
// (first, as in the human report) and per scenario run; every `not ok` carries a YAML diagnostic
// block with the file, position, code, message and details of each finding.
//
// The header says version 13: Debian 12's Test::Harness 3.44 (`prove`, TAP::Parser) refuses
// "TAP version 14" with a parse error, and the report uses nothing TAP 14 added (no subtests, no
// pragmas; `\#` in descriptions is read by both), while TAP 14 harnesses read version 13.

#include "reporter.hpp"

#include "formats/tap_escape.hpp"
#include "formats/yaml_text.hpp"

#include <algorithm>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::report {

using scenario::Outcome;

namespace {

// The diagnostic block's values: YAML double-quoted scalars.
using formats::tapDescription;
using formats::yamlQuoted;

// "expected: 5" -> {"expected", "5"}, "actual events: ..." -> {"actual_events", "..."}: a detail
// led by a few lower-case words becomes a key of the block (simple YAML readers such as Perl's
// TAP::Parser misread a list item holding ": "). Other details stay whole in a `details` list.
bool splitDetail(const std::string& detail, std::string& key, std::string& value) {
    const auto colon = detail.find(": ");
    if (colon == std::string::npos || colon == 0 || colon > 24) return false;
    key = detail.substr(0, colon);
    for (char& c : key) {
        if (c == ' ')
            c = '_';
        else if (c < 'a' || c > 'z')
            return false;
    }
    value = detail.substr(colon + 2);
    return true;
}

void writeFinding(std::ostream& out, const scenario::Finding& f) {
    out << "    - line: " << f.pos.line << "\n";
    out << "      column: " << f.pos.column << "\n";
    out << "      code: " << yamlQuoted(f.code) << "\n";
    out << "      message: " << yamlQuoted(f.message) << "\n";
    std::vector<std::string> used;
    std::vector<std::string> rest;
    for (const auto& d : f.details) {
        std::string key, value;
        if (splitDetail(d, key, value) && std::find(used.begin(), used.end(), key) == used.end()) {
            used.push_back(key);
            out << "      " << key << ": " << yamlQuoted(value) << "\n";
        } else {
            rest.push_back(d);
        }
    }
    if (!rest.empty()) {
        out << "      details:\n";
        for (const auto& d : rest)
            out << "        - " << yamlQuoted(d) << "\n";
    }
}

// Notes (drive --compare outcome: a score breakdown that differs) as TAP comments after the run's
// line and diagnostics: they do not fail the run.
void writeNotes(std::ostream& out, const scenario::ScenarioRun& r) {
    for (const auto& f : r.notes)
        out << "# note[" << f.code << "] " << tapDescription(r.file) << ":" << f.pos.line << ": "
            << tapDescription(f.message) << "\n";
}

} // namespace

void writeTap(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info) {
    out << "TAP version 13\n";
    out << "1.." << (report.loadErrors.size() + report.runs.size()) << "\n";
    out << "# carcassonne-oracle " << info.version << "\n";
    int n = 0;
    for (const auto& e : report.loadErrors) {
        out << "not ok " << ++n << " - " << tapDescription(e.file) << "\n";
        out << "  ---\n";
        out << "  message: " << yamlQuoted(e.message) << "\n";
        out << "  severity: error\n";
        out << "  file: " << yamlQuoted(e.file) << "\n";
        out << "  line: " << e.line << "\n";
        out << "  column: " << e.column << "\n";
        out << "  code: \"load\"\n";
        out << "  ...\n";
    }
    for (const auto& r : report.runs) {
        const auto verdict = scenario::verdictOf(r.outcome);
        // TAP: a known failure is `not ok ... # TODO` (a harness counts it as a todo, not a
        // failure); a skip is `ok ... # SKIP reason`.
        const bool ok =
            verdict == scenario::Verdict::Passed || verdict == scenario::Verdict::Skipped;
        out << (ok ? "ok " : "not ok ") << ++n << " - " << tapDescription(r.id);
        if (verdict == scenario::Verdict::Skipped)
            out << " # SKIP " << tapDescription(skipReason(r));
        if (verdict == scenario::Verdict::ExpectedFailure) out << " # TODO known failure";
        out << "\n";
        if (ok) {
            writeNotes(out, r);
            continue;
        }
        out << "  ---\n";
        if (!r.findings.empty()) {
            const auto& first = r.findings.front();
            out << "  message: " << yamlQuoted(first.message) << "\n";
        }
        out << "  severity: "
            << (verdict == scenario::Verdict::Errored           ? "error"
                : verdict == scenario::Verdict::ExpectedFailure ? "todo"
                                                                : "fail")
            << "\n";
        out << "  status: " << yamlQuoted(std::string(scenario::toString(r.outcome))) << "\n";
        out << "  file: " << yamlQuoted(r.file) << "\n";
        if (!r.findings.empty()) {
            const auto& first = r.findings.front();
            out << "  line: " << first.pos.line << "\n";
            out << "  column: " << first.pos.column << "\n";
            out << "  code: " << yamlQuoted(first.code) << "\n";
        }
        out << "  title: " << yamlQuoted(r.title) << "\n";
        out << "  edition: " << yamlQuoted(std::string(toString(r.edition))) << "\n";
        out << "  rulings:";
        if (r.rulings.empty()) out << " []";
        out << "\n";
        for (const auto& id : r.rulings)
            out << "    - " << yamlQuoted(id) << "\n";
        out << "  findings:";
        if (r.findings.empty()) out << " []";
        out << "\n";
        for (const auto& f : r.findings)
            writeFinding(out, f);
        out << "  ...\n";
        writeNotes(out, r);
    }
    const Totals t = totals(report);
    out << "# " << t.passed << " passed, " << t.failed << " failed, " << t.errors
        << " errors (could not be run), " << t.skipped << " skipped, " << t.expectedFailures
        << " known failures\n";
    if (!t.segments.empty()) out << "# " << segmentsLine(t.segments) << "\n";
    if (!t.stoppedEarly.empty() && !t.interrupted)
        out << "# stopped " << t.stoppedEarly << ": " << t.notRun << " runs did not run\n";
    if (t.interrupted) out << "# interrupted: " << interruptedText(t) << "\n";
}

} // namespace carcassonne::report
