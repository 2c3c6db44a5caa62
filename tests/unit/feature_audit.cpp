#include "feature_audit.hpp"

#include <algorithm>
#include <array>

namespace carcassonne::testing {

namespace {

// Conventions of tiles.md, restated here on purpose rather than taken from geometry.hpp:
// sides N E S W = 0 1 2 3, half-edges NL NR EL ER SL SR WL WR = 0..7, y grows to the south,
// rotation is clockwise in quarter turns.
constexpr std::array<int, 4> kDx{0, 1, 0, -1};
constexpr std::array<int, 4> kDy{-1, 0, 1, 0};
// Across a north/south boundary NL meets SR and NR meets SL; across east/west EL meets WR and
// ER meets WL.
constexpr std::array<int, 8> kFacing{5, 4, 7, 6, 1, 0, 3, 2};

// The kind's name (its row's: "road", "garden"), as a C string for the messages below.
const char* kindName(FeatureKind k) {
    return nameOf(k).data(); // the rows' names are string literals
}

// One printed feature in board orientation, with masks rotated here (bit i: side i / half-edge i).
struct Segment {
    FeatureKind kind = FeatureKind::Field;
    unsigned sides = 0;     // roads and cities
    unsigned halfEdges = 0; // fields
    bool inner = false;
    int pennants = 0;
    bool inn = false;
    bool cathedral = false;
    unsigned adjacentCities = 0; // feature indices on the same tile
};

unsigned rotateMask(unsigned mask, int bits, int step) {
    unsigned out = 0;
    for (int i = 0; i < bits; ++i)
        if (mask & (1u << i)) out |= 1u << ((i + step) % bits);
    return out;
}

// The printed features (rotation 0) of a tile type, turned clockwise `q` quarter turns; cached.
const std::vector<Segment>& segmentsOf(TileTypeId type, int q) {
    // Sized once: callers keep pointers into it.
    static std::vector<std::array<std::vector<Segment>, 4>> cache(tileCatalog().all().size());
    static std::vector<std::array<bool, 4>> ready(cache.size(), {false, false, false, false});
    auto& out = cache[type][static_cast<std::size_t>(q)];
    if (ready[type][static_cast<std::size_t>(q)]) return out;
    for (const TileFeature& f : tileCatalog().at(type).features()) {
        Segment s;
        s.kind = f.kind;
        s.sides = rotateMask(f.sides, 4, q);
        s.halfEdges = rotateMask(f.halfEdges, 8, 2 * q);
        s.inner = f.inner;
        s.pennants = f.pennants;
        s.inn = f.inn;
        s.cathedral = f.cathedral;
        s.adjacentCities = f.adjacentCities;
        out.push_back(s);
    }
    ready[type][static_cast<std::size_t>(q)] = true;
    return out;
}

// The edge type of a side: C if a city touches it, else R if a road does, else F.
char edgeOf(const std::vector<Segment>& segs, int side) {
    char e = 'F';
    for (const Segment& s : segs) {
        if (s.kind == FeatureKind::City && (s.sides & (1u << side))) return 'C';
        if (s.kind == FeatureKind::Road && (s.sides & (1u << side))) e = 'R';
    }
    return e;
}

std::string pos(int x, int y) {
    return "[" + std::to_string(x) + ", " + std::to_string(y) + "]";
}

std::uint16_t u16(std::size_t v) {
    return static_cast<std::uint16_t>(v);
}
std::uint8_t u8(std::size_t v) {
    return static_cast<std::uint8_t>(v);
}

} // namespace

std::string describePart(const Board& board, PartKey part) {
    if (part.tile >= board.tiles().size()) return "tile#" + std::to_string(part.tile) + "?";
    const PlacedTile& t = board.tiles()[part.tile];
    const TileType& type = tileCatalog().at(t.type);
    std::string kind =
        part.feature < type.features().size() ? kindName(type.features()[part.feature].kind) : "?";
    return type.name + "@" + pos(t.pos.x, t.pos.y) + "r" + std::to_string(t.rotation.degrees()) +
           "#" + std::to_string(part.feature) + "(" + kind + ")";
}

FeatureAudit auditFeatures(const Board& board) {
    FeatureAudit audit;
    const auto& tiles = board.tiles();
    const std::size_t n = tiles.size();
    if (n == 0) return audit;

    // A dense grid over the bounding box, one cell of margin all round.
    int minX = tiles[0].pos.x, maxX = minX, minY = tiles[0].pos.y, maxY = minY;
    for (const PlacedTile& t : tiles) {
        minX = std::min(minX, t.pos.x), maxX = std::max(maxX, t.pos.x);
        minY = std::min(minY, t.pos.y), maxY = std::max(maxY, t.pos.y);
    }
    const int width = maxX - minX + 3, height = maxY - minY + 3;
    std::vector<int> grid(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), -1);
    auto cell = [&](int x, int y) -> int& {
        return grid[static_cast<std::size_t>((y - minY + 1) * width + (x - minX + 1))];
    };
    auto tileAt = [&](int x, int y) -> int {
        if (x < minX - 1 || x > maxX + 1 || y < minY - 1 || y > maxY + 1) return -1;
        return cell(x, y);
    };

