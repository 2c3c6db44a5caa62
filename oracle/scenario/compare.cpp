#include "compare.hpp"

#include "describe.hpp"
#include "formats/join.hpp"
#include "legal_sets.hpp"

#include <algorithm>
#include <iterator>
#include <tuple>

namespace carcassonne::scenario {

Needs needsOf(const Expectation& x) {
    Needs n;
    n.phase = x.phase.has_value();
    n.placements = x.placements.has_value();
    n.followers = x.followers.has_value();
    n.magic = x.magic.has_value();
    n.scored = x.scored.has_value();
    n.state = !x.scores.empty() || !x.figures.empty() || !x.supply.empty();
    return n;
}

void addFinding(ScenarioRun& run, Outcome outcome, SourcePos pos, std::string code,
                std::string message, std::vector<std::string> details) {
    if (outcome == Outcome::Error || run.outcome == Outcome::Pass) run.outcome = outcome;
    run.findings.push_back({pos, std::move(code), std::move(message), std::move(details)});
}

void addNote(ScenarioRun& run, SourcePos pos, std::string code, std::string message,
             std::vector<std::string> details) {
    run.notes.push_back({pos, std::move(code), std::move(message), std::move(details)});
}

rules::Move placementEntry(Position at, Rotation rotation) {
    return rules::placeTile(0, at, rotation);
}

Observation observe(const GameState& state, std::optional<TileTypeId> tile, const Events& events,
                    const Needs& needs) {
    Observation o;
    if (needs.phase) o.phase = state.phase;
    if (needs.placements || needs.followers || needs.magic) {
        // The generator's moves are canonical already (rules::canonical is what it lists). A
        // scenario's `placements` asks where the tile fits, whatever the supply holds (as the
        // protocol's `query legal` answers).
        const LegalSets sets = legalSets(state, rules::Draw{.tile = tile, .supplyAside = true});
        if (needs.placements) {
            o.placements.emplace();
            for (const rules::Move& m : sets.placements)
                o.placements->add(placementEntry(m.at(), m.rotation));
        }
        if (needs.followers) {
            o.followers = LegalSet{sets.followers, {}};
            o.besideFollowers = LegalSet{sets.besideFollowers, {}};
        }
        if (needs.magic) o.magic = LegalSet{sets.magic, {}};
    }
    if (needs.scored) {
        o.scored.emplace();
        for (const Event& ev : events)
            if (auto e = std::get_if<ScoreEvent>(&ev)) o.scored->push_back(*e);
    }
    if (needs.state) {
        o.players = state.players;
        o.figures.emplace();
        for (MagicFigure f : kMagicFigures) {
            const auto at = state.figure(f);
            (*o.figures)[static_cast<std::size_t>(f)] =
                at ? state.board.canonical(*at).toString() : "supply";
        }
    }
    return o;
}

namespace {

std::string list(const std::vector<std::string>& items) {
    return items.empty() ? "(none)" : formats::join(items, "; ");
}

// The checks of one expectation; the same arithmetic and messages as the runner's.
class Checker {
public:
    Checker(const GameState& position, const Observation& actual,
            const std::vector<std::string>& players, ScenarioRun& run, const Comparison& how)
        : state_(position), actual_(actual), players_(players), run_(run), how_(how) {}

