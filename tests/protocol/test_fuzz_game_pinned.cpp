// A fuzz game is the game it was: a campaign's seed plays the same scenario, probes and trace
// from one version to the next, so a seed reported in an issue replays the game it found. The
// pinned file's legal moves and turn starts were written by the fuzzer's own loop before it
// moved onto the turn walker; its probes since they are read off the rules' refusal. When the
// game changes on purpose, the test writes the game it played beside itself to replace the
// pinned file, and the commit says why.
#include "protocol/fuzz_game.hpp"
#include "scenario/writer.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace carcassonne;
using namespace carcassonne::protocol;

namespace {

std::string fileText(const char* path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The scenario as written, then where each turn starts in it (the shrinker's trace).
std::string gameText(const FuzzGame& game) {
    std::string text = scenario::writeScenario(game.scenario) + "# turns start at actions:";
    for (std::size_t i : game.trace.turnStart)
        text += " " + std::to_string(i);
    return text + "\n";
}

} // namespace

TEST_CASE("a fuzz game's seed plays the game it played: scenario, probes and trace", "[fuzz]") {
    FuzzAim aim;
    aim.editions.assign(kEditions.begin(), kEditions.end());
    aim.expansionSets = {ExpansionSet::all()};
    // Game 18 of seed 7: a whole game with a magic step, a tile that fits nowhere and probes.
    const FuzzGame game = randomGame(aim, 7, 18, -1, 0.2);
    CHECK(describeGame(game) ==
          "C3, inns-cathedrals + mage-witch, 2 players, seed 11420759280519519797");
    const std::string text = gameText(game);
    if (text != fileText(ORACLE_PINNED_FUZZ_GAME)) {
        std::ofstream("fuzz-game-pinned.actual.yaml", std::ios::binary) << text;
        FAIL("the game differs from " ORACLE_PINNED_FUZZ_GAME
             ": the game played is fuzz-game-pinned.actual.yaml in the test's folder");
    }
    // Each turn's position is the one its first action is played on: the tiles placed before it.
    REQUIRE(game.trace.before.size() == game.trace.turnStart.size());
    for (std::size_t k = 0; k < game.trace.turnStart.size(); ++k) {
        const auto& actions = game.scenario.actions;
        const auto placed = std::count_if(
            actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(game.trace.turnStart[k]),
            [](const scenario::Action& a) { return a.key == "place" && !a.expectError; });
        CHECK(game.trace.before[k].board.size() == static_cast<std::size_t>(placed) + 1);
    }
}
