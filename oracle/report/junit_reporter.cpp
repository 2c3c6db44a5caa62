// JUnit XML, the form CI servers read (Jenkins, GitLab, GitHub test-report actions): one testsuite
// holding one testcase per scenario run (classname: the folder of the scenario id) and one per file
// that did not load. A FAIL or XPASS run has one <failure>, an ERROR run or a load error one
// <error>, a SKIP and a known failure (XFAIL) one <skipped>; the element's text lists every finding
// with its position and details (a SKIP's: its reason). tests/cli/check_junit.py and
// junit_statuses.py hold what Jenkins, GitLab and the GitHub actions read. Only what Jenkins' JUnit
// schema (junit-10.xsd) accepts: `time` on testcases and suites, <properties> on the testsuite
// only, no `file` or `line` attribute (the file, title, edition and rulings of a run go to its
// <system-out>).

#include "reporter.hpp"

#include "formats/xml_escape.hpp"

#include <cstdio>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::report {

using formats::xmlEscape;
using formats::xmlText;
using scenario::Outcome;

namespace {

std::string join(const std::vector<std::string>& items, std::string_view separator) {
    std::string out;
    for (const auto& i : items)
        out += (out.empty() ? "" : std::string(separator)) + i;
    return out;
}

// "base/meeple/x@C3" -> "base/meeple"; an id at the top of the folder run gets "(top)".
std::string classname(const std::string& id) {
    const std::string scenarioId = id.substr(0, id.rfind('@'));
    const auto slash = scenarioId.rfind('/');
    return slash == std::string::npos ? "(top)" : scenarioId.substr(0, slash);
}

std::string seconds(double s) {
    char text[32];
    std::snprintf(text, sizeof text, "%.6f", s);
    return text;
}

void property(std::ostream& out, std::string_view indent, std::string_view name,
              std::string_view value) {
    out << indent << "<property name=\"" << xmlEscape(name) << "\" value=\"" << xmlEscape(value)
        << "\"/>\n";
}

std::string findingsText(const scenario::ScenarioRun& r) {
    std::string text;
    for (const auto& f : r.findings) {
        text +=
            r.file + ":" + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) + ": " +
            (scenario::verdictOf(r.outcome) == scenario::Verdict::Errored ? "error" : "failure") +
            "[" + f.code + "]: " + f.message + "\n";
        for (const auto& d : f.details)
            text += "    " + d + "\n";
    }
    return text;
}

// Notes (drive --compare outcome: a score breakdown that differs): they do not fail the run.
std::string notesText(const scenario::ScenarioRun& r) {
    std::string text;
    for (const auto& f : r.notes) {
        text += r.file + ":" + std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column) +
                ": note[" + f.code + "]: " + f.message + "\n";
        for (const auto& d : f.details)
            text += "    " + d + "\n";
    }
    return text;
}

} // namespace

void writeJUnit(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info) {
    const Totals t = totals(report);
    const std::size_t tests = report.loadErrors.size() + report.runs.size();
    double total = 0;
    for (const auto& r : report.runs)
        total += r.seconds;
    const std::string counts = "tests=\"" + std::to_string(tests) + "\" failures=\"" +
                               std::to_string(t.failed) + "\" errors=\"" +
                               std::to_string(t.errors) + "\" time=\"" + seconds(total) + "\"";
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    out << "<testsuites name=\"carcassonne-oracle\" " << counts << ">\n";
    // A known failure is written <skipped>, so the suite's skipped count holds them too.
    out << "  <testsuite name=\"carcassonne-oracle\" " << counts << " skipped=\""
        << t.skipped + t.expectedFailures << "\">\n";
    out << "    <properties>\n";
    property(out, "      ", "version", info.version);
    property(out, "      ", "editions",
             info.editions.empty() ? "each scenario's own" : join(info.editions, " "));
    property(out, "      ", "filters", join(info.filters, " "));
    if (!info.excludes.empty()) property(out, "      ", "excludes", join(info.excludes, " "));
    if (!info.rulings.empty()) property(out, "      ", "rulings", join(info.rulings, " "));
    if (!info.shard.empty()) property(out, "      ", "shard", info.shard);
    if (report.interrupted) property(out, "      ", "interrupted", interruptedText(totals(report)));
    if (!report.stoppedEarly.empty() && !report.interrupted)
        property(out, "      ", "stopped",
                 report.stoppedEarly + ": " + std::to_string(report.notRun) + " runs did not run");
    if (!report.segments.empty()) property(out, "      ", "resumed", segmentsLine(report.segments));
    out << "    </properties>\n";

    for (const auto& e : report.loadErrors) {
        out << "    <testcase classname=\"load\" name=\"" << xmlEscape(e.file)
            << "\" time=\"0.000000\">\n";
        out << "      <error message=\"" << xmlEscape(e.message) << "\" type=\"load\">"
            << xmlText(e.toString()) << "</error>\n";
        out << "    </testcase>\n";
    }

    for (const auto& r : report.runs) {
        out << "    <testcase classname=\"" << xmlEscape(classname(r.id)) << "\" name=\""
            << xmlEscape(r.id) << "\" time=\"" << seconds(r.seconds) << "\">\n";
        const auto verdict = scenario::verdictOf(r.outcome);
        // The reason also as text: GitLab shows a <skipped>'s text, not its message.
        if (verdict == scenario::Verdict::Skipped)
            out << "      <skipped message=\"" << xmlEscape(skipReason(r)) << "\">"
                << xmlText(skipReason(r)) << "</skipped>\n";
        if (verdict == scenario::Verdict::ExpectedFailure) {
            const std::string why = r.findings.empty() ? "" : ": " + r.findings.front().message;
            out << "      <skipped message=\"" << xmlEscape("known failure" + why) << "\">"
                << xmlText(findingsText(r)) << "</skipped>\n";
        }
        if (verdict == scenario::Verdict::Failed || verdict == scenario::Verdict::Errored) {
            const char* element = verdict == scenario::Verdict::Errored ? "error" : "failure";
            const std::string message = r.findings.empty() ? "" : r.findings.front().message;
            const std::string code = r.findings.empty() ? "" : r.findings.front().code;
            out << "      <" << element << " message=\"" << xmlEscape(message) << "\" type=\""
                << xmlEscape(code) << "\">" << xmlText(findingsText(r)) << "</" << element << ">\n";
        }
        out << "      <system-out>"
            << xmlText("file: " + r.file + "\ntitle: " + r.title +
                       "\nedition: " + std::string(toString(r.edition)) +
                       "\nrulings: " + join(r.rulings, " ") + "\n" + notesText(r))
            << "</system-out>\n";
        out << "    </testcase>\n";
    }
    out << "  </testsuite>\n";
    out << "</testsuites>\n";
}

} // namespace carcassonne::report
