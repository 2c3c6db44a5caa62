#pragma once
// One `fuzz` game: its configuration drawn from the campaign's aim, random legal moves, and at
// random points an illegal-move probe (probes.hpp) written as an action with `expect-error:`; the
// whole game as a scenario, with the positions the shrinker starts from.

#include "fuzz_aim.hpp"
#include "shrink.hpp"

#include <cstdint>
#include <string>

namespace carcassonne::protocol {

struct FuzzGame {
    GameConfig config;
    std::uint64_t seed = 0;
    scenario::Scenario scenario; // the whole game, no set-up beyond the start tile
    GameTrace trace;
    int probes = 0; // actions that expect a refusal
};

// Game g of a campaign: a seed of its own, so shards, resumed campaigns and reruns play the same
// game; the probes draw from a stream of their own, so the legal moves do not depend on the rate.
// `probeRate`: the chance of a probe before each move (0: none).
FuzzGame randomGame(const FuzzAim& aim, std::uint64_t runSeed, int g, int maxTurns,
                    double probeRate);

// "C3, inns-cathedrals + mage-witch, 3 players, tiny-city=on, seed 42".
std::string describeGame(const FuzzGame& game);

} // namespace carcassonne::protocol
