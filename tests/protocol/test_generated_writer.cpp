// Generated scenarios (random games with every expectation their states allow, as `fuzz` drives
// and writes them): written and loaded back, each is the scenario written, and writing it again
// gives the same bytes.
#include "protocol/generated_scenario.hpp"
#include "rules/random_game.hpp"
#include "scenario/action.hpp"
#include "scenario/loader.hpp"
#include "scenario/writer.hpp"

#include "../scenario/scenario_content.hpp"

#include <catch2/catch.hpp>

using namespace carcassonne;
using namespace carcassonne::scenario;

namespace {

// The random game as a scenario without expectations: a draw before each tile, then its moves.
Scenario randomScenario(Edition edition, int players, std::uint64_t seed, int tiles) {
    RandomGameOptions options;
    options.config.rules = defaultRules(edition);
    options.config.expansions = ExpansionSet::all();
    options.config.players = players;
    options.seed = seed;
    options.maxTiles = tiles;
    Scenario s;
    s.title = "random game " + std::to_string(seed);
    s.source = "test_generated_writer";
    s.editions = {edition};
    s.expansions = options.config.expansions;
    s.players.assign(protocol::kPlayerNames.begin(), protocol::kPlayerNames.begin() + players);
    GameState before = newGame(options.config);
    REQUIRE(setupTile(before, tileCatalog().startTile(), {0, 0}, Rotation{0}));
    (void)playRandomGame(options, [&](const GameState& after, const Move& move, const Events&) {
        if (const auto* p = std::get_if<PlaceTile>(&move))
            s.actions.push_back(scenario::drawAction(p->tile));
        if (const auto* d = std::get_if<DiscardTile>(&move))
            s.actions.push_back(scenario::drawAction(d->tile));
        s.actions.push_back(protocol::actionOf(before, move));
        before = after;
        return true;
    });
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