    std::vector<const std::vector<Segment>*> segs;
    NodeId next = 0;
    for (std::size_t t = 0; t < n; ++t) {
        int& c = cell(tiles[t].pos.x, tiles[t].pos.y);
        if (c >= 0)
            audit.geometryProblems.push_back("two tiles at " + pos(tiles[t].pos.x, tiles[t].pos.y));
        c = static_cast<int>(t);
        segs.push_back(&segmentsOf(tiles[t].type, tiles[t].rotation.quarterTurns % 4));
        audit.expectedFirstNode.push_back(next);
        next += static_cast<NodeId>(segs.back()->size());
    }
    const std::size_t nodes = next;
    auto nodeOf = [&](std::size_t t, std::size_t i) { return audit.expectedFirstNode[t] + i; };

    // Per tile: a non-city side is covered by one field on each half, a city side by none;
    // adjacent-city indices name cities of the same tile; edges match every placed neighbour
    // (base.place.match holds on a legal board).
    for (std::size_t t = 0; t < n; ++t) {
        const auto& ss = *segs[t];
        for (int side = 0; side < 4; ++side) {
            const char e = edgeOf(ss, side);
            for (int h : {2 * side, 2 * side + 1}) {
                int fields = 0;
                for (const Segment& s : ss)
                    if (s.kind == FeatureKind::Field && (s.halfEdges & (1u << h))) ++fields;
                if (fields != (e == 'C' ? 0 : 1))
                    audit.geometryProblems.push_back(describePart(board, {u16(t), 0}) +
                                                     ": half-edge " + std::to_string(h) + " has " +
                                                     std::to_string(fields) + " fields");
            }
            const int u = tileAt(tiles[t].pos.x + kDx[side], tiles[t].pos.y + kDy[side]);
            if (u >= 0 && e != edgeOf(*segs[static_cast<std::size_t>(u)], (side + 2) % 4))
                audit.geometryProblems.push_back(describePart(board, {u16(t), 0}) + " and " +
                                                 describePart(board, {u16(u), 0}) +
                                                 " disagree across side " + std::to_string(side));
        }
        for (const Segment& s : ss)
            for (std::size_t j = 0; j < 16; ++j)
                if ((s.adjacentCities & (1u << j)) &&
                    (j >= ss.size() || ss[j].kind != FeatureKind::City))
                    audit.geometryProblems.push_back(describePart(board, {u16(t), 0}) +
                                                     ": adjacent city index is not a city");
    }

