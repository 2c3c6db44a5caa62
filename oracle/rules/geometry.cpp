#include "geometry.hpp"

namespace carcassonne {

namespace {
constexpr std::array<std::string_view, 4> kSideNames{"N", "E", "S", "W"};
constexpr std::array<std::string_view, 8> kHalfEdgeNames{"NL", "NR", "EL", "ER",
                                                         "SL", "SR", "WL", "WR"};
} // namespace

std::string toString(Position p) {
    return "[" + std::to_string(p.x) + ", " + std::to_string(p.y) + "]";
}

std::optional<Rotation> Rotation::fromDegrees(int degrees) {
    if (degrees < 0 || degrees >= 360 || degrees % 90 != 0) return std::nullopt;
    return Rotation{static_cast<std::uint8_t>(degrees / 90)};
}

SideSet rotateSides(SideSet set, Rotation r) {
    SideSet out = 0;
    for (Side s : kSides)
        if (set & bit(s)) out |= bit(rotate(s, r));
    return out;
}

HalfEdgeSet rotateHalfEdges(HalfEdgeSet set, Rotation r) {
    HalfEdgeSet out = 0;
    for (HalfEdge h : kHalfEdges)
        if (set & bit(h)) out |= bit(rotate(h, r));
    return out;
}

std::string_view toString(Side s) {
    return kSideNames[static_cast<std::size_t>(index(s))];
}
std::string_view toString(HalfEdge h) {
    return kHalfEdgeNames[static_cast<std::size_t>(index(h))];
}

std::optional<Side> sideFromString(std::string_view text) {
    for (Side s : kSides)
        if (toString(s) == text) return s;
    return std::nullopt;
}

std::optional<HalfEdge> halfEdgeFromString(std::string_view text) {
    for (HalfEdge h : kHalfEdges)
        if (toString(h) == text) return h;
    return std::nullopt;
}

std::string toString(SideSet sides) {
    std::string out;
    for (Side s : kSides)
        if (sides & bit(s)) out += toString(s);
    return out;
}

std::string halfEdgesToString(HalfEdgeSet set) {
    std::string out;
    for (HalfEdge h : kHalfEdges)
        if (set & bit(h)) {
            if (!out.empty()) out += '.';
            out += toString(h);
        }
    return out;
}

} // namespace carcassonne
