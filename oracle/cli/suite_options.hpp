#pragma once
// What `run` and `drive` share: the selection of scenario runs (editions, filters, rulings,
// shard, known statuses) and the report (format, file), with the same options, messages and exit
// codes.

#include "file_roles.hpp"
#include "formats/output_file.hpp"
#include "interrupts.hpp"
#include "known_names.hpp"
#include "progress.hpp"
#include "report/reporter.hpp"
#include "scenario/ordered_jobs.hpp"
#include "scenario/suite.hpp"

#include <CLI/CLI.hpp>

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace carcassonne::cli {

struct SuiteOptions {
    std::vector<std::string> paths;
    std::vector<std::string> editions;
    std::vector<std::string> filters;
    std::vector<std::string> excludes;
    std::vector<std::string> rulings;
    std::string shard;
    std::string format = "human";
    std::string output;
    std::vector<std::string> reports; // --report FORMAT:FILE, besides the console's report
    std::string expectations;
    std::string updateExpectations; // --update-expectations FILE: written from the results
    bool strictExpectations = false;
    bool failFast = false;
    bool noProgress = false; // --no-progress (drive): no progress line on a terminal
    int jobs = scenario::defaultJobs();
};

// The report formats, for --format and --report.
inline constexpr std::array<std::string_view, 6> kReportFormats{"human", "tap",   "junit",
                                                                "json",  "jsonl", "github"};

void addSuiteOptions(CLI::App& command, SuiteOptions& options);
// Of those, the report's: --format and --output (-o); --report FORMAT:FILE (repeatable).
void addFormatOptions(CLI::App& command, SuiteOptions& options);
void addReportFilesOption(CLI::App& command, std::vector<std::string>& reports);
// Why a --report value (FORMAT:FILE) is not one, if it is not.
std::optional<std::string> reportFileError(const std::string& option);

// Writes `report` in `format` to the file, whole (a temporary file renamed onto it); false, with
// the message on standard error, when it cannot be.
bool writeReportFile(const std::string& path, std::string_view format,
                     const scenario::SuiteReport& report, const report::RunInfo& info);
// "junit:report.xml" -> {"junit", "report.xml"} (an option's validator has checked it).
std::pair<std::string, std::string> reportFormatAndFile(const std::string& option);

// --jobs N (default: the machine's cores): work done by N threads, reported as one would.
void addJobsOption(CLI::App& command, int& jobs, const std::string& what);

// The selection the options describe, or the exit code of a bad --shard or --expectations (the
// message is printed).
std::variant<scenario::Selection, int> selectionOf(const SuiteOptions& options);

// The report files of a suite command (-o, --report FORMAT:FILE, --update-expectations) and
// the inputs they must not be (--expectations; the scenario files the caller adds).
void declareReportFiles(FileRoles& roles, const SuiteOptions& options);

// The `jsonl` reports, written as runs finish: opened before the run (the console's report and
// each --report jsonl:FILE, a file as FILE.partial until its end), fed by `finished` (a suite's
// callback), ended by writeReport (which renames FILE.partial onto FILE).
class LiveReports {
public:
    LiveReports() = default;
    // Opens the jsonl reports of `options`; false, with the message, when one cannot be.
    bool open(const SuiteOptions& options);
    // A finished run's line in every jsonl report, flushed.
    void finished(const scenario::ScenarioRun& run);
    // The stream of the console's report (-1) or of --report number `index`; nullptr when that
    // report is not jsonl.
    std::ostream* stream(int index) const;
    // Ends the report of `index` (its stream written): renamed onto its file; false, with the
    // message, when a write to it failed.
    bool end(int index);

private:
    std::map<int, std::ostream*> streams_;
    std::map<int, formats::OutputFile> files_;
};

// The ids of the runs the selection picks (files that do not load go to `errors`), the files
// read by `jobs` threads: `run --list`. `listed` sees each id as it comes, in order.
void selectedRunIds(const std::vector<scenario::ScenarioFile>& files,
                    const scenario::Selection& selection, int jobs,
                    const std::function<void(const std::string&)>& listed,
                    std::vector<formats::InputError>& errors);

// How many of the files the selection picks (by id: cheap, no file is read), for the total of
// a progress line.
long selectedFiles(const std::vector<scenario::ScenarioFile>& files,
                   const scenario::Selection& selection);

// What the machine-readable reports record of a `run` or `drive` (`command`): the version, the
// paths, the selection and the shard (--shard auto resolved).
report::RunInfo runInfoOf(const SuiteOptions& options, std::string command);

// Writes the report in the chosen format to the chosen place (the jsonl reports: their end); the
// exit code of the run (130 when it was interrupted, 74 when a report could not be written).
// With --update-expectations, the known-failure file is written too.
int writeReport(const SuiteOptions& options, const scenario::SuiteReport& report,
                const report::RunInfo& info, LiveReports* live = nullptr);

// What run and drive do around a suite: the jsonl reports opened and fed, the progress line (by
// files: counting them reads none), the interrupts (a second one writes the reports of what
// finished at once, without waiting for the runs under way), and the reports at the end.
class SuiteReporting {
public:
    SuiteReporting(const SuiteOptions& options, report::RunInfo info, long files);
    // Opens the jsonl reports; the exit code when one cannot be.
    std::optional<int> open();
    // The suite's callbacks and its report so far, for runSuite (or driveSuite).
    void finished(const scenario::ScenarioRun& run);
    void fileFinished();
    scenario::SuiteSoFar& soFar() { return soFar_; }
    // The reports of the suite's end; the exit code.
    int write(const scenario::SuiteReport& report);
    // The progress line cleared (before a message of the command's own).
    void clearProgress() { progress_.finish(); }

private:
    const SuiteOptions& options_;
    report::RunInfo info_;
    LiveReports live_;
    Progress progress_;
    scenario::SuiteSoFar soFar_;
    InterruptGuard interrupts_;
};

} // namespace carcassonne::cli
