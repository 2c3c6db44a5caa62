#pragma once
// The squares of the board as a dense rectangle that grows as tiles are placed. Looking up a
// square is an index computation: the legal-move generator looks up every square around the
// board for every tile drawn, and a hash map made that the largest cost of a game.

#include "geometry.hpp"

#include <cstdint>
#include <vector>

namespace carcassonne {

class SquareGrid {
public:
    static constexpr std::uint16_t kEmpty = 0xFFFF;

    // The index of the tile on a square, kEmpty for an empty square (also outside the rectangle).
    std::uint16_t at(Position p) const {
        const long dx = static_cast<long>(p.x) - origin_.x;
        const long dy = static_cast<long>(p.y) - origin_.y;
        if (dx < 0 || dy < 0 || dx >= width_ || dy >= height_) return kEmpty;
        return cells_[static_cast<std::size_t>(dy * width_ + dx)];
    }
    // Grows the rectangle when `p` is outside it.
    void set(Position p, std::uint16_t tile);

private:
    Position origin_; // the north-west corner
    int width_ = 0;
    int height_ = 0;
    std::vector<std::uint16_t> cells_; // row by row
};

} // namespace carcassonne
