#pragma once
// Expected against actual: the checks of a scenario's `expect` applied to what somebody reports
// after an action (an engine over the protocol, or the rules model), in the runner's terms, so
// that `drive` and `fuzz` judge an engine exactly as `run` judges the oracle.

#include "runner.hpp"

#include "rules/turn.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace carcassonne::scenario {

// A legal set as values: the moves, each canonical on the position (rules::canonical), so that
// two entries are the same move exactly when they are equal. A placement names no tile (a set
// holds one tile's placements): its tile operand is left 0. An entry that names nothing on the
// oracle's board (an engine's move on a feature that is not there) has no move: it is kept by its
// text, "(no road [5, 5] E)", which no move's text equals. Texts are made only for findings
// (rules::label).
struct LegalSet {
    std::vector<rules::Move> moves;
    // The entries without a move, each with its index in the listing (moves and these, in the
    // order they were listed: a finding prints the listing as it came).
    std::vector<std::pair<std::size_t, std::string>> unnamed;
    std::size_t size() const { return moves.size() + unnamed.size(); }
    void add(const rules::Move& m) { moves.push_back(m); }
    void addUnnamed(std::string text) { unnamed.emplace_back(size(), std::move(text)); }
    // `move` on the feature at `node`, canonical on `state`; with no such feature on the board
    // (`node` empty), the entry kept by its text, `missing()`, made only then.
    template <typename Text>
    void addOn(const GameState& state, rules::Move move, std::optional<NodeId> node,
               const Text& missing) {
        if (!node) return addUnnamed(missing());
        move.node = *node;
        add(rules::canonical(state, move));
    }
};

// A placement as a legal set holds it: the square and the rotation.
rules::Move placementEntry(Position at, Rotation rotation);

// What is known after an action. Every part is optional: a driver asks an engine only for what
// the expectation at hand needs.
struct Observation {
    std::optional<Phase> phase;
    std::optional<LegalSet> placements; // at the tile step, of the tile asked about
    std::optional<LegalSet> followers;  // follower moves (the pass is not listed)
    // The follower step's moves listed on their own beside the followers (rules::listedOnItsOwn:
    // the abbot's recall), held against the oracle's own on the position, not an expectation's:
    // a scenario states none. Observed with `followers`.
    std::optional<LegalSet> besideFollowers;
    std::optional<LegalSet> magic;                     // the figures' moves and removals
    std::optional<std::vector<ScoreEvent>> scored;     // the score events of the action
    std::optional<std::vector<PlayerState>> players;   // scores and supplies
    std::optional<std::array<std::string, 2>> figures; // by MagicFigure: feature text or "supply"
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
