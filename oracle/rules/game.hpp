#pragma once
// Playing a game: set-up, moves and final scoring. Every function either applies its move in
// full and returns what happened, or changes nothing and returns why the move is illegal.

#include "game_state.hpp"
#include "result.hpp"
#include "score_event.hpp"

namespace carcassonne {

// An empty board with every player's supply full; the first tile placed is the start tile.
GameState newGame(const GameConfig& config);

// Set-up of a position (scenarios, logs): tiles without turns, followers and figures put down.
// A tile takes a copy as a placed one does (resolveTileCopy).
Status setupTile(GameState& state, TileTypeId tile, Position at, Rotation rotation,
                 TileNaming naming = TileNaming::Id);
Status setupFollower(GameState& state, PlayerIndex player, NodeId on, FollowerKind kind);
Status setupFigure(GameState& state, MagicFigure figure, NodeId on);

} // namespace carcassonne
