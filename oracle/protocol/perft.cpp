#include "perft.hpp"

#include "scenario/describe.hpp"

#include <functional>

namespace carcassonne::protocol {

namespace {

// Calls `visit` with the position after each complete turn that draws `tile`, and its label.
void eachTurn(const GameState& state, TileTypeId tile,
              const std::function<void(const GameState&, const std::string&)>& visit) {
    const auto placements = legalPlacements(state, tile);
    if (placements.empty()) {
        GameState next = state;
        if (play(next, DiscardTile{tile})) visit(next, "discard " + tileCatalog().at(tile).name);
        return;
    }
    auto followerStep = [&](const GameState& s, const std::string& label) {
        for (const PlaceFollower& f : legalFollowerPlacements(s)) {
            GameState next = s;
            if (play(next, f)) visit(next, label + ", " + scenario::describe(s, f));
        }
        GameState next = s;
        if (play(next, Pass{})) visit(next, label + ", pass");
    };
    for (const PlaceTile& p : placements) {
        GameState placed = state;
        if (!play(placed, p)) continue; // no copy left of the tile: not a legal move
        const std::string label = scenario::describe(p);
        if (placed.phase != Phase::Magic) {
            followerStep(placed, label);
            continue;
        }
        for (const MagicAction& a : legalMagicActions(placed)) {
            GameState next = placed;
            const Move m = std::visit([](const auto& x) -> Move { return x; }, a);
            if (play(next, m)) followerStep(next, label + ", " + scenario::describe(placed, a));
        }
    }
}

} // namespace

std::uint64_t perft(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    if (depth <= 0 || tiles.empty()) return 1;
    std::uint64_t total = 0;
    eachTurn(state, tiles.front(), [&](const GameState& next, const std::string&) {
        total += perft(next, tiles.subspan(1), depth - 1);
    });
    return total;
}

std::vector<PerftBranch> perftDivide(const GameState& state, std::span<const TileTypeId> tiles,
                                     int depth) {
    std::vector<PerftBranch> out;
    if (depth <= 0 || tiles.empty()) return out;
    eachTurn(state, tiles.front(), [&](const GameState& next, const std::string& label) {
        out.push_back({label, perft(next, tiles.subspan(1), depth - 1)});
    });
    return out;
}

} // namespace carcassonne::protocol
