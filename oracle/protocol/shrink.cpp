#include "shrink.hpp"

#include "generated_scenario.hpp"

#include <algorithm>
#include <cstdlib>

namespace carcassonne::protocol {

using namespace scenario;

namespace {

// Candidates are made without expectations; these give them theirs and ask the engine.
class Shrinker {
public:
    Shrinker(const GameTrace& trace, const Probe& probe, const std::function<bool()>& stop)
        : trace_(trace), probe_(probe), stop_(stop) {}

    Divergent run(Divergent best) {
        best = earlierEnd(std::move(best));
        best = fewerTurns(std::move(best));
        best = truncated(std::move(best));
        best = fewerProbes(std::move(best));
        best = fewerPlayers(std::move(best));
        best = nearTheDivergence(std::move(best));
        best = fewerTiles(std::move(best));
        best = fewerPieces(std::move(best));
        best = fewerRules(std::move(best));
        best = truncated(std::move(best));
        return onlyFailing(std::move(best));
    }

private:
    const GameTrace& trace_;
    const Probe& probe_;
    const std::function<bool()>& stop_;

    bool stopped() const { return stop_ && stop_(); }

    std::optional<Divergent> attempt(Scenario candidate) const {
        if (stopped()) return std::nullopt;
        auto full = withExpectations(std::move(candidate));
        if (!full) return std::nullopt;
        nameRulings(*full);
        return probe_(*full);
    }

    // The turn that holds an action of the full game.
    std::size_t turnOf(std::size_t action) const {
        const auto it = std::upper_bound(trace_.turnStart.begin(), trace_.turnStart.end(), action);
        return static_cast<std::size_t>(it - trace_.turnStart.begin()) - 1;
    }

    // The position before turn `from` as the set-up, then the turns up to the diverging one.
    Divergent fewerTurns(Divergent best) const {
        const Scenario& full = best.scenario;
        const std::size_t diverging = turnOf(best.firstFailing);
        // The scenario may end before the full game (earlierEnd): never past its own end.
        const std::size_t end =
            std::min(diverging + 1 < trace_.turnStart.size() ? trace_.turnStart[diverging + 1]
                                                             : full.actions.size(),
                     full.actions.size());
        for (std::size_t back = 0;; back = back ? back * 2 : 1) {
            const std::size_t from = back >= diverging ? 0 : diverging - back;
            Scenario c = full;
            c.setup = setupOf(trace_.before[from]);
            c.actions.assign(full.actions.begin() +
                                 static_cast<std::ptrdiff_t>(trace_.turnStart[from]),
                             full.actions.begin() + static_cast<std::ptrdiff_t>(end));
            if (auto d = attempt(c)) return *d;
            if (from == 0) return best;
        }
    }

    // A divergence in final scoring: the game ended after its first 1, 2, 4 ... turns, then
    // halving the gap below the first that diverges, from the start (no set-up, so this works with
    // an engine that refuses `setup` too).
    Divergent earlierEnd(Divergent best) const {
        const Scenario full = best.scenario;
        if (full.actions[best.firstFailing].key != "final") return best;
        const Action final = full.actions[best.firstFailing];
        auto endedAfter = [&](std::size_t turns) {
            Scenario c = full;
            c.actions.assign(full.actions.begin(),
                             full.actions.begin() +
                                 static_cast<std::ptrdiff_t>(trace_.turnStart[turns]));
            c.actions.push_back(final);
            return attempt(c);
        };
        std::size_t low = 0; // ended after `low` turns, the game does not diverge (or untried)
        std::size_t high = turnOf(best.firstFailing); // it diverges after `high` turns
        for (std::size_t turns = 1; turns < high; turns *= 2) {
            if (auto d = endedAfter(turns)) {
                best = *d;
                high = turns;
                break;
            }
            low = turns;
        }
        while (high - low > 1) {
            const std::size_t mid = low + (high - low) / 2;
            if (auto d = endedAfter(mid)) {
                best = *d;
                high = mid;
            } else {
                low = mid;
            }
        }
        return best;
    }

    // The rule switches the game drew go back to the edition's defaults, all or one by one.
    Divergent fewerRules(Divergent best) const {
        if (best.scenario.rules.empty()) return best;
        Scenario none = best.scenario;
        none.rules.clear();
        if (auto d = attempt(none)) return *d;
        for (std::size_t i = best.scenario.rules.size(); i-- > 0;) {
            Scenario c = best.scenario;
            c.rules.erase(c.rules.begin() + static_cast<std::ptrdiff_t>(i));
            if (auto d = attempt(c)) best = *d;
        }
        return best;
    }

