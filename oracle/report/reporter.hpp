#pragma once
// Reporters turn a suite run into text for people or machines; each format is one file.

#include "scenario/suite.hpp"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace carcassonne::report {

// The counts every reporter prints, so that they agree: a file that does not load is an error (as
// an ERROR run), never a failure.
struct Totals {
    int passed = 0;
    int failed = 0;  // expectations that did not hold (FAIL, XPASS, an engine's TIMEOUT...)
    int errors = 0;  // could not be run: files that did not load and ERROR runs
    int skipped = 0; // SKIP, UNSUPPORTED
    int expectedFailures = 0; // XFAIL: known failures listed in an --expectations file
    int loadErrors = 0;       // of `errors`, the files that did not load
    bool interrupted = false; // SIGINT or SIGTERM stopped the command
    int notRun = 0;           // the selected runs an interrupt left unrun (of the files read)
    int filesNotRun = 0;      // the selected files it left unread, their runs not counted
    std::string stoppedEarly; // why the campaign stopped early without a signal (notRun: what)
    std::vector<scenario::Segment> segments;                 // a resumed campaign's parts
    std::vector<std::pair<scenario::Outcome, int>> byStatus; // every status, in enum order
};
Totals totals(const scenario::SuiteReport& report);
// What an interrupt left: "3 runs did not run", or "3 runs and 99870 more files did not run
// (the files' runs are not counted)" when it kept files from being read.
std::string interruptedText(const Totals& totals);
// Why a skipped run was not run, in the words every format gives (TAP's `# SKIP`, JUnit's
// <skipped>, the human and GitHub lines, the JSON finding): for UNSUPPORTED, its reason (what the
// engine does not declare, or what it declined and why); for SKIP, the expectations file.
std::string skipReason(const scenario::ScenarioRun& run);
// "resumed: 3 segments: games 0-242 (interrupted), 243-598 (interrupted), 599-999"; empty when
// one command played the whole campaign.
std::string segmentsLine(const std::vector<scenario::Segment>& segments);
// The closing lines shared by the text formats; the last is
// `N passed, N failed (N FAIL, N CRASH, ...)[, N errors][, N skipped (N UNSUPPORTED, ...)]`: a
// group is broken down by status when it holds another status than its plain one (FAIL for
// failed, SKIP for skipped), so a CRASH is never counted as a plain failure.
std::string summaryLines(const Totals& totals);

// The UNSUPPORTED runs grouped by reason, in the order of each reason's first run: the text
// formats print one line per reason. `where` lists the runs as sharedFindings does
// ("x@C1, C2; y@C3"), the first few scenarios and how many more.
struct UnsupportedReason {
    std::string reason;
    int runs = 0;
    std::string where;
};
std::vector<UnsupportedReason> unsupportedReasons(const scenario::SuiteReport& report);

// A finding as people read it: once per scenario when its editions fail alike, with the editions
// it holds under ("mage-witch/x@C1, C2, C3.1"), in the order the runs came. The per-run formats
// (TAP, JUnit, JSON) keep one record per run; the text formats print these.
struct SharedFinding {
    const scenario::ScenarioRun* run; // the first run that has it
    const scenario::Finding* finding;
    std::string where; // "scenario-id@C1, C2"
};
std::vector<SharedFinding> sharedFindings(const scenario::SuiteReport& report,
                                          scenario::Verdict verdict);

// What the machine-readable formats record about the run besides its results.
struct RunInfo {
    std::string version;               // the oracle's version
    std::vector<std::string> editions; // --edition values; empty: each scenario's own
    std::vector<std::string> filters;  // --filter patterns
    std::vector<std::string> excludes; // --exclude patterns
    std::vector<std::string> rulings;  // --ruling ids
    std::string shard;                 // --shard K/N, or empty
    // What made the results, so that `merge` refuses to mix campaigns: the command ("run",
    // "drive", "fuzz"), the paths given and the options that change a result (the engine, a
    // fuzz seed...), as name and value.
    std::string command;
    std::vector<std::string> paths;
    std::vector<std::pair<std::string, std::string>> campaign;
    std::optional<std::pair<int, int>> shardNumbers; // --shard K/N, 1-based; none: the whole
};

// `path:line:col: error[CODE]: message` lines, then `N passed, N failed`.
void writeHuman(std::ostream& out, const scenario::SuiteReport& report);

// TAP (version 13, read by prove and TAP 14 harnesses): one test point per load error and per run,
// a YAML block on each `not ok`.
void writeTap(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);

// JUnit XML: one testsuite, one testcase per run (classname: the id's folder) and per load error.
void writeJUnit(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);

// JSON: tool, version, selection, summary, results (with findings) and loadErrors.
void writeJson(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);

// JSON Lines: a line per run as it finishes (`"type": "result"` and the fields of a `json` result
// record), written and flushed by writeJsonlRun; then writeJsonlEnd: a line per file that did not
// load (`"type": "loadError"`) and the summary (`"type": "summary"`, the tool, its version and
// the `json` summary's counts). writeJsonl writes it all at once from a finished report.
void writeJsonlRun(std::ostream& out, const scenario::ScenarioRun& run);
void writeJsonlEnd(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);
void writeJsonl(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info);

// GitHub Actions `::error` workflow commands: errors first, then failures, then the totals.
void writeGitHub(std::ostream& out, const scenario::SuiteReport& report);

} // namespace carcassonne::report