    void check(const Expectation& x, std::optional<TileTypeId> drawn) {
        if (x.phase && actual_.phase && *x.phase != *actual_.phase)
            failure(x.phasePos, "phase", "wrong turn step",
                    {"expected: " + std::string(toString(*x.phase)),
                     "actual: " + std::string(toString(*actual_.phase))});
        if (x.placements) {
            const auto tile = x.placementsTile ? x.placementsTile : drawn;
            if (!tile)
                addFinding(run_, Outcome::Error, x.placements->pos, "scenario",
                           "`placements` needs a drawn tile or `tile:`");
            else if (actual_.placements)
                compareWith(
                    *x.placements, *actual_.placements,
                    [](const PlacementSpec& p, LegalSet& out) {
                        out.add(placementEntry(p.at, p.rotation));
                    },
                    "placements");
        }
        // The recalls are held against the oracle's own on the position (a scenario states no
        // recall), the followers against the expectation.
        if (x.followers && actual_.besideFollowers)
            checkRecalls(x.followers->pos, *actual_.besideFollowers);
        if (x.followers && actual_.followers)
            compareWith(
                *x.followers, *actual_.followers,
                [&](const FollowerSpec& f, LegalSet& out) {
                    out.addOn(state_, rules::placeFollower(0, f.kind),
                              state_.board.find(f.on.at, f.on.kind, f.on.location),
                              [&] { return "(no " + f.on.text() + ")" + followerNote(f.kind); });
                },
                "followers");
        if (x.magic && actual_.magic)
            compareWith(
                *x.magic, *actual_.magic,
                [&](const MagicSpec& m, LegalSet& out) {
                    if (m.remove) return out.add(rules::removeFigure(m.figure));
                    const FeatureSpec& t = *m.target;
                    out.addOn(state_, rules::moveFigure(m.figure, 0),
                              state_.board.find(t.at, t.kind, t.location), [&] {
                                  return std::string(toString(m.figure)) + " -> (no " + t.text() +
                                         ")";
                              });
                },
                "magic actions");
        if (x.scored && actual_.scored) checkScored(x, *actual_.scored);
        if (actual_.players) checkPlayers(x, *actual_.players);
        if (actual_.figures)
            for (const FigureSpec& f : x.figures) {
                const std::string& actual = (*actual_.figures)[static_cast<std::size_t>(f.figure)];
                const std::string expected = f.on ? featureName(*f.on) : "supply";
                if (actual != expected)
                    failure(f.pos, "figures",
                            "the " + std::string(toString(f.figure)) + " is elsewhere",
                            {"expected: " + expected, "actual: " + actual});
            }
    }

private:
    const GameState& state_;
    const Observation& actual_;
    const std::vector<std::string>& players_;
    ScenarioRun& run_;
    const Comparison& how_;

    // Whether the breakdown numbers an expectation states are compared exactly: always an
    // author's; the oracle's own (fuzz) only under --compare breakdown.
    bool exactBreakdown() const { return !how_.generated || how_.level == CompareLevel::Breakdown; }

    void failure(SourcePos pos, std::string code, std::string message,
                 std::vector<std::string> details = {}) {
        addFinding(run_, Outcome::Fail, pos, std::move(code), std::move(message),
                   std::move(details));
    }

    std::string name(int p) const { return playerName(players_, static_cast<PlayerIndex>(p)); }

    std::string featureName(const FeatureSpec& f) const {
        auto n = state_.board.find(f.at, f.kind, f.location);
        return n ? state_.board.canonical(*n).toString() : "(no " + f.text() + ")";
    }

    void checkPlayers(const Expectation& x, const std::vector<PlayerState>& players) {
        auto player = [&](int p) -> const PlayerState* {
            return p >= 0 && static_cast<std::size_t>(p) < players.size()
                       ? &players[static_cast<std::size_t>(p)]
                       : nullptr;
        };
        for (const auto& [p, points] : x.scores) {
            const PlayerState* ps = player(p);
            const std::string actual = ps ? std::to_string(ps->score) : "(no such player)";
            if (!ps || ps->score != points)
                failure(x.scoresPos, "scores", "wrong score for " + name(p),
                        {"expected: " + std::to_string(points), "actual: " + actual});
        }
        for (const SupplySpec& sp : x.supply) {
            const PlayerState* ps = player(sp.player);
            bool differs = ps == nullptr;
            std::vector<std::string> expectedCounts, actualCounts;
            for (FollowerKind kind : kFollowerKinds) {
                const std::string label(nameOf(kind));
                const auto& want = sp.of(kind);
                differs = differs || (want && ps && *want != ps->inSupply[kind]);
                expectedCounts.push_back(label + " " + (want ? std::to_string(*want) : "-"));
                if (ps) actualCounts.push_back(label + " " + std::to_string(ps->inSupply[kind]));
            }
            const std::string expected = formats::join(expectedCounts, ", ");
            const std::string actual = formats::join(actualCounts, ", ");
            if (differs)
                failure(sp.pos, "supply", "wrong supply for " + name(sp.player),
                        {"expected: " + expected,
                         "actual: " + (ps ? actual : std::string("(no such player)"))});
        }
    }

