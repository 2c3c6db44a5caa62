#pragma once
// Test helper: builds positions tile by tile and names feature parts the way scenarios do
// ("road E", "city N", "field NL", "field I", "cloister").

#include "rules/rules.hpp"

#include <string_view>

namespace carcassonne::testing {

struct TestGame {
    GameState state;

    explicit TestGame(Edition edition = Edition::C3, int players = 2,
                      ExpansionSet expansions = ExpansionSet::all());
    explicit TestGame(const RuleSet& rules, int players = 2,
                      ExpansionSet expansions = ExpansionSet::all());

    // Set-up without turns; each call must succeed.
    TestGame& tile(std::string_view name, int x, int y, int degrees = 0);
    TestGame& follower(int player, int x, int y, std::string_view where,
                       FollowerKind kind = FollowerKind::Normal);
    TestGame& figure(MagicFigure f, int x, int y, std::string_view where);
    TestGame& turnOf(int player);

    NodeId part(int x, int y, std::string_view where) const;
    TileTypeId tileId(std::string_view name) const;

    // Moves: `ok` requires success, `refused` requires failure and returns the error code.
    Events ok(const Move& move);
    ErrorCode refused(const Move& move);
    Events placeTile(std::string_view name, int x, int y, int degrees = 0);

    int score(int player) const { return state.players[static_cast<std::size_t>(player)].score; }
};

// The score events among a move's events.
std::vector<ScoreEvent> scoreEvents(const Events& events);

} // namespace carcassonne::testing