    // The adjacency graph over parts, and the open ends of each part.
    std::vector<std::vector<PartKey>> links(nodes);
    std::vector<int> openEnds(nodes, 0);
    for (std::size_t t = 0; t < n; ++t) {
        const auto& ss = *segs[t];
        for (std::size_t i = 0; i < ss.size(); ++i) {
            const Segment& s = ss[i];
            const PartKey me{u16(t), u8(i)};
            auto& mine = links[nodeOf(t, i)];
            if (s.kind == FeatureKind::Road || s.kind == FeatureKind::City) {
                for (int side = 0; side < 4; ++side) {
                    if (!(s.sides & (1u << side))) continue;
                    const int u = tileAt(tiles[t].pos.x + kDx[side], tiles[t].pos.y + kDy[side]);
                    if (u < 0) {
                        ++openEnds[nodeOf(t, i)];
                        continue;
                    }
                    const auto& theirs = *segs[static_cast<std::size_t>(u)];
                    bool met = false;
                    for (std::size_t j = 0; j < theirs.size(); ++j)
                        if (theirs[j].kind == s.kind &&
                            (theirs[j].sides & (1u << ((side + 2) % 4)))) {
                            mine.push_back({u16(u), u8(j)});
                            met = true;
                        }
                    if (!met) {
                        ++openEnds[nodeOf(t, i)];
                        audit.geometryProblems.push_back(describePart(board, me) +
                                                         " meets nothing across side " +
                                                         std::to_string(side));
                    }
                }
            } else if (s.kind == FeatureKind::Field) {
                for (int h = 0; h < 8; ++h) {
                    if (!(s.halfEdges & (1u << h))) continue;
                    const int side = h / 2;
                    const int u = tileAt(tiles[t].pos.x + kDx[side], tiles[t].pos.y + kDy[side]);
                    if (u < 0) continue;
                    const auto& theirs = *segs[static_cast<std::size_t>(u)];
                    const unsigned facing = 1u << kFacing[static_cast<std::size_t>(h)];
                    for (std::size_t j = 0; j < theirs.size(); ++j)
                        if (theirs[j].kind == FeatureKind::Field && (theirs[j].halfEdges & facing))
                            mine.push_back({u16(u), u8(j)});
                }
            }
        }
    }

    // Flood fill.
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    audit.featureOfNode.assign(nodes, kNone);
    for (std::size_t t = 0; t < n; ++t)
        for (std::size_t i = 0; i < segs[t]->size(); ++i) {
            if (audit.featureOfNode[nodeOf(t, i)] != kNone) continue;
            const std::size_t id = audit.features.size();
            AuditedFeature f;
            f.kind = (*segs[t])[i].kind;
            std::vector<PartKey> stack{{u16(t), u8(i)}};
            audit.featureOfNode[nodeOf(t, i)] = id;
            while (!stack.empty()) {
                const PartKey p = stack.back();
                stack.pop_back();
                f.parts.push_back(p);
                for (const PartKey& q : links[nodeOf(p.tile, p.feature)]) {
                    std::size_t& of = audit.featureOfNode[nodeOf(q.tile, q.feature)];
                    if (of == kNone) {
                        of = id;
                        stack.push_back(q);
                    } else if (of != id) {
                        audit.geometryProblems.push_back("asymmetric link " +
                                                         describePart(board, p) + " -> " +
                                                         describePart(board, q));
                    }
                }
            }
            std::sort(f.parts.begin(), f.parts.end());
            for (const PartKey& p : f.parts) {
                const Segment& s = (*segs[p.tile])[p.feature];
                if (s.kind != f.kind)
                    audit.geometryProblems.push_back("a " + std::string(kindName(f.kind)) +
                                                     " reaches " + describePart(board, p));
                if (f.tiles.empty() || f.tiles.back() != p.tile) f.tiles.push_back(p.tile);
                f.openEnds += openEnds[nodeOf(p.tile, p.feature)];
                f.pennants += s.pennants;
                f.inn = f.inn || s.inn;
                f.cathedral = f.cathedral || s.cathedral;
                for (std::size_t j = 0; j < 16; ++j)
                    if (s.adjacentCities & (1u << j)) f.adjacentCities.push_back({p.tile, u8(j)});
            }
            std::sort(f.adjacentCities.begin(), f.adjacentCities.end());
            f.adjacentCities.erase(std::unique(f.adjacentCities.begin(), f.adjacentCities.end()),
                                   f.adjacentCities.end());
            switch (rowOf(f.kind).completion) {
            case Completion::OpenEnds:
                f.complete = f.openEnds == 0;
                break;
            case Completion::Surrounded: {
                const Position c = tiles[f.parts.front().tile].pos;
                int around = 0;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        if ((dx != 0 || dy != 0) && tileAt(c.x + dx, c.y + dy) >= 0) ++around;
                f.complete = around == 8;
                if (f.parts.size() != 1)
                    audit.geometryProblems.push_back("a cloister joined other parts");
                break;
            }
            case Completion::Never:
                f.complete = false;
                break;
            }
            audit.features.push_back(std::move(f));
        }
    return audit;
}