    // Compares a legal set, as values, with exactly / includes / excludes / count; its entries
    // are written (rules::label) only for a finding, sorted by their text as before.
    static bool before(const rules::Move& a, const rules::Move& b) {
        auto key = [](const rules::Move& m) {
            return std::tuple(m.kind, m.naming, m.rotation, m.tile, m.figure, m.follower, m.x, m.y,
                              m.node);
        };
        return key(a) < key(b);
    }

    // A set's moves and unnamed texts, each sorted and once: sorted vectors, not std::set (a
    // legal set holds hundreds of entries after every action of a fuzz game).
    struct Sorted {
        std::vector<rules::Move> moves;
        std::vector<std::string> unnamed;
        std::size_t size() const { return moves.size() + unnamed.size(); }
    };
    static Sorted sorted(const LegalSet& set) {
        Sorted out{set.moves, {}};
        std::sort(out.moves.begin(), out.moves.end(), before);
        out.moves.erase(std::unique(out.moves.begin(), out.moves.end()), out.moves.end());
        for (const auto& u : set.unnamed)
            out.unnamed.push_back(u.second);
        std::sort(out.unnamed.begin(), out.unnamed.end());
        out.unnamed.erase(std::unique(out.unnamed.begin(), out.unnamed.end()), out.unnamed.end());
        return out;
    }

    std::string text(const rules::Move& m) const { return rules::label(state_, m); }

    // The entries of a set, written, in the order they were listed.
    std::vector<std::string> listed(const LegalSet& set) const {
        std::vector<std::string> out;
        out.reserve(set.size());
        std::size_t move = 0, unnamed = 0;
        for (std::size_t i = 0; i < set.size(); ++i)
            if (unnamed < set.unnamed.size() && set.unnamed[unnamed].first == i)
                out.push_back(set.unnamed[unnamed++].second);
            else
                out.push_back(text(set.moves[move++]));
        return out;
    }

    // What `a` holds that `b` does not, written and sorted by text.
    std::vector<std::string> difference(const Sorted& a, const Sorted& b) const {
        std::vector<rules::Move> moves;
        std::set_difference(a.moves.begin(), a.moves.end(), b.moves.begin(), b.moves.end(),
                            std::back_inserter(moves), before);
        std::vector<std::string> out;
        std::set_difference(a.unnamed.begin(), a.unnamed.end(), b.unnamed.begin(), b.unnamed.end(),
                            std::back_inserter(out));
        for (const rules::Move& m : moves)
            out.push_back(text(m));
        std::sort(out.begin(), out.end());
        return out;
    }

