// Generated scenarios (random games with every expectation their states allow, as `fuzz` drives
// and writes them): written and loaded back, each is the scenario written, and writing it again
// gives the same bytes.
#include "protocol/generated_scenario.hpp"
#include "rules/random_game.hpp"
#include "rules/walker.hpp"
#include "scenario/action.hpp"
#include "scenario/loader.hpp"
#include "scenario/writer.hpp"

#include "../scenario/scenario_content.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

// The random player of the turn walker (rules::playRandomGame's), writing down a draw before
// each tile, then its moves, named on the position before each.
struct Recorder {
    SeededRandom& random;
    Scenario& s;
    std::size_t choose(const GameState&, std::span<const rules::Move> moves) {
        return randomChoice(random, moves);
    }
    void turn(const GameState&, const rules::Draw& draw) {
        if (draw.tile) s.actions.push_back(scenario::drawAction(*draw.tile));
    }
    void before(const GameState& state, const rules::Draw&, const rules::Move& move) {
        s.actions.push_back(protocol::actionOf(state, move));
    }
    bool after(const GameState&, const rules::Move&, const Events&) { return true; }
};

// The random game as a scenario without expectations: a draw before each tile, then its moves.
Scenario randomScenario(Edition edition, int players, std::uint64_t seed, int tiles) {
    GameConfig config;
    config.rules = defaultRules(edition);
    config.expansions = ExpansionSet::all();
    config.players = players;
    Scenario s;
    s.title = "random game " + std::to_string(seed);
    s.source = "test_generated_writer";
    s.editions = {edition};
    s.expansions = config.expansions;
    s.players.assign(protocol::kPlayerNames.begin(), protocol::kPlayerNames.begin() + players);
    GameState start = newGame(config);
    REQUIRE(setupTile(start, tileCatalog().startTile(), {0, 0}, Rotation{0}));
    SeededRandom random(seed);
    const std::vector<TileTypeId> pile = shuffledStack(config, random);
    Recorder recorder{random, s};
    (void)rules::walkGame(std::move(start), pile, tiles, recorder);
    return s;
}

} // namespace

TEST_CASE("Generated scenarios, written and loaded back, are the scenarios written") {
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        const Edition edition = kEditions[seed % kEditions.size()];
        const int players = 2 + static_cast<int>(seed % 5);
        INFO("seed " << seed << ", " << toString(edition) << ", " << players << " players");
        auto s = protocol::withExpectations(randomScenario(edition, players, seed, 18));
        REQUIRE(s);
        protocol::nameRulings(*s);
        const std::string text = writeScenario(*s);
        INFO(text);
        auto back = loadScenarioText(text, "generated.yaml", "generated");
        if (auto* e = std::get_if<formats::InputError>(&back)) FAIL(e->toString());
        const Scenario& loaded = std::get<Scenario>(back);
        CHECK(testing::content(loaded) == testing::content(*s));
        CHECK(writeScenario(loaded) == text);
        ++checked;
    }
    CHECK(checked == 12);
}
