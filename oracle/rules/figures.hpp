#pragma once
// The pieces that stand on features: players' followers and the two neutral magic figures.

#include "board.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace carcassonne {

using PlayerIndex = std::uint8_t;

enum class FollowerKind : std::uint8_t { Normal, Large };
inline constexpr std::array<FollowerKind, 2> kFollowerKinds{FollowerKind::Normal,
                                                            FollowerKind::Large};
std::string_view toString(FollowerKind kind); // "normal", "large"

// A number of followers of each kind (a supply, what the game gives), indexed by the kind.
struct FollowerCounts {
    std::array<int, kFollowerKinds.size()> count{};
    constexpr int& operator[](FollowerKind k) { return count[static_cast<std::size_t>(k)]; }
    constexpr int operator[](FollowerKind k) const { return count[static_cast<std::size_t>(k)]; }
    friend bool operator==(const FollowerCounts&, const FollowerCounts&) = default;
};
// ic.large: a large follower counts as two followers for majority.
constexpr int strength(FollowerKind kind) {
    return kind == FollowerKind::Large ? 2 : 1;
}
// The expansion a follower kind comes with: without it no player has one (ic.large).
constexpr Expansion expansionOf(FollowerKind kind) {
    return kind == FollowerKind::Large ? Expansion::InnsCathedrals : Expansion::Base;
}
// What the game gives each player (base.meeple.supply, ic.large), and the most a set-up may give:
// the scoring marker is an eighth follower in some boxes.
inline constexpr FollowerCounts kFollowersGiven{{7, 1}};
inline constexpr FollowerCounts kMostFollowers{{8, 1}};

struct Follower {
    PlayerIndex player = 0;
    FollowerKind kind = FollowerKind::Normal;
    NodeId node = 0; // the tile part it stands on
};

enum class MagicFigure : std::uint8_t { Mage, Witch };
inline constexpr std::array<MagicFigure, 2> kMagicFigures{MagicFigure::Mage, MagicFigure::Witch};
std::string_view toString(MagicFigure figure); // "mage", "witch"
constexpr MagicFigure other(MagicFigure f) {
    return f == MagicFigure::Mage ? MagicFigure::Witch : MagicFigure::Mage;
}

} // namespace carcassonne
