#include "fuzz.hpp"

#include "generated_scenario.hpp"
#include "positions.hpp"
#include "shrink.hpp"

#include "scenario/loader.hpp"
#include "scenario/ordered_jobs.hpp"
#include "scenario/writer.hpp"

#include <algorithm>
#include <ostream>

namespace carcassonne::protocol {

using namespace scenario;

namespace {

struct Game {
    GameConfig config;
    std::uint64_t seed = 0;
    Scenario scenario; // the whole game, no set-up beyond the start tile
    GameTrace trace;
};

// Game g of a run: its own seed, so shards and reruns play the same game.
Game randomGame(std::uint64_t runSeed, int g, int maxTurns) {
    Game game;
    game.seed =
        SeededRandom(runSeed + static_cast<std::uint64_t>(g) * 0x9E3779B97F4A7C15ull).next();
    SeededRandom random(game.seed);
    GameConfig& config = game.config;
    config.rules = defaultRules(kEditions[random.below(kEditions.size())]);
    config.expansions = ExpansionSet::all();
    config.players = 2 + static_cast<int>(random.below(5));

    Scenario& s = game.scenario;
    s.id = "fuzz/game-" + std::to_string(g);
    s.file = s.id + ".yaml";
    s.editions = {config.rules.edition};
    s.expansions = config.expansions;
    s.players.assign(kPlayerNames.begin(), kPlayerNames.begin() + config.players);

    GameState state = std::move(startPosition(config, {})).value();
    auto apply = [&](const Move& m) {
        s.actions.push_back(actionOf(state, m));
        (void)carcassonne::play(state, m); // legal by construction
    };
    int turns = 0;
    for (TileTypeId tile : shuffledStack(config, random)) {
        if (maxTurns >= 0 && turns++ >= maxTurns) break;
        game.trace.before.push_back(state);
        game.trace.turnStart.push_back(s.actions.size());
        s.actions.push_back(drawAction(tile));
        const auto placements = legalPlacements(state, tile);
        if (placements.empty()) {
            apply(DiscardTile{tile});
            continue;
        }
        apply(placements[random.below(placements.size())]);
        if (state.phase == Phase::Magic) {
            const auto actions = legalMagicActions(state);
            apply(std::visit([](const auto& a) -> Move { return a; },
                             actions[random.below(actions.size())]));
        }
        const auto followers = legalFollowerPlacements(state);
        const std::size_t pick = random.below(followers.size() + 1);
        apply(pick == followers.size() ? Move{Pass{}} : Move{followers[pick]});
    }
    game.trace.before.push_back(state);
    game.trace.turnStart.push_back(s.actions.size());
    s.actions.push_back(actionOf(state, EndGame{}));
    return game;
}

std::string describeGame(const Game& game) {
    return std::string(toString(game.config.rules.edition)) + ", " +
           std::to_string(game.config.players) + " players, seed " + std::to_string(game.seed);
}

class Prober {
public:
    Prober(EngineLink& engine, const std::string& title) : engine_(engine), title_(title) {}

    // The title and source every shrunk scenario carries.
    void label(Scenario& s) const {
        s.title = title_;
        s.source = "carcassonne-oracle fuzz: the oracle's own values (a generated game)";
    }

    // The scenario as a file: it must load and `run` must pass it.
    bool valid(const Scenario& s) const {
        const auto loaded = loadScenarioText(writeScenario(s), s.file, s.id);
        const auto* back = std::get_if<Scenario>(&loaded);
        return back && runScenario(*back, back->editions.front()).outcome == Outcome::Pass;
    }

