#include "text_board.hpp"

#include "formats/join.hpp"
#include "players.hpp"

#include <algorithm>

namespace carcassonne::render {

namespace {

constexpr int kCellWidth = 7;
constexpr int kCellHeight = 3;
constexpr std::size_t kMiddle = 5; // characters between the west and east edges

// The tile's own marks: its kinds' (FeatureDrawing::textMark: a cloister), inns, cathedral, coats
// of arms, magic symbol.
std::string marksOf(const TileType& type, const OrientedTile& tile) {
    std::string out;
    for (const TileFeature& f : tile.features) {
        if (const char mark = rowOf(f.kind).drawing.textMark) out += mark;
        if (f.inn) out += 'i';
        if (f.cathedral) out += '^';
        out += std::string(static_cast<std::size_t>(f.pennants), '*');
    }
    if (type.magic) out += '~';
    return out;
}

std::string centred(const std::string& text) {
    const std::string s = text.substr(0, kMiddle);
    const std::size_t left = (kMiddle - s.size()) / 2;
    return std::string(left, ' ') + s + std::string(kMiddle - s.size() - left, ' ');
}

// Marks, a space, pieces; when that does not fit, the pieces keep their room and the marks give
// way: the pieces are the position, the marks only repeat what the tile is.
std::string middle(const std::string& marks, const std::string& pieces) {
    if (marks.empty() || pieces.empty()) return marks + pieces;
    if (marks.size() + 1 + pieces.size() <= kMiddle) return marks + " " + pieces;
    if (pieces.size() >= kMiddle) return pieces;
    return marks.substr(0, kMiddle - pieces.size()) + pieces;
}

std::string rightAligned(const std::string& text, std::size_t width) {
    return std::string(width > text.size() ? width - text.size() : 0, ' ') + text;
}

std::string trimmed(std::string line) {
    line.erase(line.find_last_not_of(' ') + 1);
    return line;
}

std::string pieceText(const BoardView& view, const Piece& p) {
    if (p.kind == Piece::Kind::Mage) return "M";
    if (p.kind == Piece::Kind::Witch) return "W";
    const FollowerDrawing& drawing = rowOf(p.follower).drawing;
    std::string out(1, playerMark(view.players, p.player, drawing.capital));
    if (drawing.textMark) out += drawing.textMark;
    return out;
}

std::string name(const BoardView& view, PlayerIndex p) {
    return p < view.players.size() ? view.players[p] : "seat " + std::to_string(p); // from 0
}

std::string legend(const BoardView& view) {
    const GameState& s = view.state;
    std::vector<std::string> players;
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        const auto i = static_cast<PlayerIndex>(p);
        std::string player =
            std::string(1, playerMark(view.players, i, false)) + " " + name(view, i);
        for (const FollowerKindRow& row : kFollowerKindRows) {
            if (row.drawing.capital)
                player += " (" + std::string(1, playerMark(view.players, i, true)) + " " +
                          std::string(row.name) + ")";
            // A kind with a mark of its own is named when its expansion is in play (the abbot).
            if (row.drawing.textMark && s.config.expansions.has(row.expansion))
                player += " (" + std::string(1, playerMark(view.players, i, false)) +
                          row.drawing.textMark + " " + std::string(row.name) + ")";
        }
        players.push_back(std::move(player));
    }
    std::vector<std::string> marks;
    for (const FeatureKindRow& row : kFeatureKindRows)
        if (row.drawing.textMark)
            marks.push_back(row.drawing.textMark + (" " + std::string(row.name)));
    for (const char* mark : {"i inn", "^ cathedral", "* coat of arms", "~ magic symbol"})
        marks.emplace_back(mark);
    std::string out = "players: " + formats::join(players, ", ");
    out += "; M mage, W witch\n"
           "marks: " +
           formats::join(marks, ", ") +
           "\n"
           "corners /\\ \\/: the tile placed last; ?: a square pointed out\n";
    const std::string followers = formats::join(s.followers, ", ", [&](const Follower& f) {
        return name(view, f.player) + followerNote(f.kind) + " on " +
               s.board.canonical(f.node).toString();
    });
    out += "followers: " + (followers.empty() ? std::string("none") : followers) + "\n";
    for (MagicFigure m : kMagicFigures) {
        const auto at = s.figure(m);
        out += std::string(m == MagicFigure::Mage ? "mage: " : "; witch: ") +
               (at ? s.board.canonical(*at).toString() : "supply");
    }
    std::vector<std::string> scores;
    for (std::size_t p = 0; p < s.players.size(); ++p)
        scores.push_back(name(view, static_cast<PlayerIndex>(p)) + " " +
                         std::to_string(s.players[p].score));
    out += "\nscores: " + formats::join(scores, ", ");
    if (s.phase == Phase::Over) return out + "; the game is over\n";
    return out + "; next: " + name(view, s.current) + ", " + std::string(toString(s.phase)) +
           " step\n";
}

} // namespace

