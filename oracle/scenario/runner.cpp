#include "runner.hpp"

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

RuleSet rulesFor(const Scenario& scenario, Edition edition) {
    RuleSet rules = defaultRules(edition);
    for (const auto& [name, value] : scenario.rules) {
        const Status applied = setSwitch(rules, name, value); // checked by the loader
        (void)applied;
    }
    return rules;
}

namespace {

bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition e) {
    return !editions || std::find(editions->begin(), editions->end(), e) != editions->end();
}

// The turn-structure codes: a scenario that trips over one without expecting it is inconsistent.
bool isStructural(ErrorCode code) {
    return code == ErrorCode::MagicActionRequired || code == ErrorCode::GameOver ||
           code == ErrorCode::TileExpected || code == ErrorCode::FollowerStepExpected ||
           code == ErrorCode::NoMagicActionDue || code == ErrorCode::TileNotInSet ||
           code == ErrorCode::TileExhausted || code == ErrorCode::FeatureNotFound;
}

std::string list(const std::vector<std::string>& items) {
    if (items.empty()) return "(none)";
    std::string out;
    for (const auto& i : items)
        out += (out.empty() ? "" : "; ") + i;
    return out;
}

class Replay {
public:
    Replay(const Scenario& s, Edition e) : s_(s), edition_(e) {
        run_.id = s.id + "@" + std::string(toString(e));
        run_.file = s.file;
        run_.title = s.title;
        run_.edition = e;
        run_.rulings = s.rulings;
    }

    ScenarioRun play() {
        if (!setup()) return run_;
        for (const Action& a : s_.actions) {
            if (!appliesTo(a.editions, edition_)) continue;
            if (!act(a)) break;
        }
        return run_;
    }

private:
    const Scenario& s_;
    Edition edition_;
    ScenarioRun run_;
    GameState state_;
    std::optional<TileTypeId> drawn_;
    std::optional<MagicFigure> autoRemoved_; // forced removal in the current turn
    Events lastEvents_;

    void report(Outcome o, SourcePos pos, std::string code, std::string message,
                std::vector<std::string> details = {}) {
        if (o == Outcome::Error || run_.outcome == Outcome::Pass) run_.outcome = o;
        run_.findings.push_back({pos, std::move(code), std::move(message), std::move(details)});
    }
    void error(SourcePos pos, std::string message) {
        report(Outcome::Error, pos, "scenario", std::move(message));
    }
    void failure(SourcePos pos, std::string code, std::string message,
                 std::vector<std::string> details = {}) {
        report(Outcome::Fail, pos, std::move(code), std::move(message), std::move(details));
    }

    std::string name(int p) const { return playerName(s_.players, static_cast<PlayerIndex>(p)); }

    std::optional<NodeId> resolve(const FeatureSpec& f) const {
        return state_.board.find(f.at, f.kind, f.location);
    }
    // Why a feature location names nothing on the board (feature-not-found).
    Error notFound(const FeatureSpec& f) const {
        const PlacedTile* t = state_.board.at(f.at);
        const std::string what = f.text().substr(0, f.text().find(" at "));
        return fail(ErrorCode::FeatureNotFound, t ? "the tile " + tileCatalog().at(t->type).name +
                                                        " at " + toString(f.at) + " has no " + what
                                                  : "no tile at " + toString(f.at));
    }
    std::optional<NodeId> resolveOrError(const FeatureSpec& f) {
        auto n = resolve(f);
        if (!n) error(f.pos, notFound(f).message);
        return n;
    }

