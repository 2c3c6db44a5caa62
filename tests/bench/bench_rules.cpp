// Benchmarks of the rules model: whole random games and the legal-move generators on a mid-game
// board. Positions come from seeded random games, so every run measures the same work.
#include "rules/rules.hpp"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <vector>

using namespace carcassonne;

namespace {

// Base + Inns & Cathedrals + Mage & Witch, two players, C3 rules.
GameConfig fullConfig() {
    GameConfig config;
    config.rules = defaultRules(Edition::C3);
    config.expansions = ExpansionSet::all();
    config.players = 2;
    return config;
}

constexpr int kMidGameTiles = 70;

// The first state after at least kMidGameTiles tiles that is at `phase`, from the first seed that
// reaches one; Phase::Tile gives the board after exactly kMidGameTiles turns.
GameState midGame(Phase phase) {
    for (std::uint64_t seed = 1; seed < 1000; ++seed) {
        if (phase == Phase::Tile) return playRandomGame({fullConfig(), seed, kMidGameTiles});
        std::optional<GameState> found;
        playRandomGame({fullConfig(), seed, -1},
                       [&](const GameState& s, const rules::Move&, const Events&) {
                           if (s.board.size() > kMidGameTiles && s.phase == phase) found = s;
                           return !found;
                       });
        if (found) return *found;
    }
    throw std::runtime_error("no random game reaches the phase");
}

// The tile types of the draw pile, each once: BM_LegalPlacements cycles through them.
std::vector<TileTypeId> distinctTiles() {
    std::vector<TileTypeId> out;
    const GameConfig config = fullConfig();
    for (const TileType& t : tileCatalog().all())
        if (tileCatalog().count(t.id, config.rules.edition, config.expansions) > 0)
            out.push_back(t.id);
    return out;
}

// fullConfig() with The River: the spring to start, the river tiles first, the lake last.
GameConfig withRiver() {
    GameConfig config = fullConfig();
    config.expansions.add(*expansionToAdd("river"));
    return config;
}

// withRiver() with The Abbot: the garden twins' gardens, one abbot a player, the recall.
GameConfig withRiverAndAbbot() {
    GameConfig config = withRiver();
    config.expansions.add(*expansionToAdd("abbot"));
    return config;
}

// Random whole games of `config`, a different seed every iteration.
void randomFullGames(benchmark::State& state, const GameConfig& config) {
    RandomGameOptions options{config, 1, -1};
    std::int64_t tiles = 0;
    for (auto _ : state) {
        ++options.seed; // a different game every iteration, the same sequence every run
        GameState end = playRandomGame(options);
        tiles += static_cast<std::int64_t>(end.board.size());
        benchmark::DoNotOptimize(end.players.front().score);
    }
    state.SetItemsProcessed(state.iterations()); // items/s = games/s
    state.counters["tiles/game"] =
        static_cast<double>(tiles) /
        static_cast<double>(std::max<std::int64_t>(1, state.iterations()));
}

void BM_RandomFullGame(benchmark::State& state) {
    randomFullGames(state, fullConfig());
}
BENCHMARK(BM_RandomFullGame);
// The variant with The River (BM_RandomFullGame/river): the same games' rules and expansions,
// the river played first.
[[maybe_unused]] const auto* const kRandomFullGameRiver =
    benchmark::RegisterBenchmark("BM_RandomFullGame/river", [](benchmark::State& state) {
        randomFullGames(state, withRiver());
    });
// With The River and The Abbot (BM_RandomFullGame/river-abbot): the abbot placed and recalled
// among the random follower moves.
[[maybe_unused]] const auto* const kRandomFullGameRiverAbbot =
    benchmark::RegisterBenchmark("BM_RandomFullGame/river-abbot", [](benchmark::State& state) {
        randomFullGames(state, withRiverAndAbbot());
    });

void BM_LegalPlacements(benchmark::State& state) {
    // The board after kMidGameTiles turns, asked at the tile step: the walker ended that game
    // (final scoring), and the placements read only the board and the rules.
    GameState game = midGame(Phase::Tile);
    game.phase = Phase::Tile;
    const std::vector<TileTypeId> tiles = distinctTiles();
    std::size_t next = 0;
    for (auto _ : state) {
        // The tile's placements wherever its geometry fits, its copies aside.
        auto placements = rules::legalMoves(game, {.tile = tiles[next], .supplyAside = true});
        benchmark::DoNotOptimize(placements.data());
        next = next + 1 == tiles.size() ? 0 : next + 1;
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["board tiles"] = static_cast<double>(game.board.size());
}
BENCHMARK(BM_LegalPlacements);

void BM_FollowerOptions(benchmark::State& state) {
    const GameState game = midGame(Phase::Follower);
    for (auto _ : state) {
        auto options = rules::legalMoves(game); // the followers, then the pass
        benchmark::DoNotOptimize(options.data());
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["board tiles"] = static_cast<double>(game.board.size());
}
BENCHMARK(BM_FollowerOptions);

void BM_MagicOptions(benchmark::State& state) {
    const GameState game = midGame(Phase::Magic);
    std::size_t count = 0;
    for (auto _ : state) {
        auto options = rules::legalMoves(game); // the figures' moves
        count = options.size();
        benchmark::DoNotOptimize(options.data());
    }
    state.SetItemsProcessed(state.iterations());
    state.counters["board tiles"] = static_cast<double>(game.board.size());
    state.counters["options"] = static_cast<double>(count);
}
BENCHMARK(BM_MagicOptions);

} // namespace
