#include "reporter.hpp"

#include <ostream>

namespace carcassonne::report {

using scenario::Outcome;

Totals totals(const scenario::SuiteReport& report) {
    Totals t;
    t.loadErrors = static_cast<int>(report.loadErrors.size());
    t.errors = t.loadErrors;
    for (Outcome o : scenario::kOutcomes)
        t.byStatus.emplace_back(o, 0);
    for (const auto& r : report.runs) {
        for (auto& [outcome, count] : t.byStatus)
            count += outcome == r.outcome ? 1 : 0;
        switch (scenario::verdictOf(r.outcome)) {
        case scenario::Verdict::Passed:
            ++t.passed;
            break;
        case scenario::Verdict::Failed:
            ++t.failed;
            break;
        case scenario::Verdict::Errored:
            ++t.errors;
            break;
        case scenario::Verdict::Skipped:
            ++t.skipped;
            break;
        case scenario::Verdict::ExpectedFailure:
            ++t.expectedFailures;
            break;
        }
    }
    return t;
}

std::string_view skipReason(Outcome outcome) {
    return outcome == Outcome::Unsupported ? "the engine does not support it"
                                           : "listed SKIP in the expectations";
}

std::string summaryLines(const Totals& t) {
    std::string out;
    if (t.errors > 0) {
        // Which errors: files that did not load, runs whose scenario is inconsistent (ERROR).
        std::string parts;
        if (t.loadErrors > 0) parts = std::to_string(t.loadErrors) + " did not load";
        if (t.errors > t.loadErrors)
            parts +=
                (parts.empty() ? "" : ", ") + std::to_string(t.errors - t.loadErrors) + " ERROR";
        out += std::to_string(t.errors) + " could not be run (" + parts + ")\n";
    }
    if (t.expectedFailures > 0)
        out += std::to_string(t.expectedFailures) + " failed as expected (XFAIL)\n";
    out += std::to_string(t.passed) + " passed, " + std::to_string(t.failed) + " failed";
    if (t.errors > 0)
        out += ", " + std::to_string(t.errors) + (t.errors == 1 ? " error" : " errors");
    if (t.skipped > 0) out += ", " + std::to_string(t.skipped) + " skipped";
    return out + "\n";
}

void writeHuman(std::ostream& out, const scenario::SuiteReport& report) {
    for (const auto& e : report.loadErrors)
        out << e.toString("load") << "\n";
    for (const auto& r : report.runs) {
        const auto verdict = scenario::verdictOf(r.outcome);
        if (verdict != scenario::Verdict::Failed && verdict != scenario::Verdict::Errored) continue;
        for (const auto& f : r.findings) {
            out << r.file << ":" << f.pos.line << ":" << f.pos.column << ": error[" << f.code
                << "]: " << f.message << " (" << r.id << ")\n";
            for (const auto& d : f.details)
                out << "    " << d << "\n";
        }
    }
    out << summaryLines(totals(report));
}

} // namespace carcassonne::report
