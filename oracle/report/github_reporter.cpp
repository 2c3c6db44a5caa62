// GitHub Actions workflow commands: one `::error` annotation per finding, those that stopped a
// scenario from running (load errors, ERROR runs) first, then failed expectations, then the totals.
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
                std::string_view title, std::string message) {
    out << "::error file=" << formats::githubProperty(file);
    if (pos.line > 0) out << ",line=" << pos.line;
    if (pos.column > 0) out << ",col=" << pos.column;
    out << ",title=" << formats::githubProperty(title) << "::" << formats::githubData(message)
        << "\n";
}

void runAnnotations(std::ostream& out, const scenario::ScenarioRun& r) {
    for (const auto& f : r.findings) {
        std::string message = f.message + " (" + r.id + ")";
        for (const auto& d : f.details)
            message += "\n" + d;
        annotation(out, r.file, f.pos, f.code, message);
    }
}

} // namespace

void writeGitHub(std::ostream& out, const scenario::SuiteReport& report) {
    for (const auto& e : report.loadErrors)
        annotation(out, e.file, {e.line, e.column}, "load", e.message);
    for (const auto& r : report.runs)
        if (scenario::verdictOf(r.outcome) == scenario::Verdict::Errored) runAnnotations(out, r);
    for (const auto& r : report.runs)
        if (scenario::verdictOf(r.outcome) == scenario::Verdict::Failed) runAnnotations(out, r);
    out << summaryLines(totals(report));
}

} // namespace carcassonne::report
