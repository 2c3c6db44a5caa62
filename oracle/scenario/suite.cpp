#include "suite.hpp"

#include <algorithm>
#include <filesystem>
#include <fnmatch.h>

namespace carcassonne::scenario {

namespace fs = std::filesystem;

namespace {
bool isScenarioFile(const fs::path& p) {
    return p.extension() == ".yaml" || p.extension() == ".yml";
}

std::string idFor(const fs::path& file, const fs::path& base) {
    fs::path rel = file.lexically_relative(base);
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

std::vector<ScenarioFile> findScenarioFiles(const std::vector<std::string>& paths,
                                            std::vector<formats::InputError>& errors) {
    std::vector<ScenarioFile> out;
    for (const auto& p : paths) {
        std::error_code ec;
        const fs::path path(p);
        if (fs::is_directory(path, ec)) {
            std::vector<fs::path> found;
            for (auto it = fs::recursive_directory_iterator(path, ec);
                 !ec && it != fs::recursive_directory_iterator(); it.increment(ec))
                if (it->is_regular_file() && isScenarioFile(it->path()))
                    found.push_back(it->path());
            std::sort(found.begin(), found.end());
            for (const auto& f : found)
                out.push_back({f.string(), idFor(f, path)});
        } else if (fs::is_regular_file(path, ec)) {
            // A file named on its own is known by its name; in a folder, by its path below it.
            out.push_back({path.string(), path.stem().string()});
        } else {
            errors.push_back(
                {.file = p, .message = "no such file or folder", .lineAndColumn = true});
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

SuiteReport runSuite(const std::vector<std::string>& paths, const Selection& selection,
                     bool failFast, const RunOne& runOne,
                     const std::function<void(const ScenarioRun&)>& finished) {
    SuiteReport report;
    for (const ScenarioFile& f : findScenarioFiles(paths, report.loadErrors)) {
        if (!selected(f.id, selection)) continue;
        LoadResult loaded = loadScenarioFile(f.path, f.id);
        if (auto* err = std::get_if<formats::InputError>(&loaded)) {
            report.loadErrors.push_back(*err);
            if (failFast) break;
            continue;
        }
        const Scenario& s = std::get<Scenario>(loaded);
        bool stop = false;
        for (Edition e : selectedEditions(s, selection)) {
            ScenarioRun run = newRun(s, e);
            const KnownStatus* known = findKnownStatus(selection.known, run.id);
            if (known && known->expected == Outcome::Skip) {
                run.outcome = Outcome::Skip;
                report.runs.push_back(std::move(run));
                continue;
            }
            run = runOne ? runOne(s, e) : runScenario(s, e);
            if (known) applyKnownStatus(run, *known, selection.knownFile);
            if (finished) finished(run);
            const auto verdict = verdictOf(run.outcome);
            report.runs.push_back(std::move(run));
            stop = failFast && (verdict == Verdict::Failed || verdict == Verdict::Errored);
            if (stop) break;
        }
        if (stop) break;
    }
    return report;
}

} // namespace carcassonne::scenario
