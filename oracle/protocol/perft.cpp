#include "perft.hpp"

#include "scenario/describe.hpp"

#include <string>

namespace carcassonne::protocol {

namespace {

// Calls `visit` with the position after each complete turn that draws `tile`, and with its label
// when `kLabels` (only the first turn of a divide is labelled: labels cost more than counting, so
// without them the text is never built).
template <bool kLabels, typename Visit>
void eachTurn(const GameState& state, TileTypeId tile, const Visit& visit) {
    auto label = [](const auto& text) {
        if constexpr (kLabels)
            return text();
        else
            return std::string();
    };
    const auto placements = legalPlacements(state, tile);
    if (placements.empty()) {
        GameState next = state;
        if (play(next, DiscardTile{tile}))
            visit(next, label([&] { return "discard " + tileCatalog().at(tile).name; }));
        return;
    }
    auto followerStep = [&](const GameState& s, const std::string& before) {
        for (const PlaceFollower& f : legalFollowerPlacements(s)) {
            GameState next = s;
            if (play(next, f))
                visit(next, label([&] { return before + ", " + scenario::describe(s, f); }));
        }
        GameState next = s;
        if (play(next, Pass{})) visit(next, label([&] { return before + ", pass"; }));
    };
    for (const PlaceTile& p : placements) {
        GameState placed = state;
        if (!play(placed, p)) continue; // no copy left of the tile: not a legal move
        const std::string placement = label([&] { return scenario::describe(p); });
        if (placed.phase != Phase::Magic) {
            followerStep(placed, placement);
            continue;
        }
        for (const MagicAction& a : legalMagicActions(placed)) {
            GameState next = placed;
            const Move m = std::visit([](const auto& x) -> Move { return x; }, a);
            if (play(next, m))
                followerStep(
                    next, label([&] { return placement + ", " + scenario::describe(placed, a); }));
        }
    }
}

} // namespace

std::uint64_t perft(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    if (depth <= 0 || tiles.empty()) return 1;
    std::uint64_t total = 0;
    eachTurn<false>(state, tiles.front(), [&](const GameState& next, const std::string&) {
        total += perft(next, tiles.subspan(1), depth - 1);
    });
    return total;
}

std::vector<PerftBranch> perftDivide(const GameState& state, std::span<const TileTypeId> tiles,
                                     int depth) {
    std::vector<PerftBranch> out;
    if (depth <= 0 || tiles.empty()) return out;
    eachTurn<true>(state, tiles.front(), [&](const GameState& next, const std::string& label) {
        out.push_back({label, perft(next, tiles.subspan(1), depth - 1)});
    });
    return out;
}

} // namespace carcassonne::protocol
