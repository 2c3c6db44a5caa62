#include "suite.hpp"

#include "ordered_jobs.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <filesystem>
#include <fnmatch.h>
#include <map>
#include <optional>

namespace carcassonne::scenario {

namespace fs = std::filesystem;

namespace {
// Extensions in any case: a folder of `.YAML` files (as some Windows tools write them) must not be
// skipped without a word.
bool isScenarioFile(const fs::path& p) {
    std::string ext = p.extension().string();
    for (char& c : ext)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return ext == ".yaml" || ext == ".yml";
}

// Absolute and normal, without the trailing separator of "scenarios/" (whose empty last element
// would make every relative path start with "..").
fs::path folderPath(const fs::path& p) {
    std::error_code ec;
    fs::path out = fs::absolute(p, ec).lexically_normal();
    if (!out.has_filename() && out.has_parent_path() && out != out.root_path())
        out = out.parent_path();
    return out;
}

std::string idFor(const fs::path& file, const fs::path& base) {
    fs::path rel = folderPath(file).lexically_relative(base);
    rel.replace_extension();
    return rel.generic_string();
}

bool matchesAny(const std::string& id, const std::vector<std::string>& patterns) {
    for (const auto& p : patterns)
        if (fnmatch(p.c_str(), id.c_str(), 0) == 0 || id.find(p) != std::string::npos) return true;
    return false;
}

// FNV-1a: a shard assignment that depends on the id alone, so adding files moves no others.
std::uint32_t stableHash(const std::string& s) {
    std::uint32_t h = 2166136261u;
    for (unsigned char c : s)
        h = (h ^ c) * 16777619u;
    return h;
}
} // namespace

std::optional<std::filesystem::path> suiteRootOf(const std::filesystem::path& path) {
    std::error_code ec;
    fs::path dir = folderPath(path);
    if (!fs::is_directory(dir, ec)) dir = dir.parent_path();
    for (;;) {
        if (fs::is_regular_file(dir / kSuiteMarker, ec)) return dir;
        if (dir == dir.root_path() || dir.parent_path() == dir) return std::nullopt;
        dir = dir.parent_path();
    }
}

namespace {

// A dangling symbolic link that may have been a scenario: named as one, or with no extension (a
// folder of them). One named otherwise (`notes.txt`) is skipped, as its target would be.
bool mayHaveBeenScenario(const fs::path& link) {
    return !link.has_extension() || isScenarioFile(link);
}

std::string linkText(const fs::path& link) {
    std::error_code ec;
    const fs::path to = fs::read_symlink(link, ec);
    return ec ? std::string() : " (to " + to.string() + ")";
}

} // namespace

std::vector<ScenarioFile> findScenarioFiles(const std::vector<std::string>& paths,
                                            std::vector<formats::InputError>& errors) {
    std::vector<ScenarioFile> out;
    auto error = [&](const std::string& file, const std::string& message) {
        errors.push_back({.file = file, .message = message, .lineAndColumn = true});
    };
    for (const auto& p : paths) {
        std::error_code ec;
        const fs::path path(p);
        if (fs::is_directory(path, ec)) {
            std::vector<fs::path> found;
            std::string current = p; // the entry the walk is at, for an error
            for (auto it = fs::recursive_directory_iterator(path, ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
                current = it->path().string();
                std::error_code typeError;
                if (it->is_symlink(typeError)) {
                    // A link's target is looked at (the only stat a link costs); a file's type
                    // comes with the folder's listing.
                    const fs::file_status target = it->status(typeError);
                    if (!fs::exists(target)) {
                        if (mayHaveBeenScenario(it->path()))
                            error(it->path().string(), "a dangling symbolic link" +
                                                           linkText(it->path()) +
                                                           ": its target does not exist");
                        continue;
                    }
                    if (fs::is_regular_file(target) && isScenarioFile(it->path()))
                        found.push_back(it->path());
                    continue;
                }
                if (it->is_regular_file(typeError) && isScenarioFile(it->path()))
                    found.push_back(it->path());
            }
            // A folder below that cannot be read stops the walk: its files are not run.
            if (ec) error(current, "cannot read the folder: " + ec.message());
            std::sort(found.begin(), found.end());
            // Each file's own suite root: `run .` above the suite still gives the suite's files
            // their suite ids. The root is looked up once per folder.
            const fs::path given = folderPath(path);
            std::map<fs::path, fs::path> baseOf;
            for (const auto& f : found) {
                const fs::path folder = folderPath(f).parent_path();
                auto known = baseOf.find(folder);
                if (known == baseOf.end())
                    known = baseOf.emplace(folder, suiteRootOf(folder).value_or(given)).first;
                out.push_back({f.string(), idFor(f, known->second)});
            }
        } else if (fs::is_regular_file(path, ec)) {
            // Inside a suite, a file is known by its path below the suite's root; a file named on
            // its own elsewhere, by its name.
            const auto root = suiteRootOf(path);
            out.push_back({path.string(), root ? idFor(path, *root) : path.stem().string()});
        } else if (fs::is_symlink(fs::symlink_status(path, ec))) {
            error(p, "a dangling symbolic link" + linkText(path) + ": its target does not exist");
        } else {
            error(p, "no such file or folder");
        }
    }
    return out;
}

bool selected(const std::string& id, const Selection& selection) {
    if (!selection.filters.empty() && !matchesAny(id, selection.filters)) return false;
    if (matchesAny(id, selection.excludes)) return false;
    if (selection.shard) {
        const auto [k, n] = *selection.shard;
        if (static_cast<int>(stableHash(id) % static_cast<std::uint32_t>(n)) != k - 1) return false;
    }
    return true;
}

std::vector<Edition> selectedEditions(const Scenario& s, const Selection& selection) {
    if (!selection.rulings.empty() &&
        std::none_of(s.rulings.begin(), s.rulings.end(), [&](const std::string& r) {
            return std::find(selection.rulings.begin(), selection.rulings.end(), r) !=
                   selection.rulings.end();
        }))
        return {};
    std::vector<Edition> out;
    for (Edition e : s.editions)
        if (selection.editions.empty() ||
            std::find(selection.editions.begin(), selection.editions.end(), e) !=
                selection.editions.end())
            out.push_back(e);
    return out;
}

std::vector<KnownStatus> unmatchedKnownStatuses(const std::vector<KnownStatus>& known,
                                                const std::vector<std::string>& ids) {
    std::vector<KnownStatus> out;
    for (const auto& k : known)
        if (std::none_of(ids.begin(), ids.end(),
                         [&](const std::string& id) { return matches(k, id); }))
            out.push_back(k);
    return out;
}

SuiteReport runSuite(const std::vector<std::string>& paths, const Selection& selection,
                     bool failFast, const RunOne& runOne,
                     const std::function<void(const ScenarioRun&)>& finished,
                     const std::function<bool()>& stopRequested) {
    SuiteRun how;
    how.failFast = failFast;
    if (runOne) how.runOn = [&](const Scenario& s, Edition e, int) { return runOne(s, e); };
    how.finished = finished;
    how.interrupted = stopRequested;
    return runSuite(paths, selection, how);
}

namespace {

// One file's part of a suite: its load error, or its runs in edition order, and how many of its
// runs an interrupt kept from running.
struct FileRuns {
    std::optional<formats::InputError> loadError;
    std::vector<ScenarioRun> runs;
    int notRun = 0;
    bool interrupted = false;
    bool notRead = false; // the interrupt came before the file was read: its runs are uncounted
};

} // namespace

// What runSuite tells a SuiteSoFar, under its lock.
struct SuiteSoFarAccess {
    static std::mutex& lock(SuiteSoFar& s) { return s.lock_; }
    static void begin(SuiteSoFar& s, const SuiteReport* report, std::size_t selected) {
        const std::lock_guard hold(s.lock_);
        s.report_ = report;
        s.selected_ = selected;
        s.handedOn_ = 0;
    }
    static void handedOn(SuiteSoFar& s) { ++s.handedOn_; } // under the lock
    static void end(SuiteSoFar& s) {
        const std::lock_guard hold(s.lock_);
        s.report_ = nullptr;
    }
};

SuiteReport runSuite(const std::vector<std::string>& paths, const Selection& selection,
                     const SuiteRun& how) {
    std::vector<formats::InputError> errors;
    std::vector<ScenarioFile> files = findScenarioFiles(paths, errors);
    return runSuite(std::move(files), std::move(errors), selection, how);
}

SuiteReport runSuite(std::vector<ScenarioFile> files, std::vector<formats::InputError> errors,
                     const Selection& selection, const SuiteRun& how) {
    SuiteReport report;
    report.loadErrors = std::move(errors);
    auto interrupted = [&] { return how.interrupted && how.interrupted(); };
    std::vector<std::size_t> chosen; // the selected files, in order
    for (std::size_t i = 0; i < files.size(); ++i)
        if (selected(files[i].id, selection)) chosen.push_back(i);
    SuiteSoFar ownSoFar;
    SuiteSoFar& soFar = how.soFar ? *how.soFar : ownSoFar;
    SuiteSoFarAccess::begin(soFar, &report, chosen.size());
    // With known statuses every file is loaded first: a known-status line is judged against each
    // scenario's own editions (`x@C1` for a scenario that only runs under C3 matches nothing), and
    // a line for a filtered-out or other-shard file still matches. A file that does not load
    // counts under every edition (its editions are unknown); it is reported only when selected.
    // An interrupt stops the loading: the lines are then not judged (the files were not all read).
    std::vector<std::optional<LoadResult>> loaded(files.size());
    if (!selection.known.empty()) {
        std::vector<std::string> ids;
        bool whole = true;
        for (std::size_t i = 0; i < files.size(); ++i) {
            if (interrupted()) {
                whole = false;
                break;
            }
            loaded[i] = loadScenarioFile(files[i].path, files[i].id);
            const auto* s = std::get_if<Scenario>(&*loaded[i]);
            const std::vector<Edition> editions =
                s ? s->editions : std::vector<Edition>(kEditions.begin(), kEditions.end());
            for (Edition e : editions)
                ids.push_back(files[i].id + "@" + std::string(toString(e)));
        }
        if (whole) {
            auto unmatched = unmatchedKnownStatuses(selection.known, ids);
            const std::lock_guard hold(SuiteSoFarAccess::lock(soFar)); // a saver may read it
            report.unmatchedKnown = std::move(unmatched);
        }
    }
    // --fail-fast stops running at the first failed run, but every selected file is still read:
    // the files that do not load are all reported, so one run names every broken file. With
    // several jobs, runs begun beyond the first failure are dropped, as one job would not have
    // begun them. An interrupt (SIGINT, SIGTERM) starts no further run and reads no further file:
    // the runs left of the files read are counted (`notRun`), the files not read too
    // (`filesNotRun`), at once (a suite of 100,000 files is not read to the end to count them).
    std::atomic<bool> stopped{false};
    auto stopping = [&] { return stopped.load() || (how.stop && how.stop()); };
    auto work = [&](std::size_t k, int job) {
        const std::size_t i = chosen[k];
        FileRuns out;
        if (interrupted() && !loaded[i]) {
            out.interrupted = true;
            out.notRead = true;
            return out;
        }
        LoadResult load =
            loaded[i] ? std::move(*loaded[i]) : loadScenarioFile(files[i].path, files[i].id);
        if (auto* err = std::get_if<formats::InputError>(&load)) {
            out.loadError = std::move(*err);
            return out;
        }
        const Scenario& s = std::get<Scenario>(load);
        const std::vector<Edition> editions = selectedEditions(s, selection);
        for (std::size_t n = 0; n < editions.size(); ++n) {
            const Edition e = editions[n];
            if (stopping()) break;
            if (interrupted()) {
                out.interrupted = true;
                out.notRun = static_cast<int>(editions.size() - n);
                break;
            }
            ScenarioRun run = newRun(s, e);
            const KnownStatus* known = findKnownStatus(selection.known, run.id);
            if (known && known->expected == Outcome::Skip) {
                run.outcome = Outcome::Skip;
                out.runs.push_back(std::move(run));
                continue;
            }
            const auto started = std::chrono::steady_clock::now();
            run = how.runOn ? how.runOn(s, e, job) : runScenario(s, e);
            // Ctrl-C reaches the whole process group: an engine the interrupt killed mid-run is
            // no CRASH of the engine, only a run that did not finish.
            if (run.outcome == Outcome::Crash && interrupted()) {
                out.interrupted = true;
                out.notRun = static_cast<int>(editions.size() - n);
                break;
            }
            run.seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            if (known) applyKnownStatus(run, *known, selection.knownFile);
            const auto verdict = verdictOf(run.outcome);
            out.runs.push_back(std::move(run));
            if (how.failFast && (verdict == Verdict::Failed || verdict == Verdict::Errored)) break;
        }
        return out;
    };
    bool stop = false;
    auto emit = [&](std::size_t, FileRuns&& f) {
        // Under the lock: a report written meanwhile (SuiteSoFar) sees whole files only.
        const std::lock_guard hold(SuiteSoFarAccess::lock(soFar));
        if (f.loadError) report.loadErrors.push_back(std::move(*f.loadError));
        for (ScenarioRun& run : f.runs) {
            if (stop) break;
            if (how.finished) how.finished(run);
            const auto verdict = verdictOf(run.outcome);
            report.runs.push_back(std::move(run));
            stop = how.failFast && (verdict == Verdict::Failed || verdict == Verdict::Errored);
        }
        if (stop) stopped = true;
        if (f.interrupted && !stop) {
            report.interrupted = true;
            report.notRun += f.notRun;
            report.filesNotRun += f.notRead ? 1 : 0;
        }
        SuiteSoFarAccess::handedOn(soFar);
        if (how.fileFinished) how.fileFinished();
        return true; // the files after a failure are still read
    };
    orderedJobs(chosen.size(), how.jobs, work, emit);
    SuiteSoFarAccess::end(soFar);
    return report;
}

} // namespace carcassonne::scenario
