#pragma once
// What `fuzz` writes besides its log: the campaign's reports (`--report FORMAT:FILE`, one run per
// game, which `merge` combines across shards) and the progress line on a terminal. Kept apart from
// fuzz_command.cpp, which hooks it in.

#include "fuzz_command.hpp"
#include "progress.hpp"
#include "protocol/fuzz.hpp"
#include "protocol/fuzz_report.hpp"

#include <CLI/CLI.hpp>

#include <optional>
#include <ostream>
#include <streambuf>
#include <utility>

namespace carcassonne::cli {

// --report FORMAT:FILE (repeatable) and --no-progress.
void addFuzzReportOptions(CLI::App& fuzz, FuzzOptions& options);

class FuzzReports {
public:
    // Hooks into `options.played` (the games of this shard are counted for the progress line).
    // `earlier`: the runs of the segments played before (a resumed campaign), as reported.
    FuzzReports(const FuzzOptions& command, protocol::FuzzOptions& options,
                std::vector<scenario::ScenarioRun> earlier = {});
    // The log stream for protocol::fuzz: standard output, with the progress line cleared before
    // each line so that the two never mix on a terminal.
    std::ostream& log();
    // Writes every --report; false when one cannot be written (the message is printed).
    // `scenarioFiles`: where each divergence's scenario went (empty: the standard output).
    // `segments`: a resumed campaign's (empty: one command played it); `divergences`: the
    // campaign's, every segment's.
    bool write(const protocol::FuzzResult& result, const std::vector<std::string>& scenarioFiles,
               const std::vector<scenario::Segment>& segments, std::size_t divergences);
    // Every game's run so far, as the reports hold it (kept only when a report is asked for).
    std::vector<scenario::ScenarioRun> runs(const protocol::FuzzResult& result,
                                            const std::vector<std::string>& scenarioFiles) const;

private:
    // Forwards to standard output; clears the progress line at the start of each line.
    class ClearingBuffer : public std::streambuf {
    public:
        ClearingBuffer(std::streambuf* out, Progress& progress) : out_(out), progress_(progress) {}

    protected:
        int_type overflow(int_type c) override;
        int sync() override { return out_->pubsync(); }

    private:
        std::streambuf* out_;
        Progress& progress_;
        bool lineStart_ = true;
    };

    const FuzzOptions& command_;
    std::optional<std::pair<int, int>> shard_;
    protocol::FuzzGames games_;
    Progress progress_;
    ClearingBuffer buffer_;
    std::ostream log_;
};

} // namespace carcassonne::cli
