#include "runner.hpp"
#include "game_config.hpp"

#include "action.hpp"
#include "compare.hpp"
#include "describe.hpp"
#include "position.hpp"

#include <algorithm>
#include <set>

namespace carcassonne::scenario {

std::string_view toString(Outcome outcome) {
    switch (outcome) {
    case Outcome::Pass:
        return "PASS";
    case Outcome::Fail:
        return "FAIL";
    case Outcome::Error:
        return "ERROR";
    case Outcome::Skip:
        return "SKIP";
    case Outcome::XFail:
        return "XFAIL";
    case Outcome::XPass:
        return "XPASS";
    case Outcome::Unsupported:
        return "UNSUPPORTED";
    case Outcome::Timeout:
        return "TIMEOUT";
    case Outcome::Crash:
        return "CRASH";
    case Outcome::Protocol:
        return "PROTOCOL";
    case Outcome::EngineError:
        return "ENGINE-ERROR";
    }
    return "?";
}

Verdict verdictOf(Outcome outcome) {
    switch (outcome) {
    case Outcome::Pass:
        return Verdict::Passed;
    case Outcome::Error:
        return Verdict::Errored;
    case Outcome::Skip:
    case Outcome::Unsupported:
        return Verdict::Skipped;
    case Outcome::XFail:
        return Verdict::ExpectedFailure;
    case Outcome::Fail:
    case Outcome::XPass:
    case Outcome::Timeout:
    case Outcome::Crash:
    case Outcome::Protocol:
    case Outcome::EngineError: // the engine's own bug: a failure, never hidden as UNSUPPORTED
        return Verdict::Failed;
    }
    return Verdict::Failed;
}

std::string FeatureSpec::text() const {
    return partText(kind, location) + " at " + carcassonne::toString(at);
}

ScenarioRun newRun(const Scenario& s, Edition e) {
    ScenarioRun run;
    run.id = s.id + "@" + std::string(toString(e));
    run.file = s.file;
    run.title = s.title;
    run.edition = e;
    run.rulings = s.rulings;
    return run;
}

GameConfig configFor(const Scenario& s, Edition e) {
    // The switches were checked by the loader.
    return gameConfig(e, s.rules, s.expansions, static_cast<int>(s.players.size())).value();
}

bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition e) {
    return !editions || std::find(editions->begin(), editions->end(), e) != editions->end();
}

std::variant<std::monostate, Move, Error> moveOf(const GameState& state, const Action& a,
                                                 std::optional<TileTypeId> drawn) {
    const auto named = namedMoveOf(a, drawn);
    if (!named) return std::monostate{};
    auto move = resolveMove(state, *named);
    if (!move) return move.error();
    return std::move(move).value();
}

RuleSet rulesFor(const Scenario& scenario, Edition edition) {
    return configFor(scenario, edition).rules;
}

namespace {

// The turn-structure codes: a scenario that trips over one without expecting it is inconsistent.
bool isStructural(ErrorCode code) {
    return code == ErrorCode::MagicActionRequired || code == ErrorCode::GameOver ||
           code == ErrorCode::TileExpected || code == ErrorCode::FollowerStepExpected ||
           code == ErrorCode::NoMagicActionDue || code == ErrorCode::TileNotInSet ||
           code == ErrorCode::TileExhausted || code == ErrorCode::FeatureNotFound;
}

class Replay {
public:
    Replay(const Scenario& s, Edition e, const RunObserver& observer)
        : s_(s), edition_(e), observer_(observer), run_(newRun(s, e)) {}

    ScenarioRun play() {
        if (!setup()) return stop(std::nullopt);
        if (observer_.setUp) observer_.setUp(state_);
        for (std::size_t i = 0; i < s_.actions.size(); ++i) {
            const Action& a = s_.actions[i];
            if (!appliesTo(a.editions, edition_)) continue;
            stepEvents_.clear();
            stepRefusal_.reset();
            if (!act(a)) return stop(i);
            if (observer_.acted)
                observer_.acted({i, state_, stepEvents_, turn_.drawn, stepRefusal_});
        }
        return run_;
    }

private:
    const Scenario& s_;
    Edition edition_;
    const RunObserver& observer_;
    ScenarioRun run_;
    GameState state_;
    TurnTrack turn_;
    Events lastEvents_;                      // of the last move played (what `scored` checks)
    Events stepEvents_;                      // of the current action only (for the observer)
    std::optional<std::string> stepRefusal_; // the current action was refused as expected

    ScenarioRun stop(std::optional<std::size_t> action) {
        if (observer_.stopped)
            observer_.stopped(action, run_.findings.empty() ? "" : run_.findings.back().message);
        return run_;
    }

    void error(SourcePos pos, std::string message) {
        addFinding(run_, Outcome::Error, pos, "scenario", std::move(message));
    }
    void failure(SourcePos pos, std::string code, std::string message,
                 std::vector<std::string> details = {}) {
        addFinding(run_, Outcome::Fail, pos, std::move(code), std::move(message),
                   std::move(details));
    }

    std::string name(int p) const { return playerName(s_.players, static_cast<PlayerIndex>(p)); }

