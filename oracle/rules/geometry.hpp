#pragma once
// Board geometry: positions, sides, half-edges and rotations, in the conventions of tiles.md:
// x grows east, y grows south; rotation is clockwise in quarter turns; half-edges are named
// clockwise from the north-west corner (NL NR EL ER SL SR WL WR).

#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace carcassonne {

struct Position {
    int x = 0;
    int y = 0;
    friend bool operator==(const Position&, const Position&) = default;
    // Reading order (row by row, north to south, then west to east): the canonical order.
    friend std::strong_ordering operator<=>(const Position& a, const Position& b) {
        if (auto c = a.y <=> b.y; c != 0) return c;
        return a.x <=> b.x;
    }
};

std::string toString(Position p); // "[x, y]"

enum class Side : std::uint8_t { N, E, S, W };
inline constexpr std::array<Side, 4> kSides{Side::N, Side::E, Side::S, Side::W};

enum class HalfEdge : std::uint8_t { NL, NR, EL, ER, SL, SR, WL, WR };
inline constexpr std::array<HalfEdge, 8> kHalfEdges{HalfEdge::NL, HalfEdge::NR, HalfEdge::EL,
                                                    HalfEdge::ER, HalfEdge::SL, HalfEdge::SR,
                                                    HalfEdge::WL, HalfEdge::WR};

// Clockwise quarter turns, 0..3.
struct Rotation {
    std::uint8_t quarterTurns = 0;
    static std::optional<Rotation> fromDegrees(int degrees);
    int degrees() const { return quarterTurns * 90; }
    friend bool operator==(const Rotation&, const Rotation&) = default;
    friend auto operator<=>(const Rotation&, const Rotation&) = default;
};
inline constexpr std::array<Rotation, 4> kRotations{Rotation{0}, Rotation{1}, Rotation{2},
                                                    Rotation{3}};

constexpr int index(Side s) {
    return static_cast<int>(s);
}
constexpr int index(HalfEdge h) {
    return static_cast<int>(h);
}
constexpr Side opposite(Side s) {
    return static_cast<Side>((index(s) + 2) % 4);
}
constexpr Side rotate(Side s, Rotation r) {
    return static_cast<Side>((index(s) + r.quarterTurns) % 4);
}
constexpr HalfEdge rotate(HalfEdge h, Rotation r) {
    return static_cast<HalfEdge>((index(h) + 2 * r.quarterTurns) % 8);
}
constexpr Side sideOf(HalfEdge h) {
    return static_cast<Side>(index(h) / 2);
}
constexpr std::array<HalfEdge, 2> halvesOf(Side s) {
    return {static_cast<HalfEdge>(2 * index(s)), static_cast<HalfEdge>(2 * index(s) + 1)};
}
// The half-edge of the neighbour across side(h) that touches h: NL meets SR, NR meets SL, ...
constexpr HalfEdge facing(HalfEdge h) {
    const int side = (index(h) / 2 + 2) % 4;
    return static_cast<HalfEdge>(2 * side + (1 - index(h) % 2));
}

// Bit sets over sides (4 bits) and half-edges (8 bits).
using SideSet = std::uint8_t;
using HalfEdgeSet = std::uint8_t;
constexpr SideSet bit(Side s) {
    return static_cast<SideSet>(1u << index(s));
}
constexpr HalfEdgeSet bit(HalfEdge h) {
    return static_cast<HalfEdgeSet>(1u << index(h));
}
SideSet rotateSides(SideSet set, Rotation r);
HalfEdgeSet rotateHalfEdges(HalfEdgeSet set, Rotation r);

constexpr Position neighbour(Position p, Side s) {
    switch (s) {
    case Side::N:
        return {p.x, p.y - 1};
    case Side::E:
        return {p.x + 1, p.y};
    case Side::S:
        return {p.x, p.y + 1};
    case Side::W:
        return {p.x - 1, p.y};
    }
    return p;
}

std::string_view toString(Side s);
std::string_view toString(HalfEdge h);
std::optional<Side> sideFromString(std::string_view text);
std::optional<HalfEdge> halfEdgeFromString(std::string_view text);
std::string toString(SideSet sides);        // "NE", in N E S W order
std::string halfEdgesToString(HalfEdgeSet); // "NL.NR.EL"

} // namespace carcassonne
