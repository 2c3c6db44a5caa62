#pragma once
// `fuzz`: seeded random games, aimed at what the engine declared in its handshake, played against
// it, comparing legal sets, score events, scores, figures and supplies after every action, with
// illegal-move probes at random points; each divergence is reported with its details and the
// first ones are shrunk to small scenarios that `run` passes and the engine fails.

#include "driver.hpp"
#include "fuzz_aim.hpp"

#include <chrono>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::protocol {

struct FuzzOptions {
    DriveOptions drive;
    int games = 20;
    std::uint64_t seed = 1;
    int shardIndex = 1; // game g is played by shard (g mod shardCount) + 1
    int shardCount = 1;
    int maxTurns = -1; // tiles drawn per game (-1: the whole stack)
    // Each game played, as driven (id `fuzz/game-G@EDITION`): the campaign's reports.
    std::function<void(const scenario::ScenarioRun&)> played;
    FuzzNarrowing narrowing;
    double probeRate = 0.05; // the chance of an illegal-move probe before each move
    int shrinkFirst = -1;    // divergences shrunk (-1: every one); the later ones are whole
    // What shrinking one divergence may take: the time, and the engine's restarts (a candidate
    // that crashes the engine costs a start of it, a slow one for an engine on a JVM or node).
    // Once either is spent, the smallest scenario found so far stands.
    std::chrono::milliseconds shrinkBudget{30000};
    int shrinkRestarts = 10;
    int maxDivergences = 10; // the campaign stops after this many (0: never)
    int firstGame = 0;       // a resumed campaign starts there
    // Asked between games and while shrinking: true stops the campaign (SIGINT, SIGTERM).
    std::function<bool()> stopRequested;
    int jobs = 1; // games played at once, each job on an engine of its own
};

struct FuzzDivergence {
    int game = 0;
    std::string description; // edition, expansions, players, switches, seed
    std::string detail;      // where and what differed: "action 57 (pass): error[scores]: ..."
    std::size_t fullActions = 0;
    bool shrunk = false; // shrinking was tried (false: beyond --shrink-first, no action to cut)
    // What shrinking found: a smaller game that diverges, none, or not even the whole game
    // diverging again once written as a scenario (an engine whose answers change from run to run).
    enum class Shrinking { NotTried, Smaller, NoSmaller, NotReproduced };
    Shrinking shrinking = Shrinking::NotTried;
    // Why shrinking stopped before it had tried every candidate: its budget (time or restarts)
    // was spent, "the shrink budget of 30 s ran out", or the campaign was interrupted. The
    // smallest found by then stands.
    std::optional<std::string> cutShort;
    scenario::Scenario scenario; // shrunk, or the whole game
    std::string yaml;            // the scenario as a file
    scenario::ScenarioRun run;   // the scenario driven against the engine
};

// How a divergence was shrunk, said alike by the log, the reports and the scenario's comment:
// "shrunk from 313 to 12 actions, 2 players, 3 set-up tiles", with " (the shrink budget of 30 s
// ran out: the smallest found by then)" when it was cut short; "could not be shrunk: no smaller
// game diverges (the whole game, 313 actions)", or "... the shrink budget of 30 s ran out before
// a smaller game was found (...)"; "could not be shrunk: ... does not diverge when driven again
// ..."; "not shrunk: the whole game, 313 actions".
std::string shrinkText(const FuzzDivergence& d);

struct FuzzResult {
    int played = 0;
    int unsupported = 0;
    // Why games were UNSUPPORTED (what the engine declined, in its words), each reason once with
    // how many games it stopped, in the order first met.
    std::vector<std::pair<std::string, int>> unsupportedReasons;
    int notes = 0;  // breakdown differences under --compare outcome (scenario::Comparison)
    int probes = 0; // illegal moves sent
    std::vector<FuzzDivergence> divergences;
    std::optional<int> stoppedAt; // interrupted: the first game not played
    bool stoppedAtMax = false;    // stopped after maxDivergences
    int notRun = 0; // the shard's games from firstGame on that were not played (interrupted, or
                    // stopped after maxDivergences; a game the oracle cannot replay)
    std::optional<SessionEnd>
        cannotStart; // an engine exited before its hello: the campaign stopped
};

// Why a campaign cannot start: the engine did not get through its handshake, or it declares
// nothing the options leave.
struct FuzzRefusal {
    bool engineDown = false;
    std::string message;
    // The engine exited before answering hello (a command not found, say): the end, with what
    // it said on standard error.
    std::optional<SessionEnd> cannotStart;
};

// Opens a session with the engine for its handshake, and aims the campaign at what it declared.
std::variant<FuzzAim, FuzzRefusal> aimCampaign(const FuzzOptions& options);

// Plays the games of this shard from `firstGame` on; `log` gets a line a game; `found` is called
// with each divergence as soon as it is known (shrunk or not).
FuzzResult fuzz(const FuzzOptions& options, const FuzzAim& aim, std::ostream& log,
                const std::function<void(const FuzzDivergence&)>& found = {});

} // namespace carcassonne::protocol
