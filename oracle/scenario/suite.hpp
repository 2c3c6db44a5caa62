#pragma once
// A suite run: finding scenario files under the paths given, selecting them, running each under
// each of its editions.

#include "known_statuses.hpp"
#include "loader.hpp"
#include "runner.hpp"

#include <functional>
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

// Every .yaml/.yml file below the paths (or the files themselves), in a stable order.
std::vector<ScenarioFile> findScenarioFiles(const std::vector<std::string>& paths,
                                            std::vector<formats::InputError>& errors);

struct SuiteReport {
    std::vector<ScenarioRun> runs;
    std::vector<formats::InputError> loadErrors;
};

// The editions a loaded scenario runs under with this selection (empty when it is filtered out).
std::vector<Edition> selectedEditions(const Scenario& s, const Selection& selection);
bool selected(const std::string& id, const Selection& selection);

// Runs every selected scenario under its selected editions with `runOne` (the oracle's runner by
// default; `drive` passes its engine driver), applying known statuses; `finished` sees each run
// once its status is final.
using RunOne = std::function<ScenarioRun(const Scenario&, Edition)>;
SuiteReport runSuite(const std::vector<std::string>& paths, const Selection& selection,
                     bool failFast, const RunOne& runOne = {},
                     const std::function<void(const ScenarioRun&)>& finished = {});

} // namespace carcassonne::scenario
