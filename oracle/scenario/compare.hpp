#pragma once
// Expected against actual: the checks of a scenario's `expect` applied to what somebody reports
// after an action (an engine over the protocol, or the rules model), in the runner's terms, so
// that `drive` and `fuzz` judge an engine exactly as `run` judges the oracle.

#include "runner.hpp"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace carcassonne::scenario {

// What is known after an action. Every part is optional: a driver asks an engine only for what
// the expectation at hand needs. Legal sets are written with describe() (describe.hpp).
struct Observation {
    std::optional<Phase> phase;
    std::optional<std::vector<std::string>> placements; // "[1, 0] 90"
    std::optional<std::vector<std::string>> followers;  // "road [0, 0] E (large)"
    std::optional<std::vector<std::string>> magic;      // "mage -> city [0, 0] N", "remove witch"
    std::optional<std::vector<ScoreEvent>> scored;      // the score events of the action
    std::optional<std::vector<PlayerState>> players;    // scores and supplies
    std::optional<std::array<std::string, 2>> figures;  // by MagicFigure: feature text or "supply"
};

// The parts of an Observation an expectation reads.
struct Needs {
    bool phase = false;
    bool placements = false;
    bool followers = false;
    bool magic = false;
    bool scored = false;
    bool state = false; // scores, figures, supplies
};
Needs needsOf(const Expectation& x);

// Records a finding on a run the way the runner does: an error outweighs a failure.
void addFinding(ScenarioRun& run, Outcome outcome, SourcePos pos, std::string code,
                std::string message, std::vector<std::string> details = {});
// Records a note: shown in the reports, the outcome unchanged.
void addNote(ScenarioRun& run, SourcePos pos, std::string code, std::string message,
             std::vector<std::string> details = {});

// How an engine's score events are held against the expectation and the oracle (drive, fuzz).
// The default is `run`'s: every number the expectation states, exactly, and nothing else.
struct Comparison {
    // Breakdown: a difference in an event's breakdown (tiles, pennants, cities, base, modifiers;
    // rules::isBreakdown) fails the run. Outcome: it is a note (code `breakdown`).
    CompareLevel level = CompareLevel::Breakdown;
    // The expectation's breakdown numbers are the oracle's own (a generated scenario: fuzz),
    // not an author's: they are compared at `level`. An author's are always compared exactly.
    bool generated = false;
    // The oracle's own score events of the action (drive): each breakdown number of a matched
    // engine event that is not compared exactly above is compared with the oracle's event of the
    // same feature, at `level`. Null: no such comparison (run).
    const std::vector<ScoreEvent>* oracle = nullptr;
};

// Checks one expectation. `position` is the position after the action as the oracle sees it: it
// names features (any part of a feature names all of it), never supplies an actual value.
// `drawn` is the tile drawn this turn (for `placements` without `tile:`).
void checkExpectation(const Expectation& x, const GameState& position,
                      std::optional<TileTypeId> drawn, const Observation& actual,
                      const std::vector<std::string>& players, ScenarioRun& run,
                      const Comparison& how = {});

// The Observation of the rules model itself: the parts `needs` asks for.
Observation observe(const GameState& state, std::optional<TileTypeId> tile, const Events& events,
                    const Needs& needs);

} // namespace carcassonne::scenario
