#pragma once
// `fuzz`: seeded random legal games (all expansions, 2 to 6 players, random editions) played
// against an engine, comparing legal sets, score events, scores, figures and supplies after every
// action; the first divergence is shrunk to a small scenario that `run` passes and the engine
// fails.

#include "driver.hpp"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

namespace carcassonne::protocol {

struct FuzzOptions {
    DriveOptions drive;
    int games = 20;
    std::uint64_t seed = 1;
    int shardIndex = 1; // game g is played by shard (g mod shardCount) + 1
    int shardCount = 1;
    int maxTurns = -1; // tiles drawn per game (-1: the whole stack)
    int jobs = 1;      // games played at once, each job on an engine of its own
};

struct FuzzDivergence {
    int game = 0;
    std::string description; // edition, players, seed
    std::size_t fullActions = 0;
    scenario::Scenario shrunk;
    std::string yaml;          // the shrunk scenario as a file
    scenario::ScenarioRun run; // the shrunk scenario driven against the engine
};

struct FuzzResult {
    int played = 0;
    int unsupported = 0;
    std::optional<FuzzDivergence> divergence;
    std::optional<SessionEnd> cannotStart; // the engine exited before its hello: nothing played
};

// Plays the games of this shard (with --jobs, several at once, reported in order) and stops at
// the first divergence; `log` gets a line a game.
FuzzResult fuzz(const FuzzOptions& options, std::ostream& log);

} // namespace carcassonne::protocol
