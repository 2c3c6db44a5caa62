// GitHub Actions workflow commands: one `::error` annotation per finding, those that stopped a
// scenario from running (load errors, ERROR runs) first, then failed expectations, then a
// `::notice` per note and one per reason runs were UNSUPPORTED, then the totals.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions

#include "reporter.hpp"

#include "formats/github_escape.hpp"

#include <ostream>
#include <string>
#include <string_view>

namespace carcassonne::report {

using scenario::Outcome;

namespace {

void annotation(std::ostream& out, const std::string& file, scenario::SourcePos pos,
                std::string_view title, std::string message, std::string_view command = "error") {
    out << "::" << command << " file=" << formats::githubProperty(file);
    if (pos.line > 0) out << ",line=" << pos.line;
    if (pos.column > 0) out << ",col=" << pos.column;
    out << ",title=" << formats::githubProperty(title) << "::" << formats::githubData(message)
        << "\n";
}

void findingAnnotations(std::ostream& out, const scenario::SuiteReport& report,
                        scenario::Verdict verdict) {
    for (const SharedFinding& s : sharedFindings(report, verdict)) {
        const scenario::Finding& f = *s.finding;
        std::string message = f.message + " (" + s.where + ")";
        for (const auto& d : f.details)
            message += "\n" + d;
        annotation(out, s.run->file, f.pos, f.code, message);
    }
}

} // namespace

void writeGitHub(std::ostream& out, const scenario::SuiteReport& report) {
    for (const auto& e : report.loadErrors)
        annotation(out, e.file, {e.line, e.column}, "load", e.message);
    findingAnnotations(out, report, scenario::Verdict::Errored);
    findingAnnotations(out, report, scenario::Verdict::Failed);
    // Notes (drive --compare outcome: a score breakdown that differs) do not fail a run.
    for (const auto& r : report.runs)
        for (const scenario::Finding& f : r.notes) {
            std::string message = f.message + " (" + r.id + ")";
            for (const auto& d : f.details)
                message += "\n" + d;
            annotation(out, r.file, f.pos, f.code, message, "notice");
        }
    // Why runs were not played: a notice per reason, in the words of every other format.
    for (const UnsupportedReason& u : unsupportedReasons(report))
        out << "::notice title=UNSUPPORTED::"
            << formats::githubData(u.reason + " (" + std::to_string(u.runs) +
                                   (u.runs == 1 ? " run: " : " runs: ") + u.where + ")")
            << "\n";
    out << summaryLines(totals(report));
}

} // namespace carcassonne::report
