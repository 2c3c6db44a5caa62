#pragma once
// What a board picture shows: a game state with the players' names, the tile placed last and
// squares to point out (legal placements). The text and the SVG drawings share it.

#include "rules/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace carcassonne::render {

struct BoardView {
    const GameState& state;
    const std::vector<std::string>& players;
    std::optional<Position> lastPlaced;
    std::vector<Position> marked; // empty squares to point out, e.g. legal placements
};

// A piece standing on a tile part: a follower or a magic figure.
struct Piece {
    enum class Kind : std::uint8_t { Follower, Mage, Witch } kind = Kind::Follower;
    PlayerIndex player = 0;
    FollowerKind follower = FollowerKind::Normal; // a follower's kind: how it is drawn
    std::uint16_t tile = 0;                       // index in Board::tiles()
    std::uint8_t feature = 0;                     // index in the placed tile's features
    NodeId node = 0;
};

// Followers in the order they were placed, then the mage, then the witch.
std::vector<Piece> piecesOf(const GameState& state);

// The squares the picture covers: every tile and marked square.
struct Bounds {
    int minX = 0, minY = 0, maxX = 0, maxY = 0;
    int columns() const { return maxX - minX + 1; }
    int rows() const { return maxY - minY + 1; }
};
Bounds boundsOf(const BoardView& view);

} // namespace carcassonne::render