    // Nothing after the first failing action. Not asked of the engine: what comes after an action
    // changes neither the oracle's values up to it nor what the engine was sent before it (for a
    // crash, a candidate the engine still fails costs a restart of it).
    static Divergent truncated(Divergent best) {
        if (best.firstFailing + 1 < best.scenario.actions.size())
            best.scenario.actions.resize(best.firstFailing + 1);
        return best;
    }

    // Without the set-up tiles that match `gone`, and the pieces on them (the start tile stays).
    template <typename Gone>
    static Scenario withoutTiles(const Scenario& from, const Gone& gone) {
        Scenario c = from;
        auto& tiles = c.setup.tiles;
        std::vector<Position> removed;
        for (std::size_t i = 1; i < tiles.size(); ++i)
            if (gone(i, tiles[i])) removed.push_back(tiles[i].at);
        auto isGone = [&](Position at) {
            return std::find(removed.begin(), removed.end(), at) != removed.end();
        };
        std::erase_if(tiles,
                      [&](const SetupTile& t) { return &t != &tiles.front() && isGone(t.at); });
        std::erase_if(c.setup.followers,
                      [&](const SetupFollower& f) { return isGone(f.follower.on.at); });
        std::erase_if(c.setup.figures,
                      [&](const FigureSpec& f) { return f.on && isGone(f.on->at); });
        return c;
    }

    // Only the set-up tiles near the squares the diverging turn plays on, 1, 2 then 3 squares
    // away: a divergence is most often local, and one candidate that keeps it saves the many
    // fewerTiles would need (each a restart of an engine the divergence crashes).
    Divergent nearTheDivergence(Divergent best) const {
        const Scenario& s = best.scenario;
        std::vector<Position> squares;
        const std::size_t turn = turnOf(std::min(best.firstFailing, s.actions.size() - 1), s);
        for (std::size_t i = turn; i <= best.firstFailing && i < s.actions.size(); ++i) {
            const Action& a = s.actions[i];
            if (a.key == "place") squares.push_back(a.at);
            if (a.follower) squares.push_back(a.follower->on.at);
            if (a.magic.target) squares.push_back(a.magic.target->at);
            if (a.feature) squares.push_back(a.feature->at);
        }
        if (squares.empty() || s.setup.tiles.size() <= 2) return best;
        for (int reach = 1; reach <= 3; ++reach) {
            auto far = [&](std::size_t, const SetupTile& t) {
                return std::none_of(squares.begin(), squares.end(), [&](Position p) {
                    return std::max(std::abs(p.x - t.at.x), std::abs(p.y - t.at.y)) <= reach;
                });
            };
            Scenario c = withoutTiles(s, far);
            if (c.setup.tiles.size() == s.setup.tiles.size()) return best;
            if (auto d = attempt(c)) return *d;
        }
        return best;
    }

    // The first action of the turn that holds action `i` of `s` (a turn begins with its draw; a
    // scenario cut by fewerTurns begins with one).
    static std::size_t turnOf(std::size_t i, const Scenario& s) {
        while (i > 0 && !s.actions[i].draws())
            --i;
        return i;
    }

    // The illegal-move probes before the failing action go (they are refused and change nothing).
    Divergent fewerProbes(Divergent best) const {
        Scenario c = best.scenario;
        std::vector<Action> kept;
        for (std::size_t i = 0; i < c.actions.size(); ++i)
            if (i >= best.firstFailing || !c.actions[i].expectError) kept.push_back(c.actions[i]);
        if (kept.size() == c.actions.size()) return best;
        c.actions = std::move(kept);
        if (auto d = attempt(c)) return *d;
        return best;
    }

    // Without player p: their pieces, scores and supply go; later seats move up.
    static std::optional<Scenario> withoutPlayer(const Scenario& from, int p) {
        const int turn = from.setup.turn.value_or(0);
        if (turn == p) return std::nullopt;
        Scenario c = from;
        auto moved = [p](int q) { return q > p ? q - 1 : q; };
        c.players.erase(c.players.begin() + p);
        std::erase_if(c.setup.followers, [p](const SetupFollower& f) { return f.player == p; });
        for (auto& f : c.setup.followers)
            f.player = moved(f.player);
        std::erase_if(c.setup.scores, [p](const auto& s) { return s.first == p; });
        for (auto& s : c.setup.scores)
            s.first = moved(s.first);
        std::erase_if(c.setup.supply, [p](const SupplySpec& s) { return s.player == p; });
        for (auto& s : c.setup.supply)
            s.player = moved(s.player);
        if (from.setup.turn) c.setup.turn = moved(turn);
        for (std::size_t i = 0; i < c.players.size(); ++i)
            c.players[i] = kPlayerNames[i];
        return c;
    }

