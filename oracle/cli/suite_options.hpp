#pragma once
// What `run` and `drive` share: the selection of scenario runs (editions, filters, rulings,
// shard, known statuses) and the report (format, file), with the same options, messages and exit
// codes.

#include "known_names.hpp"
#include "report/reporter.hpp"
#include "scenario/ordered_jobs.hpp"
#include "scenario/suite.hpp"

#include <CLI/CLI.hpp>

#include <array>
#include <fstream>
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

// Writes `report` in `format` to the file (an error message on standard error when it cannot).
bool writeReportFile(const std::string& path, std::string_view format,
                     const scenario::SuiteReport& report, const report::RunInfo& info);
// "junit:report.xml" -> {"junit", "report.xml"} (an option's validator has checked it).
std::pair<std::string, std::string> reportFormatAndFile(const std::string& option);

// --jobs N (default: the machine's cores): work done by N threads, reported as one would.
void addJobsOption(CLI::App& command, int& jobs, const std::string& what);

// The selection the options describe, or the exit code of a bad --shard or --expectations (the
// message is printed).
std::variant<scenario::Selection, int> selectionOf(const SuiteOptions& options);

// The `jsonl` reports, written as runs finish: opened before the run (the console's report and
// each --report jsonl:FILE), fed by `finished` (a suite's callback), ended by writeReport.
class LiveReports {
public:
    explicit LiveReports(const SuiteOptions& options);
    // A finished run's line in every jsonl report, flushed.
    void finished(const scenario::ScenarioRun& run);
    // The stream of the console's report (-1) or of --report number `index`; nullptr when that
    // report is not jsonl.
    std::ostream* stream(int index) const;

private:
    std::map<int, std::ostream*> streams_;
    std::vector<std::unique_ptr<std::ofstream>> files_;
};

// The ids of the runs the selection picks (files that do not load go to `errors`): `run --list`,
// and the total a progress line counts to.
std::vector<std::string> selectedRunIds(const std::vector<std::string>& paths,
                                        const scenario::Selection& selection,
                                        std::vector<formats::InputError>& errors);

// What the machine-readable reports record of a `run` or `drive` (`command`): the version, the
// paths, the selection and the shard (--shard auto resolved).
report::RunInfo runInfoOf(const SuiteOptions& options, std::string command);

// Writes the report in the chosen format to the chosen place (the jsonl reports: their end); the
// exit code of the run (130 when it was interrupted). With --update-expectations, the
// known-failure file is written too.
int writeReport(const SuiteOptions& options, const scenario::SuiteReport& report,
                const report::RunInfo& info, const LiveReports* live = nullptr);

} // namespace carcassonne::cli