    template <typename T>
    void compareSet(const SetExpectation<T>& x, const LegalSet& actual,
                    const LegalSet& expectedExactly, const LegalSet& expectedIncludes,
                    const LegalSet& expectedExcludes, const std::string& what) {
        // The finding's code is an identifier ("magic actions" -> "magic-actions"): problem
        // matchers read `error[CODE]` with `[\w-]+`.
        std::string code = what;
        std::replace(code.begin(), code.end(), ' ', '-');
        const Sorted have = sorted(actual);
        auto legal = [&](const rules::Move& m) {
            return std::binary_search(have.moves.begin(), have.moves.end(), m, before);
        };
        auto legalText = [&](const std::string& w) {
            return std::binary_search(have.unnamed.begin(), have.unnamed.end(), w);
        };
        // The entries of an expected list that are legal (or not), written, in the written order.
        auto select = [&](const LegalSet& set, bool wantLegal) {
            std::vector<std::string> out;
            std::size_t move = 0, unnamed = 0;
            for (std::size_t i = 0; i < set.size(); ++i)
                if (unnamed < set.unnamed.size() && set.unnamed[unnamed].first == i) {
                    const std::string& w = set.unnamed[unnamed++].second;
                    if (legalText(w) == wantLegal) out.push_back(w);
                } else {
                    const rules::Move& m = set.moves[move++];
                    if (legal(m) == wantLegal) out.push_back(text(m));
                }
            return out;
        };
        if (x.exactly) {
            const Sorted want = sorted(expectedExactly);
            const std::vector<std::string> missing = difference(want, have);
            const std::vector<std::string> extra = difference(have, want);
            if (!missing.empty() || !extra.empty())
                failure(x.pos, code, "the legal " + what + " differ",
                        {"missing: " + list(missing), "extra: " + list(extra)});
        }
        if (x.includes) {
            const std::vector<std::string> missing = select(expectedIncludes, false);
            if (!missing.empty())
                failure(x.pos, code, "legal " + what + " are missing",
                        {"missing: " + list(missing)});
        }
        if (x.excludes) {
            const std::vector<std::string> present = select(expectedExcludes, true);
            if (!present.empty())
                failure(x.pos, code, "excluded " + what + " are legal",
                        {"legal: " + list(present)});
        }
        if (x.count && static_cast<int>(have.size()) != *x.count)
            failure(x.pos, code, "wrong number of legal " + what,
                    {"expected: " + std::to_string(*x.count),
                     "actual: " + std::to_string(have.size()), "legal: " + list(listed(actual))});
    }

    // An engine's recalls against the oracle's on the position: exactly the same moves.
    void checkRecalls(SourcePos pos, const LegalSet& actual) {
        const Sorted have = sorted(actual);
        LegalSet oracle;
        if (state_.phase == Phase::Follower)
            oracle = LegalSet{legalSets(state_, rules::Draw{}).besideFollowers, {}};
        const Sorted want = sorted(oracle);
        const std::vector<std::string> missing = difference(want, have);
        const std::vector<std::string> extra = difference(have, want);
        if (!missing.empty() || !extra.empty())
            failure(pos, "recalls", "the legal recalls differ",
                    {"missing: " + list(missing), "extra: " + list(extra)});
    }

    // The expectation's written lists resolved to values on the position, once.
    template <typename T, typename F>
    void compareWith(const SetExpectation<T>& x, const LegalSet& actual, F resolve,
                     const std::string& what) {
        auto each = [&](const std::optional<std::vector<T>>& v) {
            LegalSet out;
            if (v)
                for (const T& e : *v)
                    resolve(e, out);
            return out;
        };
        compareSet(x, actual, each(x.exactly), each(x.includes), each(x.excludes), what);
    }

    static int modifier(const ScoreEvent& e, ModifierKind k) {
        int total = 0;
        for (const auto& m : e.modifiers)
            if (m.kind == k) total += m.delta;
        return total;
    }

    // Which fields of an expected event differ from an actual one ("" when they match).
    std::string differences(const EventSpec& x, const ScoreEvent& e) const {
        std::vector<std::string> out;
        for (const auto& [field, expected] : x.numbers)
            if (isBreakdown(field) && !exactBreakdown())
                continue; // compared with the oracle's event at the level (breakdownCheck)
            else if (const int actual = fieldValue(e, field); actual != expected)
                out.push_back(std::string(nameOf(field)) + " " + std::to_string(expected) +
                              " expected, " + std::to_string(actual) + " actual");
        std::vector<int> scorers;
        for (const auto& s : e.scorers)
            scorers.push_back(s.player);
        std::sort(scorers.begin(), scorers.end());
        if (scorers != x.players) {
            auto names = [&](const std::vector<int>& ps) {
                return "[" + formats::join(ps, ", ", [&](int p) { return name(p); }) + "]";
            };
            out.push_back("players " + names(x.players) + " expected, " + names(scorers) +
                          " actual");
        }
        if (x.final && *x.final != e.final)
            out.push_back(std::string("final ") + (*x.final ? "true" : "false") + " expected");
        return formats::join(out, ", ");
    }

