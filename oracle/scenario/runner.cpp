#include "runner.hpp"

#include "compare.hpp"
#include "describe.hpp"

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
        return Verdict::Failed;
    }
    return Verdict::Failed;
}

std::string FeatureSpec::text() const {
    std::string out(carcassonne::toString(kind));
    if (kind != FeatureKind::Cloister) out += " " + location.toString();
    return out + " at " + carcassonne::toString(at);
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
    GameConfig config;
    config.rules = rulesFor(s, e);
    config.expansions = s.expansions;
    config.players = static_cast<int>(s.players.size());
    return config;
}

bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition e) {
    return !editions || std::find(editions->begin(), editions->end(), e) != editions->end();
}

namespace {
// Why a feature location names nothing on the board (feature-not-found).
Error notFound(const Board& board, const FeatureSpec& f) {
    const PlacedTile* t = board.at(f.at);
    const std::string what = f.text().substr(0, f.text().find(" at "));
    return fail(ErrorCode::FeatureNotFound, t ? "the tile " + tileCatalog().at(t->type).name +
                                                    " at " + toString(f.at) + " has no " + what
                                              : "no tile at " + toString(f.at));
}
} // namespace

std::variant<std::monostate, Move, Error> moveOf(const GameState& state, const Action& a,
                                                 std::optional<TileTypeId> drawn) {
    auto node = [&](const FeatureSpec& f) { return state.board.find(f.at, f.kind, f.location); };
    switch (a.kind) {
    case Action::Kind::Draw:
        return std::monostate{};
    case Action::Kind::Place:
        if (!a.tile && !drawn) return std::monostate{};
        return Move{PlaceTile{a.tile ? *a.tile : *drawn, a.at, a.rotation}};
    case Action::Kind::Discard:
        return Move{DiscardTile{*a.tile}};
    case Action::Kind::Magic: {
        if (a.magic.remove) return Move{RemoveFigure{a.magic.figure}};
        const auto n = node(*a.magic.target);
        if (!n) return notFound(state.board, *a.magic.target);
        return Move{MoveFigure{a.magic.figure, *n}};
    }
    case Action::Kind::Follower: {
        if (!a.follower) return Move{Pass{}};
        const auto n = node(a.follower->on);
        if (!n) return notFound(state.board, a.follower->on);
        return Move{
            PlaceFollower{*n, a.follower->large ? FollowerKind::Large : FollowerKind::Normal}};
    }
    case Action::Kind::Final:
        return Move{EndGame{}};
    }
    return std::monostate{};
}

RuleSet rulesFor(const Scenario& scenario, Edition edition) {
    RuleSet rules = defaultRules(edition);
    for (const auto& [name, value] : scenario.rules) {
        const Status applied = setSwitch(rules, name, value); // checked by the loader
        (void)applied;
    }
    return rules;
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

    std::optional<NodeId> resolve(const FeatureSpec& f) const {
        return state_.board.find(f.at, f.kind, f.location);
    }
    std::optional<NodeId> resolveOrError(const FeatureSpec& f) {
        auto n = resolve(f);
        if (!n) error(f.pos, notFound(state_.board, f).message);
        return n;
    }

    bool setup() {
        const GameConfig config = configFor(s_, edition_);
        state_ = newGame(config);
        const Setup& su = s_.setup;
        if (su.tiles.empty()) {
            (void)setupTile(state_, tileCatalog().startTile(), {0, 0}, Rotation{});
        }
        for (const SetupTile& t : su.tiles)
            if (auto ok = setupTile(state_, t.tile, t.at, t.rotation); !ok) {
                error(t.pos,
                      "set-up tile " + tileCatalog().at(t.tile).name + ": " + ok.error().message);
                return false;
            }
        for (const SetupFollower& f : su.followers) {
            auto n = resolveOrError(f.follower.on);
            if (!n) return false;
            const auto kind = f.follower.large ? FollowerKind::Large : FollowerKind::Normal;
            if (auto ok = setupFollower(state_, static_cast<PlayerIndex>(f.player), *n, kind);
                !ok) {
                error(f.follower.pos,
                      "set-up follower of " + name(f.player) + ": " + ok.error().message);
                return false;
            }
        }
        for (const FigureSpec& f : su.figures) {
            auto n = resolveOrError(*f.on);
            if (!n) return false;
            if (auto ok = setupFigure(state_, f.figure, *n); !ok) {
                error(f.pos,
                      "set-up " + std::string(toString(f.figure)) + ": " + ok.error().message);
                return false;
            }
        }
        for (const SupplySpec& sp : su.supply) {
            PlayerState& p = state_.players[static_cast<std::size_t>(sp.player)];
            int placedNormal = 0, placedLarge = 0;
            for (const Follower& f : state_.followers)
                if (f.player == sp.player)
                    (f.kind == FollowerKind::Large ? placedLarge : placedNormal) += 1;
            if (sp.normal) p.normalInSupply = *sp.normal;
            if (sp.large) p.largeInSupply = *sp.large;
            if (p.normalInSupply + placedNormal > config.normalFollowers ||
                p.largeInSupply + placedLarge > state_.config.largeFollowers) {
                error(sp.pos, name(sp.player) + " would have more followers than the game gives (" +
                                  std::to_string(config.normalFollowers) + " normal, " +
                                  std::to_string(state_.config.largeFollowers) + " large)");
                return false;
            }
        }
        for (const auto& [p, points] : su.scores)
            state_.players[static_cast<std::size_t>(p)].score = points;
        if (su.turn) state_.current = static_cast<PlayerIndex>(*su.turn);
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
        drawn = a.tile;
        autoRemoved.reset();
        return {Start::CheckOnly, {}};
    }
    if (a.kind == Action::Kind::Place) {
        if (!a.tile && !drawn) return {Start::Invalid, "`place` needs `tile:` (no tile was drawn)"};
        if (a.tile && drawn && *a.tile != *drawn)
            return {Start::Invalid, "`place` names " + tileCatalog().at(*a.tile).name + " but " +
                                        tileCatalog().at(*drawn).name + " was drawn"};
    }
    // mw.no-target: a forced removal already happened with the tile; naming it is allowed.
    if (a.kind == Action::Kind::Magic && a.magic.remove && state.phase != Phase::Magic &&
        autoRemoved == a.magic.figure)
        return {Start::CheckOnly, {}};
    auto resolved = moveOf(state, a, drawn);
    if (auto* m = std::get_if<Move>(&resolved)) return {Start::Play, {}, std::move(*m)};
    if (auto* e = std::get_if<Error>(&resolved)) return {Start::Play, {}, std::move(*e)};
    return {Start::Invalid, "the action stands for no move"}; // a draw or a tileless place: above
}

void TurnTrack::tilePlayed(const Events& events) {
    drawn.reset();
    autoRemoved.reset();
    for (const Event& ev : events)
        if (auto r = std::get_if<FigureRemoved>(&ev)) autoRemoved = r->figure;
}

} // namespace carcassonne::scenario
