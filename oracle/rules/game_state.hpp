#pragma once
// The whole state of a game: a value, copied freely (the random-game generator and perft do).

#include "board.hpp"
#include "edition.hpp"
#include "figures.hpp"

#include <array>
#include <optional>
#include <vector>

namespace carcassonne {

struct GameConfig {
    RuleSet rules;
    ExpansionSet expansions = ExpansionSet::byDefault();
    int players = 2;
    // What the game gives each player: base.meeple.supply, ic.large (only with Inns & Cathedrals).
    FollowerCounts followers = kFollowersGiven;
};

// Where the current turn stands (kinds.hpp: Phase; steps.hpp: the steps' order and rows).
std::string_view toString(Phase phase);

struct PlayerState {
    int score = 0;
    FollowerCounts inSupply;
};

struct GameState {
    GameConfig config;
    Board board;
    std::vector<PlayerState> players;
    std::vector<Follower> followers;                // on the board
    std::array<std::optional<NodeId>, 2> figures{}; // by MagicFigure; empty: in the supply
    std::vector<int> tilesUsed;                     // copies used, by catalog id
    PlayerIndex current = 0;
    Phase phase = Phase::Tile;
    std::optional<std::uint16_t> placedTile; // the tile placed this turn (magic and follower steps)
    int turn = 0;                            // turns completed

    std::optional<NodeId> figure(MagicFigure f) const {
        return figures[static_cast<std::size_t>(f)];
    }
};

} // namespace carcassonne