    Divergent fewerPlayers(Divergent best) const {
        for (int p = static_cast<int>(best.scenario.players.size()) - 1;
             p >= 0 && best.scenario.players.size() > 2; --p)
            if (auto c = withoutPlayer(best.scenario, p))
                if (auto d = attempt(*c)) best = *d;
        return best;
    }

    // Set-up tiles go in chunks, halving the chunk when none can go (the start tile stays).
    Divergent fewerTiles(Divergent best) const {
        std::size_t chunk = std::max<std::size_t>(1, best.scenario.setup.tiles.size() / 2);
        while (true) {
            bool removed = false;
            for (std::size_t start = 1; start < best.scenario.setup.tiles.size();) {
                Scenario c = best.scenario;
                auto& tiles = c.setup.tiles;
                const std::size_t stop = std::min(tiles.size(), start + chunk);
                std::vector<Position> gone;
                for (std::size_t i = start; i < stop; ++i)
                    gone.push_back(tiles[i].at);
                tiles.erase(tiles.begin() + static_cast<std::ptrdiff_t>(start),
                            tiles.begin() + static_cast<std::ptrdiff_t>(stop));
                auto isGone = [&](Position at) {
                    return std::find(gone.begin(), gone.end(), at) != gone.end();
                };
                std::erase_if(c.setup.followers,
                              [&](const SetupFollower& f) { return isGone(f.follower.on.at); });
                std::erase_if(c.setup.figures,
                              [&](const FigureSpec& f) { return f.on && isGone(f.on->at); });
                if (auto d = attempt(c)) {
                    best = *d;
                    removed = true;
                } else {
                    start = stop;
                }
            }
            if (!removed) {
                if (chunk == 1) return best;
                chunk /= 2;
            }
        }
    }

    // Followers and figures of the set-up: all of them at once, else one by one; then the scores.
    Divergent fewerPieces(Divergent best) const {
        if (best.scenario.setup.followers.size() > 1) {
            Scenario c = best.scenario;
            c.setup.followers.clear();
            if (auto d = attempt(c)) best = *d;
        }
        if (best.scenario.setup.figures.size() > 1) {
            Scenario c = best.scenario;
            c.setup.figures.clear();
            if (auto d = attempt(c)) best = *d;
        }
        for (std::size_t i = best.scenario.setup.followers.size(); i-- > 0;) {
            Scenario c = best.scenario;
            c.setup.followers.erase(c.setup.followers.begin() + static_cast<std::ptrdiff_t>(i));
            if (auto d = attempt(c)) best = *d;
        }
        for (std::size_t i = best.scenario.setup.figures.size(); i-- > 0;) {
            Scenario c = best.scenario;
            c.setup.figures.erase(c.setup.figures.begin() + static_cast<std::ptrdiff_t>(i));
            if (auto d = attempt(c)) best = *d;
        }
        if (!best.scenario.setup.scores.empty()) {
            Scenario c = best.scenario;
            c.setup.scores.clear();
            if (auto d = attempt(c)) best = *d;
        }
        return best;
    }

    // Only the expectations that fail, on the first failing action.
    Divergent onlyFailing(Divergent best) const {
        Scenario c = best.scenario;
        for (std::size_t i = 0; i < c.actions.size(); ++i) {
            auto& expect = c.actions[i].expect;
            if (i != best.firstFailing) {
                expect.clear();
                continue;
            }
            const auto& codes = best.codes;
            for (Expectation& x : expect) {
                const Expectation all = x;
                if (!codes.contains("phase")) x.phase.reset();
                if (!codes.contains("placements")) x.placements.reset();
                if (!codes.contains("followers")) x.followers.reset();
                if (!codes.contains("magic-actions")) x.magic.reset();
                if (!codes.contains("scored")) x.scored.reset();
                if (!codes.contains("scores")) x.scores.clear();
                if (!codes.contains("figures")) x.figures.clear();
                if (!codes.contains("supply")) x.supply.clear();
                const bool empty = !x.phase && !x.placements && !x.followers && !x.magic &&
                                   !x.scored && x.scores.empty() && x.figures.empty() &&
                                   x.supply.empty();
                // A probe the engine refused with another code, or accepted: its `expect-error`
                // says it; the phase stays to show the state unchanged.
                if (empty && c.actions[i].expectError) {
                    x.phase = all.phase;
                    x.phasePos = all.phasePos;
                } else if (empty) {
                    // A refused action fails with any expectation: keep the whole one then.
                    x = all;
                }
            }
        }
        if (stopped()) return best;
        if (auto d = probe_(c)) return *d;
        return best;
    }
};

} // namespace

Divergent shrink(const GameTrace& trace, Divergent full, const Probe& probe,
                 const std::function<bool()>& stop) {
    return Shrinker(trace, probe, stop).run(std::move(full));
}

} // namespace carcassonne::protocol
