#pragma once
// `merge`: the `json` reports of the shards of one campaign (`run`, `drive` or `fuzz` with
// `--shard K/N` on several machines) read back and combined into the report the whole campaign
// would have written, for any reporter.

#include "reporter.hpp"

#include "formats/input_error.hpp"

#include <nlohmann/json.hpp>

#include <map>

#include <string>
#include <variant>
#include <vector>

namespace carcassonne::report {

// One shard's `json` report as read back: what made it, and its runs and load errors.
struct ShardReport {
    std::string file;
    RunInfo info;
    scenario::SuiteReport report;
    int summaryRuns = 0;                        // what its summary says it holds
    std::map<std::string, int> summaryStatuses; // by status name
};

// One run record of a `json` report (json_records.hpp), read back; an error names the JSON path
// below `path` ("runs[3].") and what was expected there.
std::variant<scenario::ScenarioRun, std::string>
readJsonResult(const nlohmann::ordered_json& record, const std::string& path);

// A `json` report (json_reporter.cpp) read back from `text`; an error names the file, the line and
// column of bad JSON, or the JSON path of a missing or mistyped key.
formats::Parsed<ShardReport> readJsonReport(const std::string& text, const std::string& file);

// The shards combined, or why they are not one campaign: a different command, paths, options,
// selection or version; the same shard twice or a run in two reports (overlap); a shard K of N
// absent; a report whose runs are not what its summary counts, or (fuzz) whose games are not its
// shard's, all of them but those it counts as not run. Runs are put back in the campaign's order:
// by file (as `run` and `drive` go through a folder), each file's runs in their shard's order (its
// editions'), or by game (`fuzz`).
struct Merged {
    RunInfo info;
    scenario::SuiteReport report;
};
std::variant<Merged, std::string> mergeShards(std::vector<ShardReport> shards);

} // namespace carcassonne::report
