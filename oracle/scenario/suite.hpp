#pragma once
// A suite run: finding scenario files under the paths given, selecting them, running each under
// each of its editions.

#include "known_statuses.hpp"
#include "loader.hpp"
#include "runner.hpp"

#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace carcassonne::scenario {

struct Selection {
    std::vector<Edition> editions;            // empty: each scenario's own
    std::vector<std::string> filters;         // glob patterns on scenario ids; empty: all
    std::vector<std::string> excludes;        // glob patterns on scenario ids
    std::vector<std::string> rulings;         // only scenarios naming one of these
    std::optional<std::pair<int, int>> shard; // K of N, 1-based
    std::vector<KnownStatus> known;           // --expectations
    std::string knownFile;
};

struct ScenarioFile {
    std::string path;
    std::string id;
};

// The marker file at the root of a suite (`scenarios/.oracle-suite`): run ids are the paths below
// it, whatever folder or file is given, so that a known-failures line such as
// `base/scoring/x@*` means the same runs under `run scenarios/` and `run scenarios/base`.
inline constexpr const char* kSuiteMarker = ".oracle-suite";

// The nearest folder holding the marker, from `path` (a folder, or a file's folder) upwards.
std::optional<std::filesystem::path> suiteRootOf(const std::filesystem::path& path);

// Every .yaml/.yml file (any case) below the paths (or the files themselves), in a stable order.
// Ids are relative to the suite's root (the nearest marker above each file), else to the folder
// given; a file given alone outside a suite is known by its name. A path that does not exist, a
// folder that cannot be read and a dangling symbolic link below a folder (one named as a scenario
// file, or with no extension: it may have been a folder) are errors naming them, never skipped.
std::vector<ScenarioFile> findScenarioFiles(const std::vector<std::string>& paths,
                                            std::vector<formats::InputError>& errors);

// A part of a campaign that one command played: `fuzz` stopped by an interrupt, then continued
// with `fuzz --resume`, is played in several, each of the games from firstGame up to endGame.
struct Segment {
    int firstGame = 0;
    int endGame = 0; // the first game it did not play
    int played = 0;  // the games it played (those of its shard)
    bool interrupted = false;
    int shard = 0; // in a merged report, the shard it is of (K of --shard K/N); 0: none
    friend bool operator==(const Segment&, const Segment&) = default;
};

struct SuiteReport {
    std::vector<ScenarioRun> runs;
    std::vector<formats::InputError> loadErrors;
    // --expectations lines that match no run id of the files found (each under its scenario's own
    // editions, selected or not): a typo, a renamed scenario or an edition the scenario does not
    // name, which would otherwise silently stop governing anything.
    std::vector<KnownStatus> unmatchedKnown;
    // A stop requested (SIGINT, SIGTERM) before every selected run ran: how many did not. The
    // runs of the files the interrupt kept from being read are not counted (reading 100,000
    // files to count them would keep the user waiting): `filesNotRun` says how many such
    // selected files there are, so notRun is exact for the files read and the rest is named.
    bool interrupted = false;
    int notRun = 0;
    int filesNotRun = 0;
    // Why the campaign stopped before its end when no signal stopped it (fuzz: "after 10
    // divergences (--max-divergences)"); the runs it did not play are counted in notRun.
    std::string stoppedEarly;
    // The segments of a resumed campaign, in order (empty: one command played it all).
    std::vector<Segment> segments;
};

// The known-status lines that match none of `ids` (run ids, globs in the lines).
std::vector<KnownStatus> unmatchedKnownStatuses(const std::vector<KnownStatus>& known,
                                                const std::vector<std::string>& ids);

// The editions a loaded scenario runs under with this selection (empty when it is filtered out).
std::vector<Edition> selectedEditions(const Scenario& s, const Selection& selection);
bool selected(const std::string& id, const Selection& selection);

// Runs every selected scenario under its selected editions with `runOne` (the oracle's runner by
// default; `drive` passes its engine driver), applying known statuses; `finished` sees each run
// once its status is final. When `stopRequested` says so, no further run starts: the rest of the
// selection is only loaded and counted (`notRun`), and the report is marked interrupted.
using RunOne = std::function<ScenarioRun(const Scenario&, Edition)>;
SuiteReport runSuite(const std::vector<std::string>& paths, const Selection& selection,
                     bool failFast, const RunOne& runOne = {},
                     const std::function<void(const ScenarioRun&)>& finished = {},
                     const std::function<bool()>& stopRequested = {});

// A suite's report while it runs, for a report written before the suite ends (a second
// interrupt, which does not wait for the runs under way). runSuite hands each file's runs on under
// its lock; whileHeld sees the report between two files.
class SuiteSoFar {
public:
    // Calls `f` with the report of what was handed on so far, marked interrupted, the selected
    // files not handed on counted in filesNotRun; or with nullptr when no suite is running (it
    // has not begun, or it has ended and its caller writes the report). Nothing is handed on
    // while `f` runs.
    template <typename F>
    auto whileHeld(F&& f) {
        const std::lock_guard lock(lock_);
        if (!report_) return f(static_cast<const SuiteReport*>(nullptr));
        SuiteReport now = *report_;
        now.interrupted = true;
        now.filesNotRun += static_cast<int>(selected_ - handedOn_);
        return f(static_cast<const SuiteReport*>(&now));
    }

private:
    friend struct SuiteSoFarAccess;
    std::mutex lock_;
    const SuiteReport* report_ = nullptr;
    std::size_t selected_ = 0; // the selected files
    std::size_t handedOn_ = 0; // of them, those whose runs are in the report (or counted)
};

// How a suite is run with --jobs: `jobs` threads each run files (load, then each edition) with
// `runOn(scenario, edition, job)`, `job` in [0, jobs) being the thread's own index (for state only
// it touches, as an engine session). `finished` is called on the calling thread, run by run in the
// order of a one-job run, and the report is the same as with one job. `stop`, checked before each
// run, ends the suite early (the runs not begun are not in the report); `interrupted` (SIGINT,
// SIGTERM) does too: no file is read after it, the runs of the files read that did not run are
// counted (`notRun`), the files not read too (`filesNotRun`), and the report is marked.
// `fileFinished` is called once per selected file, after its runs' `finished` (a progress line
// counting files); `soFar`, when given, shows the report as it grows.
struct SuiteRun {
    bool failFast = false;
    int jobs = 1;
    std::function<ScenarioRun(const Scenario&, Edition, int job)> runOn; // empty: the oracle's
    std::function<void(const ScenarioRun&)> finished;
    std::function<void()> fileFinished;
    std::function<bool()> stop;
    std::function<bool()> interrupted;
    SuiteSoFar* soFar = nullptr;
};
SuiteReport runSuite(const std::vector<std::string>& paths, const Selection& selection,
                     const SuiteRun& how);
// The same over files found already (findScenarioFiles, `errors` its errors), so a command that
// looks at its inputs first does not walk the folders twice.
SuiteReport runSuite(std::vector<ScenarioFile> files, std::vector<formats::InputError> errors,
                     const Selection& selection, const SuiteRun& how);

} // namespace carcassonne::scenario
