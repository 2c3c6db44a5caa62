#include "fuzz_reports.hpp"

#include "formats/join.hpp"
#include "suite_options.hpp"
#include "version.hpp"

#include <iostream>

namespace carcassonne::cli {

void addFuzzReportOptions(CLI::App& fuzz, FuzzOptions& o) {
    addReportFilesOption(fuzz, o.reports);
    fuzz.add_flag("--no-progress", o.noProgress,
                  "No progress line on standard error (shown only when it is a terminal)");
}

namespace {
// The games this command is to play: the shard's from the first one not played yet.
long gamesOfShard(const protocol::FuzzOptions& o) {
    long count = 0;
    for (int g = o.firstGame; g < o.games; ++g)
        count += g % o.shardCount == o.shardIndex - 1 ? 1 : 0;
    return count;
}
} // namespace

FuzzReports::FuzzReports(const FuzzOptions& command, protocol::FuzzOptions& options,
                         std::vector<scenario::ScenarioRun> earlier)
    : command_(command),
      progress_("games", "divergences", gamesOfShard(options), progressWanted(command.noProgress)),
      buffer_(std::cout.rdbuf(), progress_), log_(&buffer_) {
    // --shard given (auto resolved by the caller): the reports record it, 1/1 included.
    if (!command.shard.empty()) shard_ = std::pair{options.shardIndex, options.shardCount};
    games_.earlier(std::move(earlier));
    options.played = [this](const scenario::ScenarioRun& run) {
        // Kept for the reports only: without one, a long campaign's memory stays flat.
        if (!command_.reports.empty()) games_.played(run);
        progress_.step(scenario::verdictOf(run.outcome) == scenario::Verdict::Failed);
    };
}

std::ostream& FuzzReports::log() {
    return log_;
}

FuzzReports::ClearingBuffer::int_type FuzzReports::ClearingBuffer::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    if (lineStart_) progress_.finish();
    lineStart_ = traits_type::to_char_type(c) == '\n';
    return out_->sputc(traits_type::to_char_type(c));
}

std::vector<scenario::ScenarioRun>
FuzzReports::runs(const protocol::FuzzResult& result,
                  const std::vector<std::string>& scenarioFiles) const {
    if (command_.reports.empty()) return {};
    return games_.report(result, scenarioFiles).runs;
}

bool FuzzReports::write(const protocol::FuzzResult& result,
                        const std::vector<std::string>& scenarioFiles,
                        const std::vector<scenario::Segment>& segments, std::size_t divergences) {
    progress_.finish();
    if (command_.reports.empty()) return true;
    report::RunInfo info;
    info.version = CARCASSONNE_ORACLE_VERSION;
    info.command = "fuzz";
    info.campaign = {{"engine", command_.engine},
                     {"games", std::to_string(command_.games)},
                     {"seed", std::to_string(command_.seed)},
                     {"max-turns", std::to_string(command_.maxTurns)},
                     {"probe-illegal", std::to_string(command_.probeRate)},
                     {"players", command_.players},
                     {"compare", command_.compare}};
    info.campaign.push_back({"editions", formats::join(command_.editions, ",")});
    info.campaign.push_back({"expansions", formats::join(command_.expansions, ",")});
    if (shard_) {
        info.shardNumbers = shard_;
        info.shard = std::to_string(shard_->first) + "/" + std::to_string(shard_->second);
    }
    scenario::SuiteReport report = games_.report(result, scenarioFiles);
    report.segments = segments;
    if (result.stoppedAtMax)
        report.stoppedEarly =
            "after " + std::to_string(divergences) + " divergences (--max-divergences)";
    bool written = true;
    for (const auto& option : command_.reports) {
        const auto [format, path] = reportFormatAndFile(option);
        written = writeReportFile(path, format, report, info) && written;
    }
    return written;
}

} // namespace carcassonne::cli
