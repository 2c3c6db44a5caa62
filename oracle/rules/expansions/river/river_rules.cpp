// The River's hooks: the spring as the start tile (river.start), the draw pile's order
// (river.first, river.lake, river.start.box), the refusal of a tile while the river is not done,
// and where a river tile may go (river.continue, river.turn.*).
#include "module.hpp"

#include "rules/tile_catalog.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

namespace carcassonne::river {

using rules::Ask;
using rules::Refusal;

namespace {

// The sides of a tile in one rotation that show a river, N E S W.
struct RiverSides {
    std::array<Side, 4> sides{};
    std::size_t count = 0;
};

RiverSides riverSides(const OrientedTile& tile) {
    RiverSides out;
    for (Side s : kSides)
        if (tile.edges[static_cast<std::size_t>(index(s))] == kRiverEdge)
            out.sides[out.count++] = s;
    return out;
}

// Whether the River's rows mark the tile a start tile (TileRow::start): its springs, C3's own
// among them.
bool markedSpring(const TileType& tile) {
    const auto rows = tiles();
    return std::any_of(rows.begin(), rows.end(),
                       [&](const TileRow& row) { return row.start && tile.name == row.name; });
}

// The roles of the catalog's tiles, worked out once: of the tiles with one river side, the
// springs are those the River's rows mark (river.start; C3's own, river.tiles.c3), the lake the
// other.
struct Roles {
    std::vector<Role> of;
    std::vector<TileTypeId> springs;
    // The river tiles each edition prints, with their copies: what riverLeft counts down, asked
    // for every land tile all game long, so read off a short list. A river tile of another box
    // (C3.1 Inns & Cathedrals' inn tile, river.ic31.stack) counts only when its box is in play.
    struct Copies {
        TileTypeId tile;
        int copies;
        bool lake;
        ExpansionSet needs;
    };
    std::array<std::vector<Copies>, kEditions.size()> printed;
    Roles() {
        for (const TileType& t : tileCatalog().all()) {
            const std::size_t sides = riverSides(t.in(Rotation{})).count;
            Role role = Role::Land;
            if (sides == 1)
                role = markedSpring(t) ? Role::Spring : Role::Lake;
            else if (sides > 1)
                role = Role::River;
            of.push_back(role);
            if (role == Role::Spring) springs.push_back(t.id);
            // The tiles drawn for the river: neither spring nor land.
            if (role == Role::River || role == Role::Lake)
                for (std::size_t e = 0; e < kEditions.size(); ++e)
                    if (t.copies[e] > 0)
                        printed[e].push_back({t.id, t.copies[e], role == Role::Lake, t.needs});
        }
    }
};

const Roles& roles() {
    static const Roles r;
    return r;
}

int copiesIn(const GameConfig& config, TileTypeId tile) {
    return tileCatalog().count(tile, config.rules.edition, config.expansions);
}

// river.start.box: the copies of the tile that go back to the box, one of the base start tile
// (the spring takes its place) unless the switch shuffles it in. What the deal leaves out and
// the tile step refuses.
int boxedCopies(const GameConfig& config, TileTypeId tile) {
    return config.rules.riverBaseStart == RiverBaseStart::Box &&
                   tileCatalog().startOf(Expansion::Base) == tile
               ? 1
               : 0;
}

// The river tiles left to draw, the lake among them or not.
int riverLeft(const GameState& state, bool withLake) {
    int left = 0;
    for (const Roles::Copies& c :
         roles().printed[static_cast<std::size_t>(state.config.rules.edition)])
        if ((withLake || !c.lake) && state.config.expansions.hasAll(c.needs))
            left += std::max(0, c.copies - state.tilesUsed[c.tile]);
    return left;
}

// The heading out of a tile entered across side `in` and left across side `out`, against the
// heading in: the river flows from the spring, so it enters a tile across the side facing the
// tile before it.
Turn turnOf(Side in, Side out) {
    const int heading = index(opposite(in));
    switch ((index(out) - heading + 4) % 4) {
    case 1:
        return Turn::Right;
    case 3:
        return Turn::Left;
    default:
        return Turn::Straight;
    }
}

std::string_view nameOf(Turn t) {
    return t == Turn::Right ? "right" : t == Turn::Left ? "left" : "straight";
}

// What the turn rules read upstream of a square: the turn of the river's last tile, and its
// last two curves, straights skipped (none: the spring is nearer).
struct Upstream {
    std::optional<Turn> last;
    std::array<Turn, 2> curves{};
    std::size_t curveCount = 0;
};

// Walks the river upstream from the tile across `side` of `at`, the river's last (the river left
// it across the side facing `at`), towards the spring, as far as the rules look: the last tile,
// and two curves when `curves` (river.turn.faq).
Upstream upstreamOf(const Board& board, Position at, Side side, bool curves) {
    Upstream up;
    Position here = neighbour(at, side);
    Side out = opposite(side);
    for (std::size_t steps = 0; steps < board.size(); ++steps) {
        const PlacedTile* tile = board.at(here);
        if (!tile) break;
        const RiverSides sides = riverSides(tileCatalog().at(tile->type).in(tile->rotation));
        if (sides.count != 2) break; // the spring (or a shape the River I set does not print)
        const Side in = sides.sides[0] == out ? sides.sides[1] : sides.sides[0];
        const Turn turn = turnOf(in, out);
        if (!up.last) up.last = turn;
        if (turn != Turn::Straight) up.curves[up.curveCount++] = turn;
        if (!curves || up.curveCount == up.curves.size()) break;
        here = neighbour(here, in);
        out = opposite(in);
    }
    return up;
}

} // namespace

Role roleOf(TileTypeId tile) {
    return roles().of[tile];
}

bool hasRiver(const TileType& tile) {
    return roleOf(tile.id) != Role::Land;
}

// river.start, river.tiles.c3: the spring the edition prints (C3 its own).
std::optional<TileTypeId> startTile(const GameConfig& config) {
    for (TileTypeId t : roles().springs)
        if (copiesIn(config, t) > 0) return t;
    return std::nullopt;
}

// river.first, river.lake: after the shuffle, the river tiles in their shuffled order (C3.1 Inns &
// Cathedrals' inn tile among them, river.ic31.stack), then the lake, then the land tiles;
// river.start.box: one copy of the base start tile goes back to the box (the shuffle dealt it among
// the land tiles).
void arrangeStack(const GameConfig& config, std::vector<TileTypeId>& stack) {
    // A stable sort by role, in one pass (a game's stack, every game).
    const std::vector<Role>& role = roles().of;
    std::vector<TileTypeId> lakes;
    std::vector<TileTypeId> land;
    std::size_t river = 0;
    for (TileTypeId t : stack) {
        if (role[t] == Role::River)
            stack[river++] = t;
        else
            (role[t] == Role::Lake ? lakes : land).push_back(t);
    }
    std::copy(lakes.begin(), lakes.end(), stack.begin() + static_cast<std::ptrdiff_t>(river));
    std::copy(land.begin(), land.end(),
              stack.begin() + static_cast<std::ptrdiff_t>(river + lakes.size()));
    const auto base = tileCatalog().startOf(Expansion::Base);
    if (!base || boxedCopies(config, *base) == 0) return;
    const auto copy = std::find(stack.begin(), stack.end(), *base);
    if (copy != stack.end()) stack.erase(copy);
}

// river.first, river.lake, river.start.box.
Refusal tileRefusal(const GameState& state, TileTypeId tile, Ask ask) {
    const Role role = roleOf(tile);
    if (role == Role::Land && riverLeft(state, true) > 0)
        return rules::refuse(ask, kRiverFirst, [&] {
            return tileCatalog().at(tile).name + " is a land tile, and " +
                   std::to_string(riverLeft(state, true)) +
                   " river tiles are left: the river is placed first (river.first)";
        });
    if (role == Role::Lake && riverLeft(state, false) > 0)
        return rules::refuse(ask, kRiverFirst, [&] {
            return "the lake comes last, and " + std::to_string(riverLeft(state, false)) +
                   " other river tiles are left (river.lake)";
        });
    if (const int boxed = boxedCopies(state.config, tile);
        boxed > 0 && state.tilesUsed[tile] + boxed >= copiesIn(state.config, tile))
        return rules::refuse(ask, ErrorCode::TileExhausted, [&] {
            return "all " + std::to_string(copiesIn(state.config, tile) - boxed) + " copies of " +
                   tileCatalog().at(tile).name +
                   " left in play are already used: with the River its fourth copy, the start "
                   "tile, goes back to the box (river.start.box)";
        });
    return std::nullopt;
}

// river.continue, river.turn.*.
Refusal placementRefusal(const GameState& state, const TileType& tile, Position at,
                         Rotation rotation, Ask ask) {
    const Board& board = state.board;
    const RiverSides sides = riverSides(tile.in(rotation));
    const auto meets = std::find_if(sides.sides.begin(), sides.sides.begin() + sides.count,
                                    [&](Side s) { return board.at(neighbour(at, s)) != nullptr; });
    if (meets == sides.sides.begin() + sides.count)
        return rules::refuse(ask, kRiverNotContinued, [&] {
            return tile.name + " at " + toString(at) + " rotated " +
                   std::to_string(rotation.degrees()) +
                   ": none of its river sides meets the river (river.continue)";
        });
    if (sides.count != 2) return std::nullopt; // the lake ends the river: no turn
    const Side in = *meets;
    const Side out = sides.sides[0] == in ? sides.sides[1] : sides.sides[0];
    const Turn turn = turnOf(in, out);
    if (turn == Turn::Straight) return std::nullopt;
    const bool faq = state.config.rules.riverTurns == RiverTurns::NoThreeSameTurns;
    const Upstream upstream = upstreamOf(board, at, in, faq);
    // Every reading: not the way the tile it continues curves (a U-turn).
    if (upstream.last == turn)
        return rules::refuse(ask, kRiverTurn, [&] {
            return tile.name + " at " + toString(at) + " would turn the river " +
                   std::string(nameOf(turn)) + " right after a " + std::string(nameOf(turn)) +
                   " turn: a U-turn (" +
                   (state.config.rules.riverTurns == RiverTurns::NoUTurn ? "river.turn.c1"
                                                                         : "river.turn.c2") +
                   ")";
        });
    if (!faq) return std::nullopt;
    // river.turn.faq: not the way the last two curves went, straights between them skipped.
    if (upstream.curveCount == 2 && upstream.curves[0] == turn && upstream.curves[1] == turn)
        return rules::refuse(ask, kRiverTurn, [&] {
            return tile.name + " at " + toString(at) + " would turn the river " +
                   std::string(nameOf(turn)) + " a third time in a row (river.turn.faq)";
        });
    return std::nullopt;
}

} // namespace carcassonne::river