PartKey partOfNode(const FeatureAudit& audit, NodeId node) {
    const auto& first = audit.expectedFirstNode;
    const auto it = std::upper_bound(first.begin(), first.end(), node);
    const auto tile = static_cast<std::size_t>(it - first.begin()) - 1;
    return {u16(tile), u8(node - first[tile])};
}

std::vector<std::string> compareWithBoard(const Board& board, const FeatureAudit& audit,
                                          std::size_t listFrom, std::size_t limit) {
    std::vector<std::string> out;
    auto report = [&](std::string message) {
        if (out.size() < limit) out.push_back(std::move(message));
    };
    for (const auto& p : audit.geometryProblems)
        report("geometry: " + p);

    const auto& tiles = board.tiles();
    std::size_t parts = 0;
    for (std::size_t t = 0; t < tiles.size(); ++t) {
        if (tiles[t].firstNode != audit.expectedFirstNode[t])
            report("tile " + std::to_string(t) + " has first node " +
                   std::to_string(tiles[t].firstNode) + ", expected " +
                   std::to_string(audit.expectedFirstNode[t]));
        const TileType& type = tileCatalog().at(tiles[t].type);
        parts += type.features().size();
        // The catalog's oriented features must be the rotation-0 features, rotated, in order.
        const OrientedTile& o = type.in(tiles[t].rotation);
        if (o.features.size() != type.features().size()) {
            report(type.name + ": oriented feature count differs");
            continue;
        }
        const int q = tiles[t].rotation.quarterTurns;
        for (std::size_t i = 0; i < o.features.size(); ++i) {
            const TileFeature& a = type.features()[i];
            const TileFeature& b = o.features[i];
            if (a.kind != b.kind || rotateMask(a.sides, 4, q) != b.sides ||
                rotateMask(a.halfEdges, 8, 2 * q) != b.halfEdges || a.inner != b.inner ||
                a.pennants != b.pennants || a.inn != b.inn || a.cathedral != b.cathedral ||
                a.adjacentCities != b.adjacentCities)
                report(type.name + " rotated " + std::to_string(q * 90) + ": feature " +
                       std::to_string(i) + " is not the rotated printed feature");
        }
        if (board.at(tiles[t].pos) != &tiles[t])
            report("Board::at does not find tile " + std::to_string(t));
    }
    if (board.nodeCount() != parts || parts != audit.featureOfNode.size()) {
        report("board has " + std::to_string(board.nodeCount()) + " nodes, tiles have " +
               std::to_string(parts) + " parts, the audit numbered " +
               std::to_string(audit.featureOfNode.size()));
        return out;
    }

    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<std::size_t> featureOfRoot(parts, kNone);
    std::vector<NodeId> openRoadsAndCities; // the roots of the audit's incomplete roads and cities
    for (std::size_t id = 0; id < audit.features.size(); ++id) {
        const AuditedFeature& f = audit.features[id];
        auto name = [&] {
            return std::string(kindName(f.kind)) + " of " + describePart(board, f.parts.front());
        };
        const NodeId r = board.root(audit.node(f.parts.front()));
        // Same partition: every part of the feature has the same root, and no other feature does.
        for (const PartKey& p : f.parts) {
            const NodeId n = audit.node(p);
            if (board.tileOf(n) != p.tile || board.featureIndexOf(n) != p.feature)
                report("node " + std::to_string(n) + " is not " + describePart(board, p));
            if (board.root(n) != r)
                report(name() + ": " + describePart(board, p) +
                       " belongs to it but has another root in the board");
            if (board.isComplete(n) != f.complete)
                report(name() + ": isComplete(" + describePart(board, p) +
                       ") = " + (board.isComplete(n) ? "true" : "false") + ", expected " +
                       (f.complete ? "true" : "false"));
        }
        if (featureOfRoot[r] != kNone)
            report(name() + " and " + kindName(audit.features[featureOfRoot[r]].kind) + " of " +
                   describePart(board, audit.features[featureOfRoot[r]].parts.front()) +
                   " are separate but share the board root " + std::to_string(r));
        featureOfRoot[r] = id;

        if ((f.kind == FeatureKind::Road || f.kind == FeatureKind::City) && !f.complete)
            openRoadsAndCities.push_back(r);

        const FeatureState& s = board.feature(r);
        if (s.kind != f.kind)
            report(name() + ": board kind " + std::string(kindName(s.kind)) + " differs");
        if (board.tilesOf(r) != f.tiles)
            report(name() + ": board lists " + std::to_string(board.tilesOf(r).size()) +
                   " distinct tiles, expected " + std::to_string(f.tiles.size()));
        if (s.tileCount != static_cast<int>(f.tiles.size()))
            report(name() + ": board counts " + std::to_string(s.tileCount) +
                   " distinct tiles, expected " + std::to_string(f.tiles.size()));
        if (s.parts != static_cast<int>(f.parts.size()))
            report(name() + ": board counts " + std::to_string(s.parts) + " parts, expected " +
                   std::to_string(f.parts.size()));
        if ((f.kind == FeatureKind::Road || f.kind == FeatureKind::City) &&
            s.openEnds != f.openEnds)
            report(name() + ": board has " + std::to_string(s.openEnds) + " open ends, expected " +
                   std::to_string(f.openEnds));
        if (s.pennants != f.pennants)
            report(name() + ": board has " + std::to_string(s.pennants) + " pennants, expected " +
                   std::to_string(f.pennants));
        if (s.inn != f.inn) report(name() + ": inn flag differs");
        if (s.cathedral != f.cathedral) report(name() + ": cathedral flag differs");

        const std::vector<NodeId> boardCities = board.adjacentCitiesOf(r);
        std::vector<NodeId> cities;
        for (const PartKey& c : f.adjacentCities)
            cities.push_back(audit.node(c));
        if (boardCities != cities)
            report(name() + ": board lists " + std::to_string(boardCities.size()) +
                   " adjacent city parts, expected " + std::to_string(cities.size()));

        if (f.tiles.back() < listFrom) continue; // unchanged since the last listing
        // partsOf: the same set, in board order (reading order of positions, then node).
        const std::vector<NodeId> listed = board.partsOf(r);
        std::vector<NodeId> expected;
        for (const PartKey& p : f.parts)
            expected.push_back(audit.node(p));
        std::vector<NodeId> sortedListed = listed;
        std::sort(sortedListed.begin(), sortedListed.end());
        if (sortedListed != expected)
            report(name() + ": partsOf lists " + std::to_string(listed.size()) +
                   " parts, expected " + std::to_string(expected.size()));
        if (!std::is_sorted(listed.begin(), listed.end(), [&](NodeId a, NodeId b) {
                const Position pa = tiles[board.tileOf(a)].pos;
                const Position pb = tiles[board.tileOf(b)].pos;
                return pa != pb ? pa < pb : a < b;
            }))
            report(name() + ": partsOf is not in board order");

        // The canonical name is on the first of its tiles in reading order.
        const FeatureRef ref = board.canonical(r);
        Position first = tiles[f.tiles.front()].pos;
        for (std::uint16_t t : f.tiles)
            first = std::min(first, tiles[t].pos);
        if (ref.kind != f.kind || ref.at != first)
            report(name() + ": canonical name " + ref.toString() + " is not on its first tile " +
                   pos(first.x, first.y));
    }
    // The board keeps its open roads and cities as it goes (the magic targets): the same set.
    std::sort(openRoadsAndCities.begin(), openRoadsAndCities.end());
    if (board.openRoadsAndCities() != openRoadsAndCities)
        report("the board keeps " + std::to_string(board.openRoadsAndCities().size()) +
               " open roads and cities, the audit finds " +
               std::to_string(openRoadsAndCities.size()));
    return out;
}

} // namespace carcassonne::testing
