#include "fuzz_game.hpp"

#include "generated_scenario.hpp"
#include "probes.hpp"

#include "formats/join.hpp"
#include "scenario/action.hpp"

#include "rules/walker.hpp"

namespace carcassonne::protocol {

using namespace scenario;

namespace {

// Whether to probe before this move: `rate` of the time.
bool probeNow(SeededRandom& random, double rate) {
    constexpr std::uint64_t kScale = 1'000'000;
    return rate > 0 && static_cast<double>(random.next() % kScale) < rate * kScale;
}

// The fuzzer's player on the turn walker: the random player's choice (randomChoice, the game's
// stream, as rules::playRandomGame draws it), and before each move of a turn a probe now and
// then; every turn, its draw and its moves written down as the game's scenario, and where each
// turn starts (the end of the game is a turn with no draw) as the shrinker's trace.
struct FuzzPlayer {
    FuzzGame& game;
    SeededRandom& random;
    SeededRandom& probeRandom;
    double probeRate;

    std::size_t choose(const GameState&, std::span<const rules::Move> moves) {
        return randomChoice(random, moves);
    }
    void turn(const GameState& state, const rules::Draw& draw) {
        game.trace.before.push_back(state);
        game.trace.turnStart.push_back(game.scenario.actions.size());
        if (draw.tile) game.scenario.actions.push_back(drawAction(*draw.tile));
    }
    void before(const GameState& state, const rules::Draw& draw, const rules::Move& move) {
        // No probe before the end of the game (the tile step with no tile drawn: none applies),
        // so that it draws no number from the probes' stream.
        if (state.phase != Phase::Tile || draw.tile) probe(state, draw);
        game.scenario.actions.push_back(actionOf(state, move));
    }
    bool after(const GameState&, const rules::Move&, const Events&) { return true; }

    void probe(const GameState& state, const rules::Draw& draw) {
        if (!probeNow(probeRandom, probeRate)) return;
        const auto illegal = illegalMove(state, draw.tile, probeRandom);
        if (!illegal) return;
        Action a = actionOf(state, illegal->move);
        a.expectError = ExpectedError{illegal->code, std::nullopt, {}};
        game.scenario.actions.push_back(std::move(a));
        ++game.probes;
    }
};

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

    const std::vector<TileTypeId> pile = shuffledStack(config, random);
    FuzzPlayer player{game, random, probeRandom, probeRate};
    (void)rules::walkGame(std::move(startPosition(config, {})).value(), pile, maxTurns, player);
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
