#include "fuzz_game.hpp"

#include "generated_scenario.hpp"
#include "probes.hpp"

#include "formats/join.hpp"
#include "scenario/action.hpp"

namespace carcassonne::protocol {

using namespace scenario;

namespace {

// Whether to probe before this move: `rate` of the time.
bool probeNow(SeededRandom& random, double rate) {
    constexpr std::uint64_t kScale = 1'000'000;
    return rate > 0 && static_cast<double>(random.next() % kScale) < rate * kScale;
}

} // namespace

FuzzGame randomGame(const FuzzAim& aim, std::uint64_t runSeed, int g, int maxTurns,
                    double probeRate) {
    FuzzGame game;
    game.seed =
        SeededRandom(runSeed + static_cast<std::uint64_t>(g) * 0x9E3779B97F4A7C15ull).next();
    SeededRandom random(game.seed);
    SeededRandom probeRandom(game.seed ^ 0xD1B54A32D192ED03ull);
    SeededRandom switchRandom(game.seed ^ 0x8CB92BA72F3D8DD7ull);
    const DrawnConfig drawn = drawConfig(aim, random, switchRandom);
    const GameConfig& config = game.config = drawn.config;

    Scenario& s = game.scenario;
    s.id = "fuzz/game-" + std::to_string(g);
    s.file = s.id + ".yaml";
    s.editions = {config.rules.edition};
    s.expansions = config.expansions;
    s.rules = drawn.overrides;
    s.players.assign(kPlayerNames.begin(), kPlayerNames.begin() + config.players);

    GameState state = std::move(startPosition(config, {})).value();
    std::optional<TileTypeId> drawnTile;
    auto probe = [&] {
        if (!probeNow(probeRandom, probeRate)) return;
        const auto illegal = illegalMove(state, drawnTile, probeRandom);
        if (!illegal) return;
        Action a = actionOf(state, illegal->move);
        a.expectError = ExpectedError{illegal->code, std::nullopt, {}};
        s.actions.push_back(std::move(a));
        ++game.probes;
    };
    auto apply = [&](const Move& m) {
        probe();
        s.actions.push_back(actionOf(state, m));
        (void)carcassonne::play(state, m); // legal by construction
    };
    int turns = 0;
    for (TileTypeId tile : shuffledStack(config, random)) {
        if (maxTurns >= 0 && turns++ >= maxTurns) break;
        game.trace.before.push_back(state);
        game.trace.turnStart.push_back(s.actions.size());
        s.actions.push_back(drawAction(tile));
        drawnTile = tile;
        const auto placements = legalPlacements(state, tile);
        if (placements.empty()) {
            apply(DiscardTile{tile});
            drawnTile.reset();
            continue;
        }
        apply(placements[random.below(placements.size())]);
        drawnTile.reset();
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

std::string describeGame(const FuzzGame& game) {
    const auto expansions = expansionNamesIn(game.config.expansions);
    const std::string set = formats::join(expansions, " + ");
    std::string out = std::string(toString(game.config.rules.edition)) + ", " +
                      (set.empty() ? "base game" : set) + ", " +
                      std::to_string(game.config.players) + " players, ";
    for (const auto& [name, value] : game.scenario.rules)
        out += name + "=" + value + ", ";
    return out + "seed " + std::to_string(game.seed);
}

} // namespace carcassonne::protocol