    std::optional<Divergent> operator()(const Scenario& candidate) const {
        Scenario s = candidate;
        label(s);
        if (!valid(s)) return std::nullopt;
        const DriveResult r = driveScenario(engine_, s, s.editions.front());
        if (verdictOf(r.run.outcome) != Verdict::Failed || !r.firstFailingAction)
            return std::nullopt;
        Divergent d{s, *r.firstFailingAction, {}};
        for (const Finding& f : r.run.findings)
            if (f.pos.line == static_cast<int>(d.firstFailing) + 1) d.codes.insert(f.code);
        return d;
    }

private:
    EngineLink& engine_;
    std::string title_;
};

// A game of the campaign as one job played it.
struct PlayedGame {
    int number = 0;
    Game game;
    std::optional<Scenario> full; // empty: the generated game does not replay (an oracle bug)
    DriveResult result;
};

} // namespace

FuzzResult fuzz(const FuzzOptions& o, std::ostream& log) {
    FuzzResult result;
    std::vector<int> games; // this shard's
    for (int g = 0; g < o.games; ++g)
        if (g % o.shardCount == o.shardIndex - 1) games.push_back(g);
    // Each job plays its games on an engine of its own; the games are reported in their order
    // and the campaign stops at the first divergence in that order, whatever the number of jobs.
    const int jobs = std::max(1, o.jobs);
    std::vector<EngineLink> engines;
    for (int j = 0; j < jobs; ++j)
        engines.emplace_back(engineCommandOf(o.drive));
    auto play = [&](std::size_t i, int job) -> PlayedGame {
        PlayedGame p;
        p.number = games[i];
        p.game = randomGame(o.seed, games[i], o.maxTurns);
        p.full = withExpectations(p.game.scenario);
        EngineLink& engine = engines[static_cast<std::size_t>(job)];
        if (p.full && !engine.cannotStart()) {
            p.result = driveScenario(engine, *p.full, p.game.config.rules.edition);
            p.result.transcript = Transcript(); // unused, and a game waiting its turn keeps it
        }
        return p;
    };
    std::optional<PlayedGame> diverging;
    auto report = [&](std::size_t i, PlayedGame&& p) -> bool {
        const int g = games[i];
        if (!p.full) {
            log << "game " << g << " (" << describeGame(p.game)
                << "): internal error: the generated game does not replay\n";
            return true;
        }
        for (const EngineLink& engine : engines)
            if (engine.cannotStart()) {
                result.cannotStart = engine.cannotStart();
                return false;
            }
        const DriveResult& r = p.result;
        ++result.played;
        const Verdict verdict = verdictOf(r.run.outcome);
        log << "game " << g << " (" << describeGame(p.game) << ", " << p.full->actions.size()
            << " actions): " << (verdict == Verdict::Failed ? "DIVERGES" : toString(r.run.outcome))
            << "\n";
        if (r.run.outcome == Outcome::Unsupported) ++result.unsupported;
        if (verdict != Verdict::Failed || !r.firstFailingAction) return true;
        diverging = std::move(p);
        return false;
    };
    scenario::orderedJobs(games.size(), jobs, play, report);
    if (diverging) {
        // Shrunk on the first job's engine: the jobs are done.
        const int g = diverging->number;
        const Game& game = diverging->game;
        const Scenario* full = &*diverging->full;
        const DriveResult& r = diverging->result;
        EngineLink& engine = engines.front();
        const std::string title = "fuzz game " + std::to_string(g) + " (" + describeGame(game) +
                                  "), shrunk: the engine diverges from the oracle";
        const Prober probe(engine, title);
        Divergent start{*full, *r.firstFailingAction, {}};
        for (const Finding& f : r.run.findings)
            if (f.pos.line == static_cast<int>(start.firstFailing) + 1) start.codes.insert(f.code);
        nameRulings(start.scenario);
        Divergent small = shrink(game.trace, start, probe);
        probe.label(small.scenario); // the shrinker may have kept the start unchanged

        FuzzDivergence d;
        d.game = g;
        d.description = describeGame(game);
        d.fullActions = full->actions.size();
        d.shrunk = small.scenario;
        d.yaml = writeScenario(small.scenario,
                               {{"Generated by carcassonne-oracle fuzz --seed " +
                                     std::to_string(o.seed) + ": game " + std::to_string(g) +
                                     ", shrunk from " + std::to_string(d.fullActions) + " actions.",
                                 "The expectations are the oracle's; the engine under test "
                                 "disagrees."},
                                {}});
        d.run = driveScenario(engine, small.scenario, small.scenario.editions.front()).run;
        result.divergence = std::move(d);
    }
    return result;
}

} // namespace carcassonne::protocol
