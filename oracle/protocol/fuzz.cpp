#include "fuzz.hpp"

#include "generated_scenario.hpp"
#include "positions.hpp"
#include "shrink.hpp"

#include "scenario/loader.hpp"
#include "scenario/writer.hpp"

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
    Prober(const DriveOptions& drive, const std::string& title) : drive_(drive), title_(title) {}

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
        const DriveResult r = driveScenario(drive_, s, s.editions.front());
        if (verdictOf(r.run.outcome) != Verdict::Failed || !r.firstFailingAction)
            return std::nullopt;
        Divergent d{s, *r.firstFailingAction, {}};
        for (const Finding& f : r.run.findings)
            if (f.pos.line == static_cast<int>(d.firstFailing) + 1) d.codes.insert(f.code);
        return d;
    }

private:
    const DriveOptions& drive_;
    std::string title_;
};

} // namespace

FuzzResult fuzz(const FuzzOptions& o, std::ostream& log) {
    FuzzResult result;
    DriveOptions drive = o.drive;
    drive.generated = true; // the expectations are the oracle's: compared at drive.compare
    for (int g = 0; g < o.games; ++g) {
        if (g % o.shardCount != o.shardIndex - 1) continue;
        Game game = randomGame(o.seed, g, o.maxTurns);
        auto full = withExpectations(game.scenario);
        if (!full) {
            log << "game " << g << " (" << describeGame(game)
                << "): internal error: the generated game does not replay\n";
            continue;
        }
        const DriveResult r = driveScenario(drive, *full, game.config.rules.edition);
        ++result.played;
        if (o.played) o.played(r.run);
        const Verdict verdict = verdictOf(r.run.outcome);
        log << "game " << g << " (" << describeGame(game) << ", " << full->actions.size()
            << " actions): " << (verdict == Verdict::Failed ? "DIVERGES" : toString(r.run.outcome))
            << (r.run.notes.empty() ? ""
                                    : ", " + std::to_string(r.run.notes.size()) +
                                          (r.run.notes.size() == 1 ? " note" : " notes"))
            << "\n";
        // Breakdown differences under --compare outcome: shown, the game still agrees.
        for (const Finding& n : r.run.notes)
            log << "  action " << n.pos.line << ": note[" << n.code << "]: " << n.message << "\n";
        result.notes += static_cast<int>(r.run.notes.size());
        if (r.run.outcome == Outcome::Unsupported) ++result.unsupported;
        if (verdict != Verdict::Failed || !r.firstFailingAction) continue;

        const std::string title = "fuzz game " + std::to_string(g) + " (" + describeGame(game) +
                                  "), shrunk: the engine diverges from the oracle";
        const Prober probe(drive, title);
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
        d.run = driveScenario(drive, small.scenario, small.scenario.editions.front()).run;
        result.divergence = std::move(d);
        break;
    }
    return result;
}

} // namespace carcassonne::protocol
