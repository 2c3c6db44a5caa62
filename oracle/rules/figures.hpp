#pragma once
// The pieces that stand on features: players' followers and the two neutral magic figures.

#include "board.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace carcassonne {

using PlayerIndex = std::uint8_t;

// Every follower kind, in table order (kind_tables.hpp: the modules' rows).
inline constexpr auto kFollowerKinds = [] {
    std::array<FollowerKind, kFollowerKindRows.size()> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = kFollowerKindRows[i].kind;
    return out;
}();
std::string_view toString(FollowerKind kind); // "normal", "large"

// A number of followers of each kind (a supply, what the game gives), indexed by the kind.
struct FollowerCounts {
    std::array<int, kFollowerKinds.size()> count{};
    constexpr int& operator[](FollowerKind k) { return count[static_cast<std::size_t>(k)]; }
    constexpr int operator[](FollowerKind k) const { return count[static_cast<std::size_t>(k)]; }
    friend bool operator==(const FollowerCounts&, const FollowerCounts&) = default;
};
// base.score.majority, ic.large: what a follower of the kind counts for majority.
constexpr int strength(FollowerKind kind) {
    return rowOf(kind).strength;
}
// The expansion a follower kind comes with: without it no player has one (ic.large).
constexpr Expansion expansionOf(FollowerKind kind) {
    return rowOf(kind).expansion;
}
// What the game gives each player in an edition (base.meeple.supply, ic.large).
constexpr FollowerCounts followersGiven(std::size_t edition) {
    FollowerCounts out;
    for (const FollowerKindRow& row : kFollowerKindRows)
        out[row.kind] = row.given[edition];
    return out;
}
// What the game gives in the latest edition (a GameConfig's default), and the most a set-up may
// give: the scoring marker is an eighth follower in some boxes.
inline constexpr FollowerCounts kFollowersGiven = followersGiven(kEditionCount - 1);
inline constexpr FollowerCounts kMostFollowers = [] {
    FollowerCounts out;
    for (const FollowerKindRow& row : kFollowerKindRows)
        out[row.kind] = row.most;
    return out;
}();

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
