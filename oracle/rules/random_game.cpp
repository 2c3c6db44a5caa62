#include "random_game.hpp"

#include "legal_moves.hpp"
#include "tile_catalog.hpp"

namespace carcassonne {

std::uint64_t SeededRandom::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::vector<TileTypeId> shuffledStack(const GameConfig& config, SeededRandom& random) {
    const TileCatalog& catalog = tileCatalog();
    std::vector<TileTypeId> stack;
    for (const TileType& t : catalog.all()) {
        int n = catalog.count(t.id, config.rules.edition, config.expansions);
        if (t.id == catalog.startTile()) --n;
        for (int i = 0; i < n; ++i)
            stack.push_back(t.id);
    }
    for (std::size_t i = stack.size(); i > 1; --i)
        std::swap(stack[i - 1], stack[random.below(i)]);
    return stack;
}

namespace {
// Applies a move the generator knows to be legal and reports it.
bool apply(GameState& state, const Move& move, const MoveObserver& observe) {
    auto events = play(state, move);
    if (!events) return false; // cannot happen for a generated move; stop rather than loop
    return !observe || observe(state, move, *events);
}
} // namespace

GameState playRandomGame(const RandomGameOptions& options, const MoveObserver& observe) {
    SeededRandom random(options.seed);
    GameState state = newGame(options.config);
    const Status started = setupTile(state, tileCatalog().startTile(), {0, 0}, Rotation{0});
    if (!started) return state;
    const std::vector<TileTypeId> stack = shuffledStack(options.config, random);
    int turns = 0;
    std::vector<PlaceTile> placements; // kept from turn to turn: one allocation per game
    std::vector<PlaceFollower> followers;
    for (TileTypeId tile : stack) {
        if (options.maxTiles >= 0 && turns >= options.maxTiles) break;
        ++turns;
        legalPlacements(state, tile, placements);
        if (placements.empty()) {
            if (!apply(state, DiscardTile{tile}, observe)) return state;
            continue;
        }
        if (!apply(state, placements[random.below(placements.size())], observe)) return state;
        if (state.phase == Phase::Magic) {
            const auto actions = legalMagicActions(state);
            const MagicAction& a = actions[random.below(actions.size())];
            const Move m = std::visit([](const auto& x) -> Move { return x; }, a);
            if (!apply(state, m, observe)) return state;
        }
        legalFollowerPlacements(state, followers);
        const std::size_t pick = random.below(followers.size() + 1);
        const Move m = pick == followers.size() ? Move{Pass{}} : Move{followers[pick]};
        if (!apply(state, m, observe)) return state;
    }
    apply(state, EndGame{}, observe);
    return state;
}

} // namespace carcassonne
