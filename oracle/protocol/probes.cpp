#include "probes.hpp"

#include "rules/registry.hpp"
#include "rules/tile_catalog.hpp"

#include <algorithm>
#include <map>

namespace carcassonne::protocol {

namespace {

// What a candidate's operands are drawn from, around the position: the rules, not this file, say
// which of them are illegal and why, so a new kind of move or feature needs nothing here.
struct Operands {
    std::vector<TileTypeId> tiles;
    std::vector<std::pair<Position, Rotation>> squares;
    std::vector<NodeId> parts;
    std::vector<FollowerKind> followers;
};

// What a module's placement rule refuses, beyond the two squares drawn at random below, which
// seldom reach it: when a rule speaks about the drawn tile (the river's shape), every square next
// to the board in every rotation (the river's open end among them). A game without such a rule
// gets nothing more, and no random number is drawn here. (A module's rule on the tile itself, no
// land tile while river tiles are left, is not probed: a scenario's `place` after a draw places
// the tile drawn, so the probe could not be written as one.)
void aroundPlacementRules(const GameState& s, TileTypeId drawn, Operands& o) {
    const TileType& type = tileCatalog().at(drawn);
    const bool shaped =
        std::any_of(rules::placementRules().begin(), rules::placementRules().end(),
                    [&](const rules::ModulePlacementRule& r) {
                        return rules::inPlay(s.config, r.module) && r.rule.appliesTo(type);
                    });
    if (!shaped) return;
    for (const auto& square : s.board.frontier())
        for (Rotation r : kRotations)
            o.squares.emplace_back(square.at, r);
}

// The tile: the one drawn, else the one this turn placed (a second tile in the turn). The
// squares: every rotation on two squares next to the board (most rotations do not fit), a taken
// square and one away from the board. The feature parts: those of the tile just placed, those
// the pieces stand on (followers, magic figures), and a dozen anywhere on the board. The
// follower kinds the game gives.
Operands operandsAround(const GameState& s, std::optional<TileTypeId> drawn, SeededRandom& random) {
    constexpr int kNextToBoard = 2;
    constexpr int kAnywhere = 12;
    const Board& b = s.board;
    Operands o;
    if (drawn)
        o.tiles.push_back(*drawn);
    else if (s.placedTile)
        o.tiles.push_back(b.tiles()[*s.placedTile].type);
    const auto& frontier = b.frontier();
    for (int i = 0; i < kNextToBoard && !frontier.empty(); ++i) {
        const Position at = frontier[random.below(frontier.size())].at;
        for (Rotation r : kRotations)
            o.squares.emplace_back(at, r);
    }
    const auto& tiles = b.tiles();
    if (!tiles.empty()) {
        // Two draws, one statement each: a call's arguments are evaluated in an unspecified order
        // (GCC's and clang's differ), and a seed must play the same game with either compiler.
        const Rotation rotation = kRotations[random.below(4)];
        o.squares.emplace_back(tiles[random.below(tiles.size())].pos, rotation);
    }
    int east = 0;
    for (const PlacedTile& t : tiles)
        east = std::max(east, t.pos.x);
    o.squares.emplace_back(Position{east + 2, 0}, Rotation{});
    if (drawn) aroundPlacementRules(s, *drawn, o);

    auto part = [&](NodeId n) {
        if (std::find(o.parts.begin(), o.parts.end(), n) == o.parts.end()) o.parts.push_back(n);
    };
    if (s.placedTile) {
        const PlacedTile& placed = tiles[*s.placedTile];
        for (NodeId n = placed.firstNode; n < placed.firstNode + placed.featureCount; ++n)
            part(n);
    }
    for (const Follower& f : s.followers)
        part(f.node);
    for (const auto& at : s.figures)
        if (at) part(*at);
    for (int i = 0; i < kAnywhere && b.nodeCount() > 0; ++i)
        part(static_cast<NodeId>(random.below(b.nodeCount())));
    for (FollowerKind kind : kFollowerKinds)
        if (s.config.followers[kind] > 0) o.followers.push_back(kind);
    return o;
}

// Every move of the kind whose operands come from `o` (each operand it carries, every value).
void candidatesOf(const MoveKindRow& row, const Operands& o, std::vector<rules::Move>& out) {
    rules::Move proto;
    proto.kind = row.kind;
    std::vector<rules::Move> moves{proto};
    auto each = [&](Operand operand, const auto& values, const auto& set) {
        if ((row.operands & operand) == 0) return;
        std::vector<rules::Move> more;
        for (const rules::Move& m : moves)
            for (const auto& v : values) {
                rules::Move next = m;
                set(next, v);
                more.push_back(next);
            }
        moves = std::move(more);
    };
    each(kTileOperand, o.tiles, [](rules::Move& m, TileTypeId t) { m.tile = t; });
    each(kSquareOperand, o.squares, [](rules::Move& m, const std::pair<Position, Rotation>& sq) {
        m.setAt(sq.first);
        m.rotation = sq.second;
    });
    each(kFeatureOperand, o.parts, [](rules::Move& m, NodeId n) { m.node = n; });
    each(kFigureOperand, kMagicFigures, [](rules::Move& m, MagicFigure f) { m.figure = f; });
    each(kFollowerOperand, o.followers, [](rules::Move& m, FollowerKind k) { m.follower = k; });
    out.insert(out.end(), moves.begin(), moves.end());
}

} // namespace

std::optional<IllegalMove> illegalMove(const GameState& state, std::optional<TileTypeId> drawn,
                                       SeededRandom& random) {
    if (state.phase == Phase::Over || (state.phase == Phase::Tile && !drawn)) return std::nullopt;
    // Every kind of move in play, this step's and the others' (a move made at the wrong step).
    const Operands operands = operandsAround(state, drawn, random);
    std::vector<rules::Move> candidates;
    for (const MoveKindRow& row : kMoveKindRows)
        if (rules::inPlay(state.config, row.expansion)) candidatesOf(row, operands, candidates);
    // The candidates the rules refuse, by the code they refuse them with: a code drawn first, so
    // that a rare refusal (a follower on an occupied feature) is tried as often as a common one.
    std::map<ErrorCode, std::vector<rules::Move>> refused;
    for (const rules::Move& m : candidates)
        if (auto why = rules::refusal(state, m, rules::Ask::Whether))
            refused[why->code].push_back(m);
    if (refused.empty()) return std::nullopt;
    auto code = refused.begin();
    std::advance(code, static_cast<std::ptrdiff_t>(random.below(refused.size())));
    const rules::Move move = code->second[random.below(code->second.size())];
    return IllegalMove{move, rules::refusal(state, move, rules::Ask::Why)->code};
}

} // namespace carcassonne::protocol