std::string textBoard(const BoardView& view) {
    const Bounds b = boundsOf(view);
    const auto width = static_cast<std::size_t>(b.columns() * kCellWidth);
    std::vector<std::string> grid(static_cast<std::size_t>(b.rows() * kCellHeight),
                                  std::string(width, ' '));
    auto cell = [&](Position p, int row, int column) -> char& {
        return grid[static_cast<std::size_t>((p.y - b.minY) * kCellHeight + row)]
                   [static_cast<std::size_t>((p.x - b.minX) * kCellWidth + column)];
    };
    auto write = [&](Position p, int row, int column, const std::string& text) {
        for (std::size_t i = 0; i < text.size(); ++i)
            cell(p, row, column + static_cast<int>(i)) = text[i];
    };

    std::vector<std::string> pieces(view.state.board.size());
    for (const Piece& p : piecesOf(view.state))
        pieces[p.tile] += pieceText(view, p);
    for (std::size_t i = 0; i < view.state.board.size(); ++i) {
        const PlacedTile& t = view.state.board.tiles()[i];
        const TileType& type = tileCatalog().at(t.type);
        const OrientedTile& o = type.in(t.rotation);
        auto edge = [&](Side s) { return toChar(o.edges[static_cast<std::size_t>(index(s))]); };
        write(t.pos, 0, 1, std::string(kMiddle, edge(Side::N)));
        write(t.pos, 2, 1, std::string(kMiddle, edge(Side::S)));
        write(t.pos, 1, 0,
              edge(Side::W) + centred(middle(marksOf(type, o), pieces[i])) + edge(Side::E));
    }
    for (Position p : view.marked)
        write(p, 1, 1, centred("?"));
    if (view.lastPlaced) {
        cell(*view.lastPlaced, 0, 0) = '/';
        cell(*view.lastPlaced, 0, kCellWidth - 1) = '\\';
        cell(*view.lastPlaced, 2, 0) = '\\';
        cell(*view.lastPlaced, 2, kCellWidth - 1) = '/';
    }

    std::size_t labelWidth = 0;
    for (int y = b.minY; y <= b.maxY; ++y)
        labelWidth = std::max(labelWidth, std::to_string(y).size());
    std::string out(labelWidth + 1, ' ');
    for (int x = b.minX; x <= b.maxX; ++x) {
        const std::string n = std::to_string(x);
        const std::size_t pad = (static_cast<std::size_t>(kCellWidth) - n.size() + 1) / 2;
        out += std::string(pad, ' ') + n + std::string(kCellWidth - pad - n.size(), ' ');
    }
    out = trimmed(out) + "\n";
    for (std::size_t r = 0; r < grid.size(); ++r) {
        const bool middleRow = r % kCellHeight == 1;
        const std::string y =
            middleRow ? std::to_string(b.minY + static_cast<int>(r / kCellHeight)) : "";
        out += trimmed(rightAligned(y, labelWidth) + " " + grid[r]) + "\n";
    }
    return out + "\n" + legend(view);
}

} // namespace carcassonne::render
