#include "square_grid.hpp"

#include <algorithm>

namespace carcassonne {

void SquareGrid::set(Position p, std::uint16_t tile) {
    const bool inside = !cells_.empty() && p.x >= origin_.x && p.y >= origin_.y &&
                        p.x < origin_.x + width_ && p.y < origin_.y + height_;
    if (!inside) {
        // Grow by a margin of half the current size (at least 8 squares) on every side that is
        // too small, so that a board creeping one way is copied only a few times in a game.
        const int margin = std::max({8, width_ / 2, height_ / 2});
        int left = p.x - margin, top = p.y - margin;
        int right = p.x + margin + 1, bottom = p.y + margin + 1; // exclusive
        if (!cells_.empty()) {
            left = std::min(left, origin_.x);
            top = std::min(top, origin_.y);
            right = std::max(right, origin_.x + width_);
            bottom = std::max(bottom, origin_.y + height_);
            if (p.x >= origin_.x) left = origin_.x;
            if (p.y >= origin_.y) top = origin_.y;
            if (p.x < origin_.x + width_) right = origin_.x + width_;
            if (p.y < origin_.y + height_) bottom = origin_.y + height_;
        }
        const int width = right - left;
        const int height = bottom - top;
        std::vector<std::uint16_t> grown(
            static_cast<std::size_t>(width) * static_cast<std::size_t>(height), kEmpty);
        for (int row = 0; row < height_; ++row) {
            const auto from = cells_.begin() + static_cast<std::ptrdiff_t>(row) * width_;
            const auto to = grown.begin() +
                            static_cast<std::ptrdiff_t>(row + origin_.y - top) * width +
                            (origin_.x - left);
            std::copy(from, from + width_, to);
        }
        cells_ = std::move(grown);
        origin_ = {left, top};
        width_ = width;
        height_ = height;
    }
    cells_[static_cast<std::size_t>(p.y - origin_.y) * static_cast<std::size_t>(width_) +
           static_cast<std::size_t>(p.x - origin_.x)] = tile;
}

} // namespace carcassonne
