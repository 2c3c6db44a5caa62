// The River's reference counts of docs/perft.md, each checked twice: by perft and by a brute force
// that decides where a tile goes on its own, from the texts: every empty square next to the board
// in every rotation, the edges meeting alike on every side (base.place.match), and for a tile with
// a river side the River's rules (river.first, river.lake, river.continue, river.turn.c1/c2). It
// never asks the move generator or the River module where a tile may go: a placement it finds
// legal is played (and play must accept it), one it finds illegal is never tried. The follower
// step names every part of the placed tile but those of the river (river.no-follower: play must
// refuse those) and asks play, as the brute force of test_perft_reference.cpp does.

#include "brute_force.hpp"
#include "protocol/perft.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace carcassonne {
// A namespace of its own: the unity build joins this file with test_perft_reference.cpp.
namespace river_brute {
namespace {

// The River's names, found by their rows' names, as a reader of the texts would look them up.
EdgeKind riverEdge() {
    for (const EdgeKindRow& row : kEdgeKindRows)
        if (row.name == "river") return row.kind;
    FAIL("no river edge kind");
    return EdgeKind{};
}

FeatureKind riverFeature() {
    for (const FeatureKindRow& row : kFeatureKindRows)
        if (row.name == "river") return row.kind;
    FAIL("no river feature kind");
    return FeatureKind{};
}

// Sides as numbers N 0, E 1, S 2, W 3; a step across a side.
constexpr std::array<Position, 4> kStep{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
Position across(Position p, int side) {
    const Position d = kStep[static_cast<std::size_t>(side)];
    return {p.x + d.x, p.y + d.y};
}
int oppositeOf(int side) {
    return (side + 2) % 4;
}

std::array<EdgeKind, 4> edgesOf(TileTypeId tile, Rotation r) {
    return tileCatalog().at(tile).in(r).edges;
}

std::vector<int> riverSidesOf(const std::array<EdgeKind, 4>& edges) {
    std::vector<int> sides;
    for (int s = 0; s < 4; ++s)
        if (edges[static_cast<std::size_t>(s)] == riverEdge()) sides.push_back(s);
    return sides;
}

// How a river tile entered across `in` and left across `out` turns: 0 straight, 1 right
// (clockwise), 3 left. It flows in heading away from `in`.
int turnOf(int in, int out) {
    return (out - oppositeOf(in) + 4) % 4;
}

// The turn of the placed river tile at `at` that the river leaves across `out`; none for the
// spring (one river side).
std::optional<int> placedTurn(const GameState& state, Position at, int out) {
    const PlacedTile* tile = state.board.at(at);
    const std::vector<int> sides = riverSidesOf(edgesOf(tile->type, tile->rotation));
    if (sides.size() != 2) return std::nullopt;
    const int in = sides[0] == out ? sides[1] : sides[0];
    return turnOf(in, out);
}

int riverTilesLeft(const GameState& state, bool withLake) {
    int left = 0;
    for (const TileType& t : tileCatalog().all()) {
        const std::size_t sides = riverSidesOf(t.in(Rotation{}).edges).size();
        const bool lake = sides == 1 && !t.name.ends_with("/s");
        if (sides == 0 || (sides == 1 && !lake) || (lake && !withLake)) continue;
        left += tileCatalog().count(t.id, state.config.rules.edition, state.config.expansions) -
                state.tilesUsed[t.id];
    }
    return left;
}

// Whether the texts let `tile` go at `at` rotated `r`.
bool legalByTheTexts(const GameState& state, TileTypeId tile, Position at, Rotation r) {
    if (state.board.at(at)) return false;
    const std::array<EdgeKind, 4> edges = edgesOf(tile, r);
    bool touches = false;
    for (int s = 0; s < 4; ++s) {
        const PlacedTile* n = state.board.at(across(at, s));
        if (!n) continue;
        touches = true;
        // base.place.match: each side meets a side of its own kind (a river only a river).
        const auto theirs = edgesOf(n->type, n->rotation);
        if (theirs[static_cast<std::size_t>(oppositeOf(s))] != edges[static_cast<std::size_t>(s)])
            return false;
    }
    if (!touches) return false;
    const std::vector<int> sides = riverSidesOf(edges);
    // river.first: no land tile while river tiles are left; river.lake: the lake last.
    if (sides.empty()) return riverTilesLeft(state, true) == 0;
    if (sides.size() == 1 && riverTilesLeft(state, false) > 0) return false;
    // river.continue: a river side meets the river (edges matched, so a placed river side).
    std::optional<int> in;
    for (int s : sides)
        if (state.board.at(across(at, s))) in = s;
    if (!in) return false;
    if (sides.size() != 2) return true; // the lake ends the river
    // river.turn.c1 / river.turn.c2: not the way the tile it continues turned (a U-turn).
    const int out = sides[0] == *in ? sides[1] : sides[0];
    const int turn = turnOf(*in, out);
    const std::optional<int> before = placedTurn(state, across(at, *in), oppositeOf(*in));
    return turn == 0 || !before || *before != turn;
}

std::uint64_t brute(const GameState& state, std::span<const TileTypeId> tiles, int depth);

// The follower step: each follower kind on each feature of the placed tile but the river, or a
// pass; a follower on the river must be refused.
std::uint64_t bruteFollower(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    std::uint64_t total = 0;
    brute_force::forEachFollowerOnPlaced(state, [&](NodeId node, FollowerKind kind) {
        GameState next = state;
        if (state.board.feature(node).kind == riverFeature()) {
            CHECK(!rules::play(next, rules::placeFollower(node, kind)));
            return;
        }
        if (rules::play(next, rules::placeFollower(node, kind)))
            total += brute(next, tiles, depth - 1);
    });
    GameState next = state;
    if (rules::play(next, rules::pass())) total += brute(next, tiles, depth - 1);
    return total;
}

std::uint64_t brute(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    if (depth == 0 || tiles.empty()) return 1;
    std::uint64_t total = 0;
    bool placedAny = false;
    brute_force::forEachSquareAround(state.board, [&](Position at, Rotation r) {
        if (!legalByTheTexts(state, tiles.front(), at, r)) return;
        GameState next = state;
        const auto played = rules::play(next, rules::placeTile(tiles.front(), at, r));
        INFO("the texts allow " << tileCatalog().at(tiles.front()).name << " at [" << at.x << ", "
                                << at.y << "] rotated " << 90 * r.quarterTurns);
        REQUIRE(played);
        placedAny = true;
        total += bruteFollower(next, tiles.subspan(1), depth);
    });
    if (!placedAny) { // river.unplaceable, base.place.discard
        GameState next = state;
        if (rules::play(next, rules::discardTile(tiles.front())))
            total += brute(next, tiles.subspan(1), depth - 1);
    }
    return total;
}

// The spring at [0, 0] (river.start), base game and the River, two players.
GameState springOf(Edition edition) {
    GameConfig config;
    config.rules = defaultRules(edition);
    config.expansions = ExpansionSet{*expansionToAdd("river")};
    GameState state = newGame(config);
    const auto spring = tileCatalog().find("RI/s");
    REQUIRE(spring);
    REQUIRE(setupTile(state, *spring, {0, 0}, Rotation{}));
    return state;
}

void checkCounts(Edition edition, const std::vector<std::string>& names,
                 const std::vector<std::uint64_t>& counts) {
    std::vector<TileTypeId> tiles;
    for (const auto& name : names) {
        const auto id = tileCatalog().find(name);
        REQUIRE(id);
        tiles.push_back(*id);
    }
    const GameState start = springOf(edition);
    for (std::size_t d = 0; d < counts.size(); ++d) {
        const int depth = static_cast<int>(d) + 1;
        INFO(toString(edition) << ", depth " << depth);
        CHECK(brute(start, tiles, depth) == counts[d]);
        CHECK(protocol::perft(start, tiles, depth) == counts[d]);
    }
}

} // namespace
} // namespace river_brute

using river_brute::checkCounts;

// docs/perft.md, "The River".
TEST_CASE("perft reference, the River (curve, curve, curve): brute force and perft agree") {
    for (Edition e : {Edition::C1, Edition::C2})
        checkCounts(e, {"RI.1/II", "RI.1/RrII", "RI.1/CcII"}, {4, 14, 34});
}

TEST_CASE("perft reference, the River (curve, straight, curve): brute force and perft agree") {
    checkCounts(Edition::C1, {"RI.1/II", "RI.1/IFI", "RI.1/II", "RI.1/CIRI"}, {4, 12, 32, 336});
}

TEST_CASE(
    "perft reference, the River (road bridge, cloister, cities): brute force and perft agree") {
    checkCounts(Edition::C2, {"RI.1/RIrI", "RI.1/LIRI", "RI.1/CICI"}, {10, 112, 1008});
}

} // namespace carcassonne
