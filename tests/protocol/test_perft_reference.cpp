// The reference counts of docs/perft.md, each checked twice: by perft itself and by a brute-force
// enumeration that shares nothing with the move generator. It asks `rules::play` about every move
// it can name (every square around the board in every rotation, every figure on every feature
// part of the board, every follower kind on every part of the placed tile) on a copy of the state
// and counts the accepted ones, one per feature as a move names a feature by any of its parts.

#include "brute_force.hpp"
#include "protocol/perft.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace carcassonne {
namespace {

std::uint64_t brute(const GameState& state, std::span<const TileTypeId> tiles, int depth);

// The follower step: one follower of each kind on each feature of the placed tile, or a pass.
std::uint64_t bruteFollower(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    std::uint64_t total = 0;
    brute_force::forEachFollowerOnPlaced(state, [&](NodeId node, FollowerKind kind) {
        GameState next = state;
        if (rules::play(next, rules::placeFollower(node, kind)))
            total += brute(next, tiles, depth - 1);
    });
    GameState next = state;
    if (rules::play(next, rules::pass())) total += brute(next, tiles, depth - 1);
    return total;
}

// The magic step: either figure onto any feature of the board (named by each of its parts, counted
// once), or either figure set aside.
std::uint64_t bruteMagic(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    std::uint64_t total = 0;
    for (const MagicFigure figure : {MagicFigure::Mage, MagicFigure::Witch}) {
        std::set<NodeId> tried;
        for (std::size_t n = 0; n < state.board.nodeCount(); ++n) {
            const auto node = static_cast<NodeId>(n);
            if (!tried.insert(state.board.root(node)).second) continue;
            GameState next = state;
            if (rules::play(next, rules::moveFigure(figure, node)))
                total += bruteFollower(next, tiles, depth);
        }
        GameState next = state;
        if (rules::play(next, rules::removeFigure(figure)))
            total += bruteFollower(next, tiles, depth);
    }
    return total;
}

std::uint64_t brute(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    if (depth == 0 || tiles.empty()) return 1;
    std::uint64_t total = 0;
    bool placedAny = false;
    brute_force::forEachSquareAround(state.board, [&](Position at, Rotation r) {
        GameState next = state;
        if (!rules::play(next, rules::placeTile(tiles.front(), at, r))) return;
        placedAny = true;
        total += next.phase == Phase::Magic ? bruteMagic(next, tiles.subspan(1), depth)
                                            : bruteFollower(next, tiles.subspan(1), depth);
    });
    if (!placedAny) {
        GameState next = state;
        if (rules::play(next, rules::discardTile(tiles.front())))
            total += brute(next, tiles.subspan(1), depth - 1);
    }
    return total;
}

struct Reference {
    std::string name;
    ExpansionSet expansions;
    std::vector<std::string> tiles;
    std::array<std::uint64_t, 4> counts; // depths 1 to 4, as docs/perft.md gives them
};

GameState startOf(const ExpansionSet& expansions) {
    GameConfig config;
    config.rules = defaultRules(Edition::C3);
    config.expansions = expansions;
    GameState state = newGame(config);
    REQUIRE(setupTile(state, tileCatalog().startTile(), {0, 0}, Rotation{}));
    return state;
}

// The deepest depth checked: 4, as docs/perft.md gives; 3 in the sanitized build, where the
// brute force of the Mage & Witch order at depth 4 (1.35 million leaves) takes minutes instead of
// seconds. The default build checks every depth.
#ifdef ORACLE_PERFT_MAX_DEPTH
constexpr int kMaxDepth = ORACLE_PERFT_MAX_DEPTH;
#else
constexpr int kMaxDepth = 4;
#endif

// Both counts, depths 1 to kMaxDepth.
void checkReference(const Reference& ref) {
    std::vector<TileTypeId> tiles;
    for (const auto& name : ref.tiles) {
        const auto id = tileCatalog().find(name);
        REQUIRE(id);
        tiles.push_back(*id);
    }
    const GameState start = startOf(ref.expansions);
    for (int depth = 1; depth <= kMaxDepth; ++depth) {
        INFO(ref.name << ", depth " << depth);
        CHECK(brute(start, tiles, depth) == ref.counts[static_cast<std::size_t>(depth - 1)]);
        CHECK(protocol::perft(start, tiles, depth) ==
              ref.counts[static_cast<std::size_t>(depth - 1)]);
    }
}

} // namespace

// The tables of docs/perft.md, one test each (they run in parallel under CTest).
TEST_CASE("perft reference, base game: brute force and perft agree") {
    checkReference(
        {"base game: C, E, E, E", ExpansionSet{}, {"C", "E", "E", "E"}, {8, 132, 3804, 141892}});
}

TEST_CASE("perft reference, Inns & Cathedrals: brute force and perft agree") {
    checkReference({"Inns & Cathedrals: IC/Cccc.c, C, IC/Rr.i, E",
                    ExpansionSet{Expansion::InnsCathedrals},
                    {"IC/Cccc.c", "C", "IC/Rr.i", "E"},
                    {12, 240, 7168, 256800}});
}

TEST_CASE("perft reference, Mage & Witch: brute force and perft agree") {
    checkReference({"Mage & Witch: C, MW/CFC, E, E",
                    ExpansionSet{Expansion::MageWitch},
                    {"C", "MW/CFC", "E", "E"},
                    {8, 1520, 38528, 1350720}});
}

} // namespace carcassonne
