#include "svg_board.hpp"

#include "html.hpp"
#include "players.hpp"
#include "svg_symbols.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <utility>
#include <vector>

namespace carcassonne::render {

namespace {

constexpr int kMargin = 26; // room for the coordinates

std::string num(int v) {
    return std::to_string(v);
}

std::string rect(Point at, int size, const std::string& attributes) {
    return "<rect x=\"" + num(at.x) + "\" y=\"" + num(at.y) + "\" width=\"" + num(size) +
           "\" height=\"" + num(size) + "\" " + attributes + "/>";
}

std::string path(const std::string& d, const std::string& attributes) {
    return "<path d=\"" + d + "\" " + attributes + "/>";
}

std::string label(Point at, const std::string& text) {
    return "<text x=\"" + num(at.x) + "\" y=\"" + num(at.y) + "\">" + text + "</text>";
}

// A corner of the tile where both half-edges are ground (field): a free spot for the magic symbol.
Point magicPoint(const OrientedTile& tile) {
    HalfEdgeSet field = 0;
    for (const TileFeature& f : tile.features)
        if (shapeOf(f) == FeatureShape::Ground) field |= f.halfEdges;
    // SE (ER SL), SW (SR WL), NE (NR EL), NW (WR NL)
    const std::pair<HalfEdgeSet, Point> corners[] = {
        {static_cast<HalfEdgeSet>(bit(HalfEdge::ER) | bit(HalfEdge::SL)), {86, 86}},
        {static_cast<HalfEdgeSet>(bit(HalfEdge::SR) | bit(HalfEdge::WL)), {14, 86}},
        {static_cast<HalfEdgeSet>(bit(HalfEdge::NR) | bit(HalfEdge::EL)), {86, 14}},
        {static_cast<HalfEdgeSet>(bit(HalfEdge::WR) | bit(HalfEdge::NL)), {14, 14}},
    };
    for (const auto& [mask, at] : corners)
        if ((field & mask) == mask) return at;
    // No field corner (cities on both sides of each): where a farmer on the first field stands.
    for (const TileFeature& f : tile.features)
        if (shapeOf(f) == FeatureShape::Ground) return anchorOf(f);
    return {86, 86};
}

bool hasMarks(const TileFeature& f) {
    return f.pennants > 0 || f.inn || f.cathedral;
}

// The ground every tile is drawn on, whatever it shows: the colour of the kind drawn as the
// ground (the field's).
std::string groundFill() {
    for (const FeatureKindRow& row : kFeatureKindRows)
        if (row.drawing.shape == FeatureShape::Ground) return std::string(row.drawing.fill);
    return "none";
}

// Each feature as its kind's row draws it (FeatureKindRow::drawing): the ground, then the areas
// (cities), the bands (roads), and last the marks (a cloister's building, coats of arms, inns,
// cathedrals), so that marks stand on top.
std::string drawTile(const TileType& type, const OrientedTile& tile) {
    std::string out = rect({0, 0}, kTileSize, "fill=\"" + groundFill() + "\"");
    for (const TileFeature& f : tile.features)
        if (const FeatureDrawing& d = drawingOf(f); d.shape == FeatureShape::Area)
            out += path(cityAreaPath(f.sides), "fill=\"" + std::string(d.fill) + "\"") +
                   path(cityWallPath(f.sides), "fill=\"none\" stroke=\"" + std::string(d.stroke) +
                                                   "\" stroke-width=\"3\"");
    const bool gates = cityInMiddle(tile);
    const int deadEnd = gates ? 30 : 50;
    int deadEnds = 0;
    bool centreTaken = false;
    for (const TileFeature& f : tile.features) {
        const FeatureDrawing& d = drawingOf(f);
        if (d.shape == FeatureShape::CentreMark) centreTaken = true;
        if (d.shape != FeatureShape::Band) continue;
        if (std::popcount(f.sides) == 1) ++deadEnds;
        out += path(roadPath(f.sides, deadEnd),
                    "fill=\"none\" stroke=\"" + std::string(d.stroke) + "\" stroke-width=\"13\"") +
               path(roadPath(f.sides, deadEnd),
                    "fill=\"none\" stroke=\"" + std::string(d.fill) + "\" stroke-width=\"8\"");
    }
    // Roads that end in the middle meet at a junction (a village), unless a cloister stands there.
    if (deadEnds >= 2 && !centreTaken && !gates) out += junction({50, 50});
    for (const TileFeature& f : tile.features) {
        const Point mark = markPointOf(f);
        if (shapeOf(f) == FeatureShape::CentreMark) out += centreMark({50, 50}, drawingOf(f));
        for (int i = 0; i < f.pennants; ++i)
            out += coatOfArms({mark.x, mark.y + 16 * i - 8 * (f.pennants - 1)});
        if (f.cathedral) out += cathedral(mark);
        if (f.inn) out += inn(mark);
    }
    if (type.magic) out += magicSymbol(magicPoint(tile));
    return out + rect({0, 0}, kTileSize, "fill=\"none\" stroke=\"#3d3a2f\" stroke-width=\"1\"");
}

Point originOf(const Bounds& b, Position p) {
    return {kMargin + (p.x - b.minX) * kTileSize, kMargin + (p.y - b.minY) * kTileSize};
}

std::string drawPieces(const BoardView& view, const Bounds& bounds) {
    const Board& board = view.state.board;
    std::map<NodeId, std::vector<Piece>> byPart; // pieces sharing a tile part stand side by side
    for (const Piece& p : piecesOf(view.state))
        byPart[p.node].push_back(p);
    std::string out;
    for (const auto& [node, pieces] : byPart) {
        const PlacedTile& placed = board.tiles()[pieces.front().tile];
        const TileFeature& f =
            tileCatalog().at(placed.type).in(placed.rotation).features[pieces.front().feature];
        Point at = anchorOf(f);
        // City marks sit left of the anchor; road marks beside the road, clear of it.
        if (hasMarks(f) && shapeOf(f) == FeatureShape::Area) at.x += 8;
        if (shapeOf(f) == FeatureShape::CentreMark) at.y += 10;
        const Point o = originOf(bounds, placed.pos);
        const int n = static_cast<int>(pieces.size());
        for (int i = 0; i < n; ++i) {
            const Piece& p = pieces[static_cast<std::size_t>(i)];
            const Point where{o.x + at.x + 18 * i - 9 * (n - 1), o.y + at.y};
            out += p.kind == Piece::Kind::Follower
                       ? meeple(where, playerColour(view.players, p.player),
                                rowOf(p.follower).drawing.scale, shapeOf(f) == FeatureShape::Ground)
                       : magicFigure(where, p.kind == Piece::Kind::Witch);
        }
    }
    return out;
}

// The key to the figures, below the board, laid out the same under every board (three items to a
// row), whatever its width: a picture is at least as wide as its legend, so a one-tile board does
// not squeeze the key into a column.
constexpr int kLegendRow = 34;
constexpr int kLegendItem = 128;
constexpr int kLegendColumns = 3;
constexpr int kLegendWidth = 16 + kLegendColumns * kLegendItem;
// The follower kinds the legend shows: those of the expansions a game plays by default, and
// those of an expansion named when wanted when the game plays it (the abbot in an abbot game).
std::vector<FollowerKind> legendFollowers(const GameState& state) {
    std::vector<FollowerKind> out;
    for (FollowerKind k : kFollowerKinds)
        if (rowOf(expansionOf(k)).byDefault || state.config.expansions.has(expansionOf(k)))
            out.push_back(k);
    return out;
}

// The mage, the witch, each follower kind shown (FollowerKindRow::drawing) and a farmer.
int legendHeight(std::size_t followers) {
    const int count = 3 + static_cast<int>(followers);
    return 8 + kLegendRow * ((count + kLegendColumns - 1) / kLegendColumns);
}

std::string drawLegend(const std::vector<FollowerKind>& followers, int top) {
    const int columns = kLegendColumns;
    const int count = 3 + static_cast<int>(followers.size());
    std::string out = "<g class=\"legend\" font-family=\"DejaVu Sans, Arial, sans-serif\" "
                      "font-size=\"13\" fill=\"#333333\"><title>Legend</title>";
    const std::string sample = "#ffffff"; // a follower of any player: players have colours
    const std::string_view plain = rowOf(FollowerKind::Normal).drawing.scale;
    for (int i = 0; i < count; ++i) {
        const Point at{8 + 16 + (i % columns) * kLegendItem,
                       top + 8 + 16 + (i / columns) * kLegendRow};
        std::string text;
        if (i < 2) {
            out += magicFigure(at, i == 1);
            text = i == 1 ? "witch" : "mage";
        } else if (i - 2 < static_cast<int>(followers.size())) {
            const FollowerKind kind = followers[static_cast<std::size_t>(i - 2)];
            out += meeple(at, sample, rowOf(kind).drawing.scale);
            text = followerWords(kind);
        } else {
            out += meeple(at, sample, plain, true);
            text = "farmer";
        }
        out += label({at.x + 20, at.y + 5}, text);
    }
    return out + "</g>\n";
}

} // namespace

std::string svgBoard(const BoardView& view, const std::string& title) {
    const Bounds b = boundsOf(view);
    const int boardWidth = 2 * kMargin + b.columns() * kTileSize;
    const int width = std::max(boardWidth, kLegendWidth);
    const int boardHeight = 2 * kMargin + b.rows() * kTileSize;
    const std::vector<FollowerKind> followers = legendFollowers(view.state);
    const int height = boardHeight + legendHeight(followers.size());
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + num(width) +
                      " " + num(height) + "\" width=\"" + num(width) + "\" height=\"" +
                      num(height) + "\" class=\"board\" role=\"img\">\n";
    if (!title.empty()) out += "<title>" + escape(title) + "</title>\n";
    out += "<rect width=\"" + num(width) + "\" height=\"" + num(height) + "\" fill=\"#efe9da\"/>\n";

    for (const PlacedTile& t : view.state.board.tiles()) {
        const TileType& type = tileCatalog().at(t.type);
        const Point o = originOf(b, t.pos);
        out += "<g transform=\"translate(" + num(o.x) + " " + num(o.y) + ")\" class=\"tile\">" +
               "<title>" + escape(type.name) + " at " + toString(t.pos) + " rotated " +
               num(t.rotation.degrees()) + "</title>" + drawTile(type, type.in(t.rotation)) +
               "</g>\n";
    }
    for (Position p : view.marked)
        out += rect(originOf(b, p), kTileSize,
                    "fill=\"#ffffff\" fill-opacity=\"0.35\" stroke=\"#555555\" "
                    "stroke-width=\"2\" stroke-dasharray=\"8 5\"") +
               "\n";
    if (view.lastPlaced) {
        const Point o = originOf(b, *view.lastPlaced);
        out += rect({o.x + 3, o.y + 3}, kTileSize - 6,
                    "fill=\"none\" stroke=\"#ffd21f\" stroke-width=\"6\" class=\"last-placed\"") +
               "\n";
    }
    out += drawPieces(view, b) + "\n";

    // Coordinates: x along the top and bottom, y along the left and right.
    out += "<g font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"14\" fill=\"#333333\" "
           "text-anchor=\"middle\">";
    for (int x = b.minX; x <= b.maxX; ++x) {
        const int cx = originOf(b, {x, b.minY}).x + kTileSize / 2;
        out += label({cx, kMargin - 8}, num(x)) + label({cx, boardHeight - 8}, num(x));
    }
    for (int y = b.minY; y <= b.maxY; ++y) {
        const int cy = originOf(b, {b.minX, y}).y + kTileSize / 2 + 5;
        out += label({kMargin / 2, cy}, num(y)) + label({boardWidth - kMargin / 2, cy}, num(y));
    }
    out += "</g>\n";
    // The label is left-aligned, so it does not take the coordinates' text-anchor.
    return out + drawLegend(followers, boardHeight) + "</svg>\n";
}

} // namespace carcassonne::render
