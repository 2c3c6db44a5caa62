#include "fuzz_report.hpp"

#include <algorithm>

namespace carcassonne::protocol {

void FuzzGames::played(const scenario::ScenarioRun& run) {
    const auto now = std::chrono::steady_clock::now();
    games_.push_back(run);
    games_.back().seconds = std::chrono::duration<double>(now - last_).count();
    last_ = now;
}

scenario::SuiteReport FuzzGames::report(const FuzzResult& result,
                                        const std::vector<std::string>& scenarioFiles) const {
    scenario::SuiteReport out;
    out.runs = games_;
    out.interrupted = result.stoppedAt.has_value();
    out.notRun = result.notRun;
    if (result.stoppedAtMax)
        out.stoppedEarly = "after " + std::to_string(result.divergences.size()) +
                           " divergences (--max-divergences)";
    for (std::size_t k = 0; k < result.divergences.size(); ++k) {
        const FuzzDivergence& d = result.divergences[k];
        const std::string file = k < scenarioFiles.size() ? scenarioFiles[k] : std::string();
        const std::string id = "fuzz/game-" + std::to_string(d.game) + "@";
        const auto game = std::find_if(out.runs.begin(), out.runs.end(),
                                       [&](const auto& r) { return r.id.starts_with(id); });
        if (game == out.runs.end()) continue;
        scenario::Finding shrunk;
        shrunk.code = "shrunk";
        shrunk.message = "game " + std::to_string(d.game) + " (" + d.description + ") " +
                         shrinkText(d) + ": " +
                         (file.empty() ? std::string("scenario on the standard output")
                                       : "scenario written to " + file);
        for (const auto& f : d.run.findings) {
            shrunk.details.push_back("action " + std::to_string(f.pos.line) + ": error[" + f.code +
                                     "]: " + f.message);
            for (const auto& detail : f.details)
                shrunk.details.push_back("    " + detail);
        }
        game->findings.push_back(std::move(shrunk));
    }
    return out;
}

} // namespace carcassonne::protocol