    // The breakdown of a matched engine event against the oracle's own event of the same feature
    // (drive, fuzz): the numbers not already compared exactly. A difference fails the run under
    // --compare breakdown and is a note under --compare outcome (the points agree, or the event
    // would not have matched).
    void breakdownCheck(const EventSpec& want, const ScoreEvent& e) {
        if (!how_.oracle) return;
        const Board& board = state_.board;
        const auto root = board.find(e.feature.at, e.feature.kind, e.feature.location);
        const ScoreEvent* oracle = nullptr;
        for (const ScoreEvent& o : *how_.oracle) {
            const auto oroot = board.find(o.feature.at, o.feature.kind, o.feature.location);
            if (o.kind == e.kind && root && oroot && board.root(*root) == board.root(*oroot)) {
                oracle = &o;
                break;
            }
        }
        if (!oracle) return;
        std::vector<std::string> differing;
        for (ScoreField field : valuesOf<ScoreField>()) {
            if (!isBreakdown(field) || (exactBreakdown() && want.numbers.contains(field))) continue;
            const int expected = fieldValue(*oracle, field), actual = fieldValue(e, field);
            if (expected != actual)
                differing.push_back(std::string(nameOf(field)) + " " + std::to_string(expected) +
                                    " expected, " + std::to_string(actual) + " actual");
        }
        if (differing.empty()) return;
        const std::string diff = formats::join(differing, ", ");
        const std::string message = "the score event for the " + featureName(want.feature) +
                                    " differs in its breakdown (" + diff + ")";
        std::vector<std::string> details{"expected (oracle): " + describe(players_, *oracle),
                                         "actual: " + describe(players_, e)};
        if (how_.level == CompareLevel::Breakdown)
            failure(want.pos, "breakdown", message, std::move(details));
        else
            addNote(run_, want.pos, "breakdown",
                    message + "; a note under --compare outcome, a failure under breakdown",
                    std::move(details));
    }

    void checkScored(const Expectation& x, const std::vector<ScoreEvent>& events) {
        const Board& board = state_.board;
        std::vector<bool> used(events.size(), false);
        bool anyMissing = false; // an expected event not found: the extra ones are likely it
        for (const EventSpec& want : x.scored.value()) {
            const auto root = board.find(want.feature.at, want.feature.kind, want.feature.location);
            std::string closest;
            bool matched = false;
            for (std::size_t i = 0; i < events.size() && !matched; ++i) {
                if (used[i]) continue;
                const ScoreEvent& e = events[i];
                const auto eroot = board.find(e.feature.at, e.feature.kind, e.feature.location);
                if (!root || !eroot || board.root(*root) != board.root(*eroot)) continue;
                const std::string diff = differences(want, e);
                if (diff.empty()) {
                    used[i] = true;
                    matched = true;
                    breakdownCheck(want, e);
                } else if (closest.empty()) {
                    closest = describe(players_, e) + " (" + diff + ")";
                }
            }
            if (!matched) {
                anyMissing = true;
                std::vector<std::string> all;
                for (const ScoreEvent& e : events)
                    all.push_back(describe(players_, e));
                failure(want.pos, "scored",
                        closest.empty()
                            ? "no score event for the " + featureName(want.feature)
                            : "the score event for the " + featureName(want.feature) + " differs",
                        {closest.empty() ? "actual events: " + list(all) : "actual: " + closest});
            }
        }
        if (!x.scoredPartial) {
            std::vector<std::string> extra;
            for (std::size_t i = 0; i < events.size(); ++i)
                if (!used[i]) extra.push_back(describe(players_, events[i]));
            if (!extra.empty() && !anyMissing)
                failure(x.scoredPos, "scored",
                        "unexpected score events (list them, or say `partial: true`)",
                        {"extra: " + list(extra)});
        }
    }
};

} // namespace

void checkExpectation(const Expectation& x, const GameState& position,
                      std::optional<TileTypeId> drawn, const Observation& actual,
                      const std::vector<std::string>& players, ScenarioRun& run,
                      const Comparison& how) {
    Checker(position, actual, players, run, how).check(x, drawn);
}

} // namespace carcassonne::scenario
