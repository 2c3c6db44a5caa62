#pragma once
// The one replay of a scenario under an edition, for `run` (the rules model judged by itself) and
// `drive` (an engine judged against it): the set-up, the actions that apply under the edition,
// the turn track, each action resolved to a move on the oracle's position and played there
// (rules::playNamed), the other side's answer judged (an expected error, a refusal), the
// expectations checked after the action, and the findings. A ReplaySide says what differs; a
// default one is the oracle itself.

#include "compare.hpp"
#include "position.hpp"
#include "runner.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::scenario {

// What a player of scenarios (run, drive) keeps between the actions of a turn: the tile drawn,
// and the figure the rules set aside with the tile (mw.no-target), which an action may still name.
struct TurnTrack {
    std::optional<TileTypeId> drawn;
    ForcedRemoval forced; // mw.no-target: what the rules set aside with the tile

    // How an action starts. Play: play `move` (play() below). CheckOnly: a draw, now recorded:
    // there is nothing to play, only expectations to check. Invalid: the scenario contradicts
    // itself (`why`).
    enum class Start { Play, CheckOnly, Invalid };
    struct Started {
        Start start = Start::Play;
        std::string why;
        NamedMove move = Pass{};
    };
    Started start(const Action& action, const GameState& state);
    // The move played on `state` (rules::playNamed: a removal the rules already made with the
    // tile is acknowledged, not played); a tile placed or discarded uses the turn's tile.
    Result<PlayedMove> play(GameState& state, const NamedMove& move);
    // Whether `move` would only acknowledge the removal the rules made with the tile.
    bool acknowledges(const GameState& state, const NamedMove& move) const {
        return forced.acknowledges(state, move);
    }
};

// Whether the action expects the rules to refuse it under the edition (`expect: error`).
bool refusalExpected(const Action& action, Edition edition);

// Where the replay stands, as the side's hooks see it.
struct ReplayNow {
    std::size_t action;     // index in Scenario::actions of the action under way
    const GameState& state; // the oracle's position
    const TurnTrack& turn;  // after the action's move, when it was played
};

// The other side's answer to a move: accepted, or refused with a code.
struct SideRefusal {
    std::string code;
    std::string message;
    bool structural = false; // the oracle's own turn-structure code: the scenario is inconsistent
    bool matches = false;    // it is the refusal the action expects
};

// What differs between the players of a replay. Every hook left empty is the oracle's own.
struct ReplaySide {
    // The finding of a set-up the rules refuse; empty: the entry's finding text.
    std::function<std::string(const SetupFinding& finding, ErrorCode code)> setupRefused;
    // After the oracle's set-up (`position` as the scenario gives it): the side's own start; false
    // stops the replay (the side recorded why).
    std::function<bool(const GameConfig& config, const PositionSpec& position,
                       const GameState& start)>
        begin;
    // Whose turn the side says it is, and the words that say so in the finding.
    std::function<PlayerIndex(const ReplayNow& now)> current;
    std::string_view turnWords = "it is";
    // The side's refusal of the action's move, or none when it accepts it; asked once the oracle
    // played it (`local`: its events or its refusal). `sent` is the move with its tile named by
    // the copy's id (withCopyId), taken before the oracle played it. Empty: the oracle's own
    // answer, `local`.
    std::function<std::optional<SideRefusal>(const Action& action, const NamedMove& sent,
                                             const Result<PlayedMove>& local, const ReplayNow& now)>
        answer;
    std::string_view refusedWords = "the action was refused: ";
    std::string_view acceptedWords = "it was accepted";
    // What the side reports for an expectation; empty: the rules model observed (compare.hpp).
    std::function<Observation(const Expectation& x, const Needs& needs, const ReplayNow& now)>
        observe;
    // How the observation is held against the expectation; `againstOracle`: an engine's score
    // events also against the oracle's own of the action (Comparison::oracle).
    Comparison comparison;
    bool againstOracle = false;
};

// How far a replay went. The caller keeps it, so what was found stays when a side ends the replay
// by throwing (the driver, when the engine's session ends).
struct ReplayProgress {
    ScenarioRun run;
    std::optional<std::size_t> action;       // the action under way, once one began
    std::optional<std::size_t> firstFailing; // the first action that added a finding
};

// Replays the scenario under the edition into `progress` (its run begun with newRun); the
// observer sees each step as the oracle plays it.
void replayScenario(const Scenario& scenario, Edition edition, const ReplaySide& side,
                    ReplayProgress& progress, const RunObserver& observer = {});

} // namespace carcassonne::scenario
