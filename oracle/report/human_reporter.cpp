#include "reporter.hpp"

#include <ostream>

namespace carcassonne::report {

using scenario::Outcome;

Totals totals(const scenario::SuiteReport& report) {
    Totals t;
    t.errors = static_cast<int>(report.loadErrors.size());
    for (const auto& r : report.runs) {
        if (r.outcome == Outcome::Pass) ++t.passed;
        if (r.outcome == Outcome::Fail) ++t.failed;
        if (r.outcome == Outcome::Error) ++t.errors;
    }
    return t;
}

void writeHuman(std::ostream& out, const scenario::SuiteReport& report) {
    for (const auto& e : report.loadErrors)
        out << e.file << ":" << e.pos.line << ":" << e.pos.column << ": error[load]: " << e.message
            << "\n";
    for (const auto& r : report.runs) {
        for (const auto& f : r.findings) {
            out << r.file << ":" << f.pos.line << ":" << f.pos.column << ": error[" << f.code
                << "]: " << f.message << " (" << r.id << ")\n";
            for (const auto& d : f.details)
                out << "    " << d << "\n";
        }
    }
    const Totals t = totals(report);
    if (t.errors > 0) out << t.errors << " could not be run (scenario errors)\n";
    out << t.passed << " passed, " << (t.failed + t.errors) << " failed\n";
}

} // namespace carcassonne::report
