#include "reporter.hpp"

#include "formats/join.hpp"
#include "formats/visible_text.hpp"

#include <algorithm>
#include <ostream>
#include <span>

namespace carcassonne::report {

using scenario::Outcome;

Totals totals(const scenario::SuiteReport& report) {
    Totals t;
    t.loadErrors = static_cast<int>(report.loadErrors.size());
    t.errors = t.loadErrors;
    t.interrupted = report.interrupted;
    t.notRun = report.notRun;
    t.filesNotRun = report.filesNotRun;
    t.stoppedEarly = report.stoppedEarly;
    t.segments = report.segments;
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

std::string skipReason(const scenario::ScenarioRun& run) {
    if (run.outcome != Outcome::Unsupported) return "listed SKIP in the expectations";
    for (const scenario::Finding& f : run.findings)
        if (f.code == scenario::kUnsupportedFinding) return f.message;
    // A report of an older version read back (merge): its finding said "UNSUPPORTED: why".
    constexpr std::string_view kOld = "UNSUPPORTED: ";
    if (!run.findings.empty()) {
        const std::string& m = run.findings.front().message;
        return m.starts_with(kOld) ? m.substr(kOld.size()) : m;
    }
    return "the engine does not support it";
}

std::string segmentsLine(const std::vector<scenario::Segment>& segments) {
    if (segments.empty()) return "";
    const auto segment = [](const scenario::Segment& s) {
        // A segment interrupted in its first game played none of them (that game is played
        // again by the next): "no game (interrupted at game 0)", never "games 0--1".
        const std::string games =
            s.endGame <= s.firstGame ? "no game"
            : s.endGame == s.firstGame + 1
                ? "game " + std::to_string(s.firstGame)
                : "games " + std::to_string(s.firstGame) + "-" + std::to_string(s.endGame - 1);
        const std::string interrupted =
            !s.interrupted ? ""
            : s.endGame <= s.firstGame
                ? " (interrupted at game " + std::to_string(s.firstGame) + ")"
                : " (interrupted)";
        return (s.shard ? "shard " + std::to_string(s.shard) + " " : std::string()) + games +
               interrupted;
    };
    return "resumed: " + std::to_string(segments.size()) +
           " segments: " + formats::join(segments, ", ", segment);
}

namespace {

// " (2 FAIL, 1 CRASH)" for the statuses of a group, or nothing when it holds only `plain`.
std::string breakdown(const Totals& t, scenario::Verdict group, Outcome plain) {
    std::vector<std::string> parts;
    bool other = false;
    for (const auto& [outcome, count] : t.byStatus) {
        if (count == 0 || scenario::verdictOf(outcome) != group) continue;
        other = other || outcome != plain;
        parts.push_back(std::to_string(count) + " " + std::string(scenario::toString(outcome)));
    }
    return other ? " (" + formats::join(parts, ", ") + ")" : "";
}

} // namespace

std::string interruptedText(const Totals& t) {
    auto count = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    if (t.filesNotRun == 0) return count(t.notRun, "run", "runs") + " did not run";
    if (t.notRun == 0)
        return count(t.filesNotRun, "file", "files") + " did not run (their runs are not counted)";
    return count(t.notRun, "run", "runs") + " and " +
           count(t.filesNotRun, "more file", "more files") +
           " did not run (the files' runs are not counted)";
}

std::string summaryLines(const Totals& t) {
    std::string out;
    if (const std::string resumed = segmentsLine(t.segments); !resumed.empty())
        out += resumed + "\n";
    if (!t.stoppedEarly.empty() && !t.interrupted)
        out += "stopped " + t.stoppedEarly + ": " + std::to_string(t.notRun) +
               (t.notRun == 1 ? " run did not run\n" : " runs did not run\n");
    if (t.interrupted) out += "interrupted: " + interruptedText(t) + "\n";
    if (t.errors > 0) {
        // Which errors: files that did not load, runs whose scenario is inconsistent (ERROR).
        std::vector<std::string> parts;
        if (t.loadErrors > 0) parts.push_back(std::to_string(t.loadErrors) + " did not load");
        if (t.errors > t.loadErrors)
            parts.push_back(std::to_string(t.errors - t.loadErrors) + " ERROR");
        out +=
            std::to_string(t.errors) + " could not be run (" + formats::join(parts, ", ") + ")\n";
    }
    if (t.expectedFailures > 0)
        out += std::to_string(t.expectedFailures) + " failed as expected (XFAIL)\n";
    out += std::to_string(t.passed) + " passed, " + std::to_string(t.failed) + " failed" +
           breakdown(t, scenario::Verdict::Failed, Outcome::Fail);
    if (t.errors > 0)
        out += ", " + std::to_string(t.errors) + (t.errors == 1 ? " error" : " errors");
    if (t.skipped > 0)
        out += ", " + std::to_string(t.skipped) + " skipped" +
               breakdown(t, scenario::Verdict::Skipped, Outcome::Skip);
    return out + "\n";
}

namespace {
bool sameFinding(const scenario::Finding& a, const scenario::Finding& b) {
    return a.pos.line == b.pos.line && a.pos.column == b.pos.column && a.code == b.code &&
           a.message == b.message && a.details == b.details;
}

// The scenario id of a run id ("base/x@C3" -> "base/x").
std::string_view scenarioOf(const std::string& runId) {
    return std::string_view(runId).substr(0, runId.rfind('@'));
}
} // namespace

std::vector<SharedFinding> sharedFindings(const scenario::SuiteReport& report,
                                          scenario::Verdict verdict) {
    std::vector<SharedFinding> out;
    std::vector<std::vector<std::string>> editions; // beside `out`
    for (const auto& r : report.runs) {
        if (scenario::verdictOf(r.outcome) != verdict) continue;
        for (const auto& f : r.findings) {
            const auto same = std::find_if(out.begin(), out.end(), [&](const SharedFinding& s) {
                return s.run->file == r.file && scenarioOf(s.run->id) == scenarioOf(r.id) &&
                       sameFinding(*s.finding, f);
            });
            if (same != out.end()) {
                editions[static_cast<std::size_t>(same - out.begin())].emplace_back(
                    toString(r.edition));
                continue;
            }
            out.push_back({&r, &f, {}});
            editions.push_back({std::string(toString(r.edition))});
        }
    }
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i].where =
            std::string(scenarioOf(out[i].run->id)) + "@" + formats::join(editions[i], ", ");
    }
    return out;
}

