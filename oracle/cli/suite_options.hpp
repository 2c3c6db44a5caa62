#pragma once
// What `run` and `drive` share: the selection of scenario runs (editions, filters, rulings,
// shard, known statuses) and the report (format, file), with the same options, messages and exit
// codes.

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
    int jobs = scenario::defaultJobs();
};

// The report formats, for --format and --report.
inline constexpr std::array<std::string_view, 6> kReportFormats{"human", "tap",   "junit",
                                                                "json",  "jsonl", "github"};

// Up to three of `candidates` nearest to `text` by edit distance (for "did you mean" messages).
std::vector<std::string> nearestNames(std::string_view text,
                                      const std::vector<std::string>& candidates);

// A CLI11 check refusing a value not in `names`, naming the nearest valid ones.
CLI::Validator oneOf(std::vector<std::string> names, std::string what);

void addSuiteOptions(CLI::App& command, SuiteOptions& options);

// --jobs N (default: the machine's cores): work done by N threads, reported as one would.
void addJobsOption(CLI::App& command, int& jobs, const std::string& what);

// "K/N" with 1 <= K <= N, nothing else (no sign, no spaces, no trailing text): the shard of a
// `run`, `drive` or `fuzz` campaign.
std::optional<std::pair<int, int>> parseShard(std::string_view text);

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

// Writes the report in the chosen format to the chosen place (the jsonl reports: their end); the
// exit code of the run. With --update-expectations, the known-failure file is written too.
int writeReport(const SuiteOptions& options, const scenario::SuiteReport& report,
                const LiveReports* live = nullptr);

} // namespace carcassonne::cli
