#pragma once
// A seeded random-game generator: shuffles the edition's tiles and plays uniformly random legal
// moves to the end. The property tests, the fuzzers and the benchmarks stand on it.

#include "game.hpp"
#include "moves.hpp"

#include <cstdint>
#include <functional>
#include <span>

namespace carcassonne {

// A small, fully specified generator (splitmix64), so a seed gives the same game everywhere.
class SeededRandom {
public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next();
    std::size_t below(std::size_t n) { return n == 0 ? 0 : static_cast<std::size_t>(next() % n); }

private:
    std::uint64_t state_;
};

struct RandomGameOptions {
    GameConfig config;
    std::uint64_t seed = 1;
    int maxTiles = -1; // stop drawing after this many turns (-1: play the whole stack)
};

// The draw pile of a game: every tile of the edition's set for the expansions, the start tile
// removed, shuffled by the seed, then put in the modules' draw order.
std::vector<TileTypeId> shuffledStack(const GameConfig& config, SeededRandom& random);

// The random player's choice among a step's legal moves (rules::walkGame's `choose`).
std::size_t randomChoice(SeededRandom& random, std::span<const rules::Move> moves);

// Observes each move and its events (the state after the move); return false to stop early.
using MoveObserver = std::function<bool(const GameState&, const rules::Move&, const Events&)>;

// Plays one complete game on the turn walker (walker.hpp): the start tile, then each drawn tile,
// every step of its turn chosen at random among the legal moves, and final scoring at the end.
GameState playRandomGame(const RandomGameOptions& options, const MoveObserver& observe = {});

} // namespace carcassonne
