#pragma once
// A fuzz campaign as a suite report, so that every reporter and `merge` read it as they read
// `run` and `drive`: one run per game played (`fuzz/game-G@EDITION`: PASS, UNSUPPORTED, or FAIL
// with the divergence's findings), the shrunk scenario named on the diverging game.

#include "fuzz.hpp"

#include <chrono>
#include <string>
#include <vector>

namespace carcassonne::protocol {

// Collects the games as `FuzzOptions::played` reports them, timing each from the end of the one
// before (the game's generation included).
class FuzzGames {
public:
    void played(const scenario::ScenarioRun& run);
    // The runs of the segments played before this one (a resumed campaign), as reported then.
    void earlier(std::vector<scenario::ScenarioRun> runs) { games_ = std::move(runs); }
    // The report: the games in order; each diverging game carries one more finding, `shrunk`,
    // with the size of its scenario, where it was written (the k-th divergence's file is
    // `scenarioFiles[k]`; the standard output when empty or absent) and the engine's findings
    // on it. Interrupted when the campaign was.
    scenario::SuiteReport report(const FuzzResult& result,
                                 const std::vector<std::string>& scenarioFiles) const;

private:
    std::vector<scenario::ScenarioRun> games_;
    std::chrono::steady_clock::time_point last_ = std::chrono::steady_clock::now();
};

} // namespace carcassonne::protocol
