#include "replay_loop.hpp"

#include "action.hpp"
#include "describe.hpp"

namespace carcassonne::scenario {

bool refusalExpected(const Action& a, Edition edition) {
    return a.expectError && appliesTo(a.expectError->editions, edition);
}

namespace {

class ReplayLoop {
public:
    ReplayLoop(const Scenario& s, Edition e, const ReplaySide& side, ReplayProgress& progress,
               const RunObserver& observer)
        : s_(s), edition_(e), side_(side), progress_(progress), run_(progress.run),
          observer_(observer) {}

    void play() {
        if (!setup()) return stop(std::nullopt);
        if (observer_.setUp) observer_.setUp(state_);
        for (std::size_t i = 0; i < s_.actions.size(); ++i) {
            const Action& a = s_.actions[i];
            if (!appliesTo(a.editions, edition_)) continue;
            progress_.action = i;
            stepEvents_.clear();
            stepRefusal_.reset();
            oracleScored_.clear();
            const std::size_t before = run_.findings.size();
            const bool goOn = act(i, a);
            if (run_.findings.size() > before && !progress_.firstFailing)
                progress_.firstFailing = i;
            if (!goOn) return stop(i);
            if (observer_.acted)
                observer_.acted({i, state_, stepEvents_, turn_.drawn, stepRefusal_});
        }
    }

private:
    const Scenario& s_;
    Edition edition_;
    const ReplaySide& side_;
    ReplayProgress& progress_;
    ScenarioRun& run_;
    const RunObserver& observer_;
    GameState state_; // the oracle's position
    TurnTrack turn_;
    Events lastMoved_; // of the last move played (what `scored` checks)
    // The oracle's own score events of the action under way (ReplaySide::againstOracle).
    std::vector<ScoreEvent> oracleScored_;
    Events stepEvents_;                      // of the current action only (for the observer)
    std::optional<std::string> stepRefusal_; // the current action was refused as expected

    ReplayNow now(std::size_t action) const { return {action, state_, turn_}; }

    void stop(std::optional<std::size_t> action) {
        if (observer_.stopped)
            observer_.stopped(action, run_.findings.empty() ? "" : run_.findings.back().message);
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
        const GameConfig config = configFor(s_, edition_);
        const PositionSpec position = positionOf(s_.setup, edition_);
        auto start = startPosition(config, position);
        if (!start) {
            const SetupFinding f = setupFinding(s_.setup, s_.players, start.error(), edition_);
            error(f.pos,
                  side_.setupRefused ? side_.setupRefused(f, start.error().error.code) : f.message);
            return false;
        }
        state_ = std::move(start).value();
        return !side_.begin || side_.begin(config, position, state_);
    }

    // Plays one action on both sides; false stops the replay (the state can no longer be
    // trusted).
    bool act(std::size_t i, const Action& a) {
        if (a.player && state_.phase != Phase::Over) {
            const PlayerIndex current = side_.current ? side_.current(now(i)) : state_.current;
            if (current != *a.player)
                failure(a.pos, "player",
                        "expected " + name(*a.player) + "'s turn, but " +
                            std::string(side_.turnWords) + " " + name(current) + "'s");
        }
        const auto started = turn_.start(a, state_);
        if (started.start == TurnTrack::Start::Invalid) {
            error(a.pos, started.why);
            return false;
        }
        if (started.start == TurnTrack::Start::CheckOnly) return check(i, a);

        // The other side gets the copy the oracle takes on this position, named before it does.
        const NamedMove sent = side_.answer ? withCopyId(state_, started.move) : started.move;
        const auto local = turn_.play(state_, started.move);
        if (local && local->acknowledged) return check(i, a); // nothing to play: rules did it
        if (local)
            for (const Event& ev : local->events)
                if (const auto* e = std::get_if<ScoreEvent>(&ev)) oracleScored_.push_back(*e);
        const auto refused =
            side_.answer ? side_.answer(a, sent, local, now(i)) : ownAnswer(a, local);
        return judge(i, a, local, refused);
    }

