#include "merge_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "input_errors.hpp"
#include "report/merge.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <iterator>

namespace carcassonne::cli {

CLI::App* addMergeCommand(CLI::App& app, MergeOptions& o) {
    auto* merge = app.add_subcommand(
        "merge", "Combine the json reports of a campaign's shards (run, drive or fuzz with "
                 "--shard K/N) into one report");
    merge->add_option("reports", o.files, "The json reports (--report json:FILE), one per shard")
        ->required();
    addFormatOptions(*merge, o.report);
    addReportFilesOption(*merge, o.report.reports);
    return merge;
}

int mergeCommand(const MergeOptions& o) {
    FileRoles roles;
    for (const auto& file : o.files)
        roles.reads(file, "the report");
    declareReportFiles(roles, o.report);
    if (const auto refused = roles.refusal()) return *refused;
    std::vector<report::ShardReport> shards;
    std::vector<formats::InputError> errors;
    for (const auto& file : o.files) {
        std::ifstream in(file);
        if (!in) {
            errors.push_back({.file = file, .message = "cannot read the file"});
            continue;
        }
        const std::string text((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
        auto read = report::readJsonReport(text, file);
        if (auto* error = std::get_if<formats::InputError>(&read))
            errors.push_back(std::move(*error));
        else
            shards.push_back(std::move(std::get<report::ShardReport>(read)));
    }
    if (const int code = reportInputErrors(errors); code != Success) return code;

    auto merged = report::mergeShards(std::move(shards));
    if (const auto* why = std::get_if<std::string>(&merged)) {
        std::cerr << "carcassonne-oracle: merge: " << *why << " (exit code " << ShardsDisagree
                  << ")\n";
        return ShardsDisagree;
    }
    const auto& [info, whole] = std::get<report::Merged>(merged);
    const int code = writeReport(o.report, whole, info);
    // A fuzz campaign whose every game the engine declined compared nothing, as `fuzz` says.
    const bool noneSupported =
        info.command == "fuzz" && !whole.runs.empty() &&
        std::all_of(whole.runs.begin(), whole.runs.end(), [](const scenario::ScenarioRun& r) {
            return r.outcome == scenario::Outcome::Unsupported;
        });
    if (code == Success && noneSupported) {
        std::cerr << "carcassonne-oracle: nothing was run (the engine supports none of the games "
                     "drawn)\n";
        return NothingRan;
    }
    return code;
}

} // namespace carcassonne::cli