    bool setup() {
        GameConfig config;
        config.rules = rulesFor(s_, edition_);
        config.expansions = s_.expansions;
        config.players = static_cast<int>(s_.players.size());
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
        std::optional<Move> move;
        switch (a.kind) {
        case Action::Kind::Draw:
            if (state_.phase != Phase::Tile) {
                error(a.pos, "a tile is drawn at the start of a turn, but the turn is at the " +
                                 std::string(toString(state_.phase)) + " step");
                return false;
            }
            drawn_ = a.tile;
            autoRemoved_.reset();
            return check(a);
        case Action::Kind::Place: {
            const auto tile = a.tile ? a.tile : drawn_;
            if (!tile) {
                error(a.pos, "`place` needs `tile:` (no tile was drawn)");
                return false;
            }
            if (a.tile && drawn_ && *a.tile != *drawn_) {
                error(a.pos, "`place` names " + tileCatalog().at(*a.tile).name + " but " +
                                 tileCatalog().at(*drawn_).name + " was drawn");
                return false;
            }
            move = PlaceTile{*tile, a.at, a.rotation};
            break;
        }
        case Action::Kind::Discard:
            move = DiscardTile{*a.tile};
            break;
        case Action::Kind::Magic:
            if (a.magic.remove) {
                if (state_.phase != Phase::Magic && autoRemoved_ == a.magic.figure) return check(a);
                move = RemoveFigure{a.magic.figure};
            } else {
                auto n = resolve(*a.magic.target);
                if (!n) return refused(a, notFound(*a.magic.target));
                move = MoveFigure{a.magic.figure, *n};
            }
            break;
        case Action::Kind::Follower:
            if (!a.follower) {
                move = Pass{};
            } else {
                auto n = resolve(a.follower->on);
                if (!n) return refused(a, notFound(a.follower->on));
                move = PlaceFollower{*n, a.follower->large ? FollowerKind::Large
                                                           : FollowerKind::Normal};
            }
            break;
        case Action::Kind::Final:
            move = EndGame{};
            break;
        }

        auto result = carcassonne::play(state_, *move);
        if (!result) return refused(a, result.error());
        if (a.expectError && appliesTo(a.expectError->editions, edition_)) {
            failure(a.expectError->pos, "expect-error",
                    "expected the action to be refused with " +
                        std::string(toString(a.expectError->code)) + ", but it was accepted");
            return false;
        }
        lastEvents_ = result.value();
        if (std::holds_alternative<PlaceTile>(*move) ||
            std::holds_alternative<DiscardTile>(*move)) {
            drawn_.reset();
            autoRemoved_.reset();
            for (const Event& ev : lastEvents_)
                if (auto r = std::get_if<FigureRemoved>(&ev)) autoRemoved_ = r->figure;
        }
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

    // Compares a legal set, as descriptions, with exactly / includes / excludes / count.
    template <typename T>
    void compareSet(const SetExpectation<T>& x, const std::vector<std::string>& actual,
                    const std::vector<std::string>& expectedExactly,
                    const std::vector<std::string>& expectedIncludes,
                    const std::vector<std::string>& expectedExcludes, const std::string& what) {
        const std::set<std::string> have(actual.begin(), actual.end());
        if (x.exactly) {
            const std::set<std::string> want(expectedExactly.begin(), expectedExactly.end());
            std::vector<std::string> missing, extra;
            for (const auto& w : want)
                if (!have.contains(w)) missing.push_back(w);
            for (const auto& h : have)
                if (!want.contains(h)) extra.push_back(h);
            if (!missing.empty() || !extra.empty())
                failure(x.pos, what, "the legal " + what + " differ",
                        {"missing: " + list(missing), "extra: " + list(extra)});
        }
        if (x.includes) {
            std::vector<std::string> missing;
            for (const auto& w : expectedIncludes)
                if (!have.contains(w)) missing.push_back(w);
            if (!missing.empty())
                failure(x.pos, what, "legal " + what + " are missing",
                        {"missing: " + list(missing)});
        }
        if (x.excludes) {
            std::vector<std::string> present;
            for (const auto& w : expectedExcludes)
                if (have.contains(w)) present.push_back(w);
            if (!present.empty())
                failure(x.pos, what, "excluded " + what + " are legal",
                        {"legal: " + list(present)});
        }
        if (x.count && static_cast<int>(have.size()) != *x.count)
            failure(x.pos, what, "wrong number of legal " + what,
                    {"expected: " + std::to_string(*x.count),
                     "actual: " + std::to_string(have.size()), "legal: " + list(actual)});
    }

    template <typename T, typename F>
    void compareWith(const SetExpectation<T>& x, const std::vector<std::string>& actual,
                     F describeEntry, const std::string& what) {
        auto each = [&](const std::optional<std::vector<T>>& v) {
            std::vector<std::string> out;
            if (v)
                for (const T& e : *v)
                    out.push_back(describeEntry(e));
            return out;
        };
        compareSet(x, actual, each(x.exactly), each(x.includes), each(x.excludes), what);
    }

    std::string featureName(const FeatureSpec& f) const {
        auto n = resolve(f);
        return n ? state_.board.canonical(*n).toString() : "(no " + f.text() + ")";
    }

    void checkExpectation(const Expectation& x) {
        if (x.phase && *x.phase != state_.phase)
            failure(x.phasePos, "phase", "wrong turn step",
                    {"expected: " + std::string(toString(*x.phase)),
                     "actual: " + std::string(toString(state_.phase))});
        if (x.placements) {
            const auto tile = x.placementsTile ? x.placementsTile : drawn_;
            if (!tile) {
                error(x.placements->pos, "`placements` needs a drawn tile or `tile:`");
            } else {
                std::vector<std::string> actual;
                for (const PlaceTile& p : legalPlacements(state_, *tile))
                    actual.push_back(describe(p));
                if (state_.phase != Phase::Tile) actual.clear();
                compareWith(
                    *x.placements, actual,
                    [](const PlacementSpec& p) {
                        return describe(PlaceTile{0, p.at, p.rotation});
                    },
                    "placements");
            }
        }
        if (x.followers) {
            std::vector<std::string> actual;
            for (const PlaceFollower& f : legalFollowerPlacements(state_))
                actual.push_back(describe(state_, f));
            compareWith(
                *x.followers, actual,
                [&](const FollowerSpec& f) {
                    const auto n = resolve(f.on);
                    return (n ? followerFeatureText(state_, *n) : "(no " + f.on.text() + ")") +
                           (f.large ? " (large)" : "");
                },
                "followers");
        }
        if (x.magic) {
            std::vector<std::string> actual;
            for (const MagicAction& m : legalMagicActions(state_))
                actual.push_back(describe(state_, m));
            compareWith(
                *x.magic, actual,
                [&](const MagicSpec& m) {
                    return m.remove
                               ? "remove " + std::string(toString(m.figure))
                               : std::string(toString(m.figure)) + " -> " + featureName(*m.target);
                },
                "magic actions");
        }
        if (x.scored) checkScored(x);
        for (const auto& [p, points] : x.scores) {
            const int actual = state_.players[static_cast<std::size_t>(p)].score;
            if (actual != points)
                failure(
                    x.scoresPos, "scores", "wrong score for " + name(p),
                    {"expected: " + std::to_string(points), "actual: " + std::to_string(actual)});
        }
        for (const FigureSpec& f : x.figures) {
            const auto at = state_.figure(f.figure);
            const std::string actual = at ? state_.board.canonical(*at).toString() : "supply";
            const std::string expected = f.on ? featureName(*f.on) : "supply";
            if (actual != expected)
                failure(f.pos, "figures",
                        "the " + std::string(toString(f.figure)) + " is elsewhere",
                        {"expected: " + expected, "actual: " + actual});
        }
        for (const SupplySpec& sp : x.supply) {
            const PlayerState& p = state_.players[static_cast<std::size_t>(sp.player)];
            if ((sp.normal && *sp.normal != p.normalInSupply) ||
                (sp.large && *sp.large != p.largeInSupply))
                failure(sp.pos, "supply", "wrong supply for " + name(sp.player),
                        {"expected: normal " + (sp.normal ? std::to_string(*sp.normal) : "-") +
                             ", large " + (sp.large ? std::to_string(*sp.large) : "-"),
                         "actual: normal " + std::to_string(p.normalInSupply) + ", large " +
                             std::to_string(p.largeInSupply)});
        }
    }

    static int modifier(const ScoreEvent& e, ModifierKind k) {
        int total = 0;
        for (const auto& m : e.modifiers)
            if (m.kind == k) total += m.delta;
        return total;
    }

    // Which fields of an expected event differ from an actual one ("" when they match).
    std::string differences(const EventSpec& x, const ScoreEvent& e) const {
        std::string out;
        auto cmp = [&](const char* key, int actual) {
            auto it = x.numbers.find(key);
            if (it != x.numbers.end() && it->second != actual)
                out += std::string(out.empty() ? "" : ", ") + key + " " +
                       std::to_string(it->second) + " expected, " + std::to_string(actual) +
                       " actual";
        };
        cmp("tiles", e.tiles);
        cmp("pennants", e.pennants);
        cmp("cities", e.cities);
        cmp("base", e.base);
        cmp("inn", modifier(e, ModifierKind::Inn));
        cmp("cathedral", modifier(e, ModifierKind::Cathedral));
        cmp("mage", modifier(e, ModifierKind::Mage));
        cmp("witch", modifier(e, ModifierKind::Witch));
        cmp("points", e.points);
        std::vector<int> scorers;
        for (const auto& s : e.scorers)
            scorers.push_back(s.player);
        std::sort(scorers.begin(), scorers.end());
        if (scorers != x.players) {
            auto names = [&](const std::vector<int>& ps) {
                std::string n;
                for (int p : ps)
                    n += (n.empty() ? "" : ", ") + name(p);
                return "[" + n + "]";
            };
            out += std::string(out.empty() ? "" : ", ") + "players " + names(x.players) +
                   " expected, " + names(scorers) + " actual";
        }
        if (x.final && *x.final != e.final)
            out += std::string(out.empty() ? "" : ", ") + "final " + (*x.final ? "true" : "false") +
                   " expected";
        return out;
    }

    void checkScored(const Expectation& x) {
        std::vector<const ScoreEvent*> actual;
        for (const Event& ev : lastEvents_)
            if (auto e = std::get_if<ScoreEvent>(&ev)) actual.push_back(e);
        std::vector<bool> used(actual.size(), false);
        for (const EventSpec& want : x.scored.value()) {
            const auto root = resolve(want.feature);
            std::string closest;
            bool matched = false;
            for (std::size_t i = 0; i < actual.size() && !matched; ++i) {
                if (used[i]) continue;
                const ScoreEvent& e = *actual[i];
                const auto eroot =
                    state_.board.find(e.feature.at, e.feature.kind, e.feature.location);
                if (!root || !eroot || state_.board.root(*root) != state_.board.root(*eroot))
                    continue;
                const std::string diff = differences(want, e);
                if (diff.empty()) {
                    used[i] = true;
                    matched = true;
                } else if (closest.empty()) {
                    closest = describe(s_.players, e) + " (" + diff + ")";
                }
            }
            if (!matched)
                failure(want.pos, "scored",
                        closest.empty()
                            ? "no score event for the " + featureName(want.feature)
                            : "the score event for the " + featureName(want.feature) + " differs",
                        {closest.empty() ? "actual events: " + list(describeAll(actual))
                                         : "actual: " + closest});
        }
        if (!x.scoredPartial) {
            std::vector<std::string> extra;
            for (std::size_t i = 0; i < actual.size(); ++i)
                if (!used[i]) extra.push_back(describe(s_.players, *actual[i]));
            bool anyMissing = false;
            for (const auto& f : run_.findings)
                anyMissing = anyMissing || f.code == "scored";
            if (!extra.empty() && !anyMissing)
                failure(x.scoredPos, "scored",
                        "unexpected score events (list them, or say `partial: true`)",
                        {"extra: " + list(extra)});
        }
    }

    std::vector<std::string> describeAll(const std::vector<const ScoreEvent*>& events) const {
        std::vector<std::string> out;
        for (const auto* e : events)
            out.push_back(describe(s_.players, *e));
        return out;
    }
};

} // namespace

ScenarioRun runScenario(const Scenario& scenario, Edition edition) {
    return Replay(scenario, edition).play();
}

} // namespace carcassonne::scenario
