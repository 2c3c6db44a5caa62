#pragma once
// Progress of long work on a terminal (`drive`, `fuzz`, `perft`, `check-log` on many files): one
// line on standard error, redrawn in place: done/total, rate, failures, time left. Nothing at all
// when standard error is not a terminal (a log, a pipe, CI) or with --no-progress, so that what
// programs read never holds it.

#include <chrono>
#include <iosfwd>
#include <string>

namespace carcassonne::cli {

// Whether to show progress: standard error is a terminal and --no-progress was not given.
bool progressWanted(bool noProgress);

class Progress {
public:
    // `what` names the items ("runs", "games", "logs"), `failures` their bad outcome ("failed",
    // "divergences"; empty: none counted); `total` 0 when unknown. Shows nothing unless `shown`.
    Progress(std::string what, std::string failures, long total, bool shown);
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    // One item done (a failure when `failed`); redraws at most ten times a second.
    void step(bool failed = false);
    // Clears the line, so that the report that follows starts on a clean one.
    void finish();
    // Items come in parts counted to a total known at once ("files" of a suite, whose runs are
    // known only once each is read): the line shows the items done, then parts done/total, the
    // percentage and the time left by parts.
    void countParts(std::string parts, long total);
    void partDone();

private:
    void draw(bool force);

    std::string what_;
    std::string failures_;
    long total_;
    bool shown_;
    long done_ = 0;
    long failed_ = 0;
    std::string parts_;
    long partsTotal_ = 0;
    long partsDone_ = 0;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point drawn_{};
    bool visible_ = false;
};

// "1:05" or "2:03:05".
std::string clockTime(double seconds);

} // namespace carcassonne::cli
