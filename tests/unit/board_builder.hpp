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

    // Moves: `ok` requires success, `refused` requires failure and returns the error code. A move
    // as the rules take it, or as records name it (a tile, a removal, a pass, the end).
    Events ok(const rules::Move& move);
    ErrorCode refused(const rules::Move& move);
    Events ok(const NamedMove& move);
    ErrorCode refused(const NamedMove& move);
    Events placeTile(std::string_view name, int x, int y, int degrees = 0);

    int score(int player) const { return state.players[static_cast<std::size_t>(player)].score; }
};

// The city of base.score.majority, four tiles, no coat of arms; R (city N E W) at (0,0) closes it:
//
//   x:     -1      0      1
//   y=-1:   B    E180     .
//   y=0:  E90   [R0]   E270
//   y=1:    B      B      B
//
// Shared sides: B(-1,-1) E=F | E180 W=F; B(-1,-1) S=F | E90 N=F; E90 S=F | B(-1,1) N=F;
// E270 S=F | B(1,1) N=F; B row F-F. R0 (C C F C): N=C | E180 S=C, E=C | E270 W=C,
// S=F | B(0,1) N=F, W=C | E90 E=C.
// Under C3 with two players; R is not placed.
TestGame crossCity(ExpansionSet expansions = ExpansionSet::all());

// The moves of the current step (rules::legalMoves) that the tests count: the placements of a
// tile wherever its geometry fits, its copies aside, whatever step the game is at (the tile step's
// placements); the followers of the follower step, the pass left out; the magic step's moves and
// removals. Empty at another step.
std::vector<rules::Move> placementsOf(const GameState& state, TileTypeId tile);
std::vector<rules::Move> followerMoves(const GameState& state);
std::vector<rules::Move> magicMoves(const GameState& state);

// The score events among a move's events.
std::vector<ScoreEvent> scoreEvents(const Events& events);
// The one score event among a move's events (the test fails when there is not exactly one).
ScoreEvent onlyScore(const Events& events);
// The summed delta of the event's modifiers of a kind, 0 when it has none.
int modifierDelta(const ScoreEvent& e, ModifierKind kind);
// Whether the event cites a ruling id.
bool cites(const ScoreEvent& e, std::string_view ruling);

} // namespace carcassonne::testing