    // The oracle's answer is its own result.
    std::optional<SideRefusal> ownAnswer(const Action& a, const Result<PlayedMove>& local) const {
        if (local) return std::nullopt;
        const Error& e = local.error();
        return SideRefusal{std::string(toString(e.code)), e.message, isStructuralCode(e.code),
                           refusalExpected(a, edition_) && e.code == a.expectError->code};
    }

    // The side's answer against the oracle's result and the scenario's expected error.
    bool judge(std::size_t i, const Action& a, const Result<PlayedMove>& local,
               const std::optional<SideRefusal>& refused) {
        const bool expected = refusalExpected(a, edition_);
        if (refused) {
            const std::string text = refused->code + ": " + refused->message;
            if (!expected) {
                if (refused->structural)
                    error(a.pos, "the action does not fit the turn: " + text);
                else
                    failure(a.pos, "action-refused", std::string(side_.refusedWords) + text);
                return false;
            }
            if (!refused->matches)
                failure(
                    a.expectError->pos, "expect-error", "the action was refused with another error",
                    {"expected: " + std::string(toString(a.expectError->code)), "actual: " + text});
            if (local) {
                error(a.pos, "the oracle accepts this action: the scenario does not hold for it");
                return false;
            }
            // Refused, it changed nothing.
            lastMoved_.clear();
            stepRefusal_ = text;
            return check(i, a);
        }
        if (expected) {
            failure(a.expectError->pos, "expect-error",
                    "expected the action to be refused with " +
                        std::string(toString(a.expectError->code)) + ", but " +
                        std::string(side_.acceptedWords));
            return false;
        }
        if (!local) {
            error(a.pos, "the oracle refuses this action (" +
                             std::string(toString(local.error().code)) + ": " +
                             local.error().message + "): the scenario does not hold for it");
            return false;
        }
        lastMoved_ = local->events;
        stepEvents_ = lastMoved_;
        return check(i, a);
    }

    // The expectation's checks are shared by every side (compare.hpp): the rules model is
    // observed as an engine would be.
    bool check(std::size_t i, const Action& a) {
        for (const Expectation& x : a.expect) {
            if (!appliesTo(x.editions, edition_)) continue;
            const Needs needs = needsOf(x);
            const Observation o =
                side_.observe ? side_.observe(x, needs, now(i))
                              : observe(state_, x.placementsTile ? x.placementsTile : turn_.drawn,
                                        lastMoved_, needs);
            Comparison how = side_.comparison;
            if (side_.againstOracle) how.oracle = &oracleScored_;
            checkExpectation(x, state_, turn_.drawn, o, s_.players, run_, how);
        }
        return true;
    }
};

} // namespace

void replayScenario(const Scenario& scenario, Edition edition, const ReplaySide& side,
                    ReplayProgress& progress, const RunObserver& observer) {
    ReplayLoop(scenario, edition, side, progress, observer).play();
}

TurnTrack::Started TurnTrack::start(const Action& a, const GameState& state) {
    if (a.draws()) {
        if (state.phase != Phase::Tile)
            return {Start::Invalid,
                    "a tile is drawn at the start of a turn, but the turn is at the " +
                        std::string(toString(state.phase)) + " step"};
        // The copy drawn (tile_copies.hpp); with none left, the tile named, which `place` refuses.
        drawn = copyIdOf(state, {*a.tile, a.tileNaming});
        forced.clear();
        return {Start::CheckOnly, {}};
    }
    if (a.key == "place") {
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
    if (auto named = namedMoveOf(a, drawn)) return {Start::Play, {}, std::move(*named)};
    return {Start::Invalid, "the action stands for no move"}; // a draw or a tileless place: above
}

Result<PlayedMove> TurnTrack::play(GameState& state, const NamedMove& move) {
    auto played = playNamed(state, forced, move);
    if (played && !played->acknowledged && startsTurn(move)) drawn.reset();
    return played;
}

} // namespace carcassonne::scenario
