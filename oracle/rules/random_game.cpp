#include "random_game.hpp"

#include "registry.hpp"
#include "tile_catalog.hpp"
#include "walker.hpp"

namespace carcassonne {

std::uint64_t SeededRandom::next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

std::vector<TileTypeId> shuffledStack(const GameConfig& config, SeededRandom& random) {
    const TileCatalog& catalog = tileCatalog();
    const TileTypeId start = rules::startTile(config);
    std::vector<TileTypeId> stack;
    for (const TileType& t : catalog.all()) {
        int n = catalog.count(t.id, config.rules.edition, config.expansions);
        if (t.id == start) --n;
        for (int i = 0; i < n; ++i)
            stack.push_back(t.id);
    }
    for (std::size_t i = stack.size(); i > 1; --i)
        std::swap(stack[i - 1], stack[random.below(i)]);
    // The modules' draw order after the shuffle (the river first, the lake last).
    for (const rules::ExpansionModule* m : rules::modules())
        if (m->arrangeStack && rules::inPlay(config, m->id)) m->arrangeStack(config, stack);
    return stack;
}

std::size_t randomChoice(SeededRandom& random, std::span<const rules::Move> moves) {
    // A tile that fits nowhere, and the end of the game, leave nothing to choose: no number is
    // drawn for them, so that a seed plays the game it played before the turn walker.
    if (moves.size() == 1 &&
        (moves.front().kind == MoveKind::DiscardTile || moves.front().kind == MoveKind::EndGame))
        return 0;
    return random.below(moves.size());
}

namespace {

// The random player: a uniform choice at every step, each move reported to the observer.
struct RandomPlayer {
    SeededRandom& random;
    const MoveObserver& observe;

    std::size_t choose(const GameState&, std::span<const rules::Move> moves) {
        return randomChoice(random, moves);
    }
    void turn(const GameState&, const rules::Draw&) {}
    void before(const GameState&, const rules::Draw&, const rules::Move&) {}
    bool after(const GameState& state, const rules::Move& move, const Events& events) {
        return !observe || observe(state, move, events);
    }
};

} // namespace

GameState playRandomGame(const RandomGameOptions& options, const MoveObserver& observe) {
    SeededRandom random(options.seed);
    GameState state = newGame(options.config);
    if (!setupTile(state, rules::startTile(options.config), {0, 0}, Rotation{0})) return state;
    const std::vector<TileTypeId> stack = shuffledStack(options.config, random);
    RandomPlayer player{random, observe};
    return rules::walkGame(std::move(state), stack, options.maxTiles, player);
}

} // namespace carcassonne
