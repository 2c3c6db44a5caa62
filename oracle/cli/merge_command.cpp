#include "merge_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "formats/input_file.hpp"
#include "input_errors.hpp"
#include "report/merge.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <limits>

namespace carcassonne::cli {

namespace {
// A json report holds a whole campaign's runs, written by the oracle itself: no limit but memory.
constexpr std::size_t kMaxReportBytes = std::numeric_limits<std::size_t>::max();
} // namespace

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
        auto text = formats::readInputFile(file, kMaxReportBytes);
        if (auto* error = std::get_if<formats::InputError>(&text)) {
            errors.push_back(std::move(*error));
            continue;
        }
        auto read = report::readJsonReport(std::get<std::string>(text), file);
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
    // A campaign whose every run was UNSUPPORTED or SKIP (a fuzz campaign the engine declined)
    // compared nothing: writeReport says so with NothingRan, as drive and fuzz do.
    return writeReport(o.report, whole, info);
}

} // namespace carcassonne::cli