std::vector<UnsupportedReason> unsupportedReasons(const scenario::SuiteReport& report) {
    constexpr std::size_t kScenariosShown = 5;
    struct Group {
        UnsupportedReason reason;
        // scenario id -> its editions, in the order the runs came
        std::vector<std::pair<std::string, std::vector<std::string>>> scenarios;
    };
    std::vector<Group> groups;
    for (const auto& r : report.runs) {
        if (r.outcome != Outcome::Unsupported) continue;
        const std::string why = skipReason(r);
        auto g = std::find_if(groups.begin(), groups.end(),
                              [&](const Group& x) { return x.reason.reason == why; });
        if (g == groups.end()) {
            groups.push_back({{why, 0, {}}, {}});
            g = groups.end() - 1;
        }
        ++g->reason.runs;
        const std::string id(scenarioOf(r.id));
        const std::string edition(toString(r.edition));
        auto s = std::find_if(g->scenarios.begin(), g->scenarios.end(),
                              [&](const auto& x) { return x.first == id; });
        if (s == g->scenarios.end())
            g->scenarios.emplace_back(id, std::vector{edition});
        else
            s->second.push_back(edition);
    }
    std::vector<UnsupportedReason> out;
    for (Group& g : groups) {
        std::string where = formats::join(
            std::span(g.scenarios).first(std::min(g.scenarios.size(), kScenariosShown)), "; ",
            [](const auto& s) { return s.first + "@" + formats::join(s.second, ", "); });
        if (g.scenarios.size() > kScenariosShown)
            where +=
                "; and " + std::to_string(g.scenarios.size() - kScenariosShown) + " more scenarios";
        g.reason.where = std::move(where);
        out.push_back(std::move(g.reason));
    }
    return out;
}

void writeHuman(std::ostream& out, const scenario::SuiteReport& report) {
    using formats::visibleText;
    for (const auto& e : report.loadErrors)
        out << visibleText(e.toString("load")) << "\n";
    for (auto verdict : {scenario::Verdict::Errored, scenario::Verdict::Failed})
        for (const SharedFinding& s : sharedFindings(report, verdict)) {
            const scenario::Finding& f = *s.finding;
            out << visibleText(s.run->file) << ":" << f.pos.line << ":" << f.pos.column
                << ": error[" << f.code << "]: " << visibleText(f.message) << " ("
                << visibleText(s.where) << ")\n";
            for (const auto& d : f.details)
                out << "    " << visibleText(d) << "\n";
        }
    // Notes (a score breakdown that differs under drive's --compare outcome) do not fail a run.
    for (const auto& r : report.runs)
        for (const scenario::Finding& f : r.notes) {
            out << visibleText(r.file) << ":" << f.pos.line << ":" << f.pos.column << ": note["
                << f.code << "]: " << visibleText(f.message) << " (" << visibleText(r.id) << ")\n";
            for (const auto& d : f.details)
                out << "    " << visibleText(d) << "\n";
        }
    // Why runs were not played: one line per reason, the same words as every other format.
    for (const UnsupportedReason& u : unsupportedReasons(report))
        out << "unsupported: " << visibleText(u.reason) << " (" << u.runs
            << (u.runs == 1 ? " run: " : " runs: ") << visibleText(u.where) << ")\n";
    out << summaryLines(totals(report));
}

} // namespace carcassonne::report