    bool setup() {
        auto start = startPosition(configFor(s_, edition_), positionOf(s_.setup, edition_));
        if (!start) {
            const SetupFinding f = setupFinding(s_.setup, s_.players, start.error(), edition_);
            error(f.pos, f.message);
            return false;
        }
        state_ = std::move(start).value();
        return true;
    }

    // Applies one action; false stops the replay (the state can no longer be trusted).
    bool act(const Action& a) {
        if (a.player && *a.player != state_.current && state_.phase != Phase::Over)
            failure(a.pos, "player",
                    "expected " + name(*a.player) + "'s turn, but it is " + name(state_.current) +
                        "'s");
        const auto started = turn_.start(a, state_);
        if (started.start == TurnTrack::Start::Invalid) {
            error(a.pos, started.why);
            return false;
        }
        if (started.start == TurnTrack::Start::CheckOnly) return check(a);
        if (auto* e = std::get_if<Error>(&started.move)) return refused(a, *e);
        const Move& move = std::get<Move>(started.move);

        auto result = carcassonne::play(state_, move);
        if (!result) return refused(a, result.error());
        if (a.expectError && appliesTo(a.expectError->editions, edition_)) {
            failure(a.expectError->pos, "expect-error",
                    "expected the action to be refused with " +
                        std::string(toString(a.expectError->code)) + ", but it was accepted");
            return false;
        }
        lastEvents_ = result.value();
        stepEvents_ = lastEvents_;
        if (std::holds_alternative<PlaceTile>(move) || std::holds_alternative<DiscardTile>(move))
            turn_.tilePlayed(lastEvents_);
        return check(a);
    }

    // An action the rules refused (the state is unchanged): expected, or a finding.
    bool refused(const Action& a, const Error& e) {
        if (a.expectError && appliesTo(a.expectError->editions, edition_)) {
            if (e.code != a.expectError->code)
                failure(a.expectError->pos, "expect-error",
                        "the action was refused with another error",
                        {"expected: " + std::string(toString(a.expectError->code)),
                         "actual: " + std::string(toString(e.code)) + ": " + e.message});
            lastEvents_.clear();
            stepRefusal_ = std::string(toString(e.code)) + ": " + e.message;
            return check(a);
        }
        const std::string text = std::string(toString(e.code)) + ": " + e.message;
        if (isStructural(e.code))
            error(a.pos, "the action does not fit the turn: " + text);
        else
            failure(a.pos, "action-refused", "the action was refused: " + text);
        return false;
    }

    bool check(const Action& a) {
        for (const Expectation& x : a.expect)
            if (appliesTo(x.editions, edition_)) checkExpectation(x);
        return true;
    }

    // The expectation's checks are shared with `drive` and `fuzz` (compare.hpp): the rules model
    // is observed as an engine would be.
    void checkExpectation(const Expectation& x) {
        const auto tile = x.placementsTile ? x.placementsTile : turn_.drawn;
        scenario::checkExpectation(x, state_, turn_.drawn,
                                   observe(state_, tile, lastEvents_, needsOf(x)), s_.players,
                                   run_);
    }
};

} // namespace

ScenarioRun runScenario(const Scenario& scenario, Edition edition, const RunObserver& observer) {
    return Replay(scenario, edition, observer).play();
}

TurnTrack::Started TurnTrack::start(const Action& a, const GameState& state) {
    if (a.kind == Action::Kind::Draw) {
        if (state.phase != Phase::Tile)
            return {Start::Invalid,
                    "a tile is drawn at the start of a turn, but the turn is at the " +
                        std::string(toString(state.phase)) + " step"};
        // The copy drawn (tile_copies.hpp); with none left, the tile named, which `place` refuses.
        drawn = copyIdOf(state, {*a.tile, a.tileNaming});
        forced.clear();
        return {Start::CheckOnly, {}};
    }
    if (a.kind == Action::Kind::Place) {
        if (!a.tile && !drawn) return {Start::Invalid, "`place` needs `tile:` (no tile was drawn)"};
        const TileCatalog& catalog = tileCatalog();
        // A letter names any copy of its geometry, an id the one copy.
        if (a.tile && drawn &&
            (a.tileNaming == TileNaming::Letter
                 ? catalog.geometryOf(*a.tile) != catalog.geometryOf(*drawn)
                 : *a.tile != *drawn))
            return {Start::Invalid, "`place` names " + catalog.text({*a.tile, a.tileNaming}) +
                                        " but " + catalog.at(*drawn).name + " was drawn"};
    }
    // mw.no-target: a forced removal already happened with the tile; naming it is allowed.
    if (const auto named = namedMoveOf(a, drawn); named && forced.acknowledges(state, *named))
        return {Start::CheckOnly, {}};
    auto resolved = moveOf(state, a, drawn);
    if (auto* m = std::get_if<Move>(&resolved)) return {Start::Play, {}, std::move(*m)};
    if (auto* e = std::get_if<Error>(&resolved)) return {Start::Play, {}, std::move(*e)};
    return {Start::Invalid, "the action stands for no move"}; // a draw or a tileless place: above
}

void TurnTrack::tilePlayed(const Events& events) {
    drawn.reset();
    forced.tilePlayed(events);
}

} // namespace carcassonne::scenario
