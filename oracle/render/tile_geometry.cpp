#include "tile_geometry.hpp"

#include <array>
#include <bit>
#include <vector>

namespace carcassonne::render {

namespace {

constexpr Point kCentre{50, 50};
// Side s runs clockwise from kCorner[s] to kCorner[s + 1]: NW, NE, SE, SW.
constexpr std::array<Point, 4> kCorner{{{0, 0}, {100, 0}, {100, 100}, {0, 100}}};
constexpr std::array<Point, 4> kInward{{{0, 1}, {-1, 0}, {0, -1}, {1, 0}}};

Point operator+(Point a, Point b) {
    return {a.x + b.x, a.y + b.y};
}
Point operator-(Point a, Point b) {
    return {a.x - b.x, a.y - b.y};
}
Point operator*(int k, Point p) {
    return {k * p.x, k * p.y};
}
// p scaled by num/den, rounded towards zero: the few fractions below are exact anyway.
Point scaled(Point p, int num, int den) {
    return {p.x * num / den, p.y * num / den};
}
Point corner(int i) {
    return kCorner[static_cast<std::size_t>(i % 4)];
}
Point inward(Side s) {
    return kInward[static_cast<std::size_t>(index(s))];
}
bool has(SideSet set, int side) {
    return (set >> (side % 4)) & 1u;
}
std::vector<Side> sidesIn(SideSet set) {
    std::vector<Side> out;
    for (Side s : kSides)
        if (set & bit(s)) out.push_back(s);
    return out;
}

std::string xy(Point p) {
    return std::to_string(p.x) + "," + std::to_string(p.y);
}

// A point a quarter (first half-edge) or three quarters (second) along its side.
Point halfEdgePoint(HalfEdge h) {
    const int s = index(sideOf(h));
    const Point a = corner(s), b = corner(s + 1);
    return a + scaled(b - a, index(h) % 2 == 0 ? 1 : 3, 4);
}

// Roads ending on one side meet in the tile's middle; two sides are joined by one line, bent
// towards their common corner when they are adjacent.
Point roadBend(Side a, Side b) {
    const int shared = (index(a) + 1) % 4 == index(b) ? index(b) : index(a);
    return kCentre + scaled(corner(shared) - kCentre, 3, 10);
}

Point sideMiddle(Side side) {
    const int s = index(side);
    return scaled(corner(s) + corner(s + 1), 1, 2);
}

} // namespace

Point anchorOf(const TileFeature& f) {
    switch (shapeOf(f)) {
    case FeatureShape::CentreMark:
        return kCentre;
    case FeatureShape::Ground: {
        if (f.inner || f.halfEdges == 0) return kCentre;
        const auto h = static_cast<HalfEdge>(std::countr_zero(f.halfEdges));
        return halfEdgePoint(h) + 15 * inward(sideOf(h));
    }
    case FeatureShape::Area: {
        const auto sides = sidesIn(f.sides);
        if (sides.empty() || sides.size() == 4) return kCentre;
        Point sum{};
        for (Side s : sides)
            sum = sum + sideMiddle(s) + 25 * inward(s);
        return {sum.x / static_cast<int>(sides.size()), sum.y / static_cast<int>(sides.size())};
    }
    case FeatureShape::Band: {
        const auto sides = sidesIn(f.sides);
        if (sides.size() == 1) return sideMiddle(sides[0]) + 28 * inward(sides[0]);
        if (sides.size() == 2 && opposite(sides[0]) != sides[1]) {
            // The middle of the bent line: (start + 2 bend + end) / 4.
            const Point sum =
                sideMiddle(sides[0]) + 2 * roadBend(sides[0], sides[1]) + sideMiddle(sides[1]);
            return scaled(sum, 1, 4);
        }
        return kCentre;
    }
    }
    return kCentre;
}

Point markPointOf(const TileFeature& f) {
    const Point a = anchorOf(f);
    if (shapeOf(f) != FeatureShape::Band) return a - Point{14, 0};
    const auto sides = sidesIn(f.sides);
    if (sides.size() == 2 && opposite(sides[0]) != sides[1]) return kCentre; // inside the bend
    // Beside the line: a quarter turn clockwise from the road's direction.
    const Point along = inward(sides.empty() ? Side::N : sides[0]);
    return a + 17 * Point{-along.y, along.x};
}

std::string cityAreaPath(SideSet sides) {
    if (sides == 0) return "";
    if (sides == 0xF) return "M0,0H100V100H0Z";
    int start = 0;
    while (!has(sides, start) || has(sides, start + 3))
        ++start;
    std::string d = "M" + xy(corner(start));
    for (int k = 0; k < 4;) {
        const int s = start + k;
        if (has(sides, s)) {
            d += "L" + xy(corner(s + 1));
            ++k;
            continue;
        }
        // A run of sides the city does not reach: one wall, curving into the tile.
        int run = 0;
        while (k + run < 4 && !has(sides, s + run))
            ++run;
        Point control = kCentre;
        if (run == 2) control = kCentre + scaled(corner(s + 1) - kCentre, 1, 5);
        if (run == 3)
            control = sideMiddle(static_cast<Side>((s + 3) % 4)) +
                      55 * inward(static_cast<Side>((s + 3) % 4));
        d += "Q" + xy(control) + " " + xy(corner(s + run));
        k += run;
    }
    return d + "Z";
}

std::string cityWallPath(SideSet sides) {
    const std::string area = cityAreaPath(sides);
    // The walls are the curves of the area: each "Q" with the point before it.
    std::string d;
    std::string current;
    for (std::size_t i = 0; i < area.size();) {
        const char c = area[i];
        std::size_t j = area.find_first_of("MLQZ", i + 1);
        if (j == std::string::npos) j = area.size();
        const std::string args = area.substr(i + 1, j - i - 1);
        if (c == 'Q') {
            d += "M" + current + "Q" + args;
            current = args.substr(args.find(' ') + 1);
        } else if (c == 'M' || c == 'L') {
            current = args;
        }
        i = j;
    }
    return d;
}

std::string roadPath(SideSet set, int deadEnd) {
    const auto sides = sidesIn(set);
    if (sides.size() == 1)
        return "M" + xy(sideMiddle(sides[0])) + "L" +
               xy(sideMiddle(sides[0]) + deadEnd * inward(sides[0]));
    if (sides.size() == 2) {
        const Point a = sideMiddle(sides[0]), b = sideMiddle(sides[1]);
        if (opposite(sides[0]) == sides[1]) return "M" + xy(a) + "L" + xy(b);
        return "M" + xy(a) + "Q" + xy(roadBend(sides[0], sides[1])) + " " + xy(b);
    }
    std::string d;
    for (Side s : sides)
        d += "M" + xy(sideMiddle(s)) + "L" + xy(kCentre);
    return d;
}

bool cityInMiddle(const OrientedTile& tile) {
    for (const TileFeature& f : tile.features) {
        const auto sides = sidesIn(f.sides);
        if (shapeOf(f) == FeatureShape::Area &&
            (sides.size() >= 3 || (sides.size() == 2 && opposite(sides[0]) == sides[1])))
            return true;
    }
    return false;
}

} // namespace carcassonne::render
