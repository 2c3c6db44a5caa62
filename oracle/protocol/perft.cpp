#include "perft.hpp"

#include "scenario/describe.hpp"
#include "scenario/ordered_jobs.hpp"

#include <string>

namespace carcassonne::protocol {

namespace {

// A turn's label, built only when `kLabels` (only the first turn of a divide is labelled: labels
// cost more than counting, so without them the text is never built).
template <bool kLabels, typename Text>
std::string label(const Text& text) {
    if constexpr (kLabels)
        return text();
    else
        return std::string();
}

// The follower step: each legal follower, then the pass.
template <bool kLabels, typename Visit>
void followerStep(const GameState& s, const std::string& before, const Visit& visit) {
    const std::string sep = before.empty() ? "" : ", ";
    for (const PlaceFollower& f : legalFollowerPlacements(s)) {
        GameState next = s;
        if (play(next, f))
            visit(next, label<kLabels>([&] { return before + sep + scenario::describe(s, f); }));
    }
    GameState next = s;
    if (play(next, Pass{})) visit(next, label<kLabels>([&] { return before + sep + "pass"; }));
}

// The magic step (each legal magic action), then the follower step.
template <bool kLabels, typename Visit>
void magicStep(const GameState& placed, const std::string& before, const Visit& visit) {
    const std::string sep = before.empty() ? "" : ", ";
    for (const MagicAction& a : legalMagicActions(placed)) {
        GameState next = placed;
        const Move m = std::visit([](const auto& x) -> Move { return x; }, a);
        if (play(next, m))
            followerStep<kLabels>(
                next, label<kLabels>([&] { return before + sep + scenario::describe(placed, a); }),
                visit);
    }
}

// The rest of a turn already begun (phase magic or follower): no tile is drawn.
template <bool kLabels, typename Visit>
void restOfTurn(const GameState& state, const Visit& visit) {
    if (state.phase == Phase::Magic)
        magicStep<kLabels>(state, "", visit);
    else
        followerStep<kLabels>(state, "", visit);
}

bool midTurn(const GameState& state) {
    return state.phase == Phase::Magic || state.phase == Phase::Follower;
}

// Calls `visit` with the position after each complete turn that draws `tile`, and with its label.
template <bool kLabels, typename Visit>
void eachTurn(const GameState& state, TileTypeId tile, const Visit& visit) {
    const auto placements = legalPlacements(state, tile);
    if (placements.empty()) {
        GameState next = state;
        if (play(next, DiscardTile{tile}))
            visit(next, label<kLabels>([&] { return "discard " + tileCatalog().at(tile).name; }));
        return;
    }
    for (const PlaceTile& p : placements) {
        GameState placed = state;
        if (!play(placed, p)) continue; // no copy left of the tile: not a legal move
        const std::string placement = label<kLabels>([&] { return scenario::describe(p); });
        if (placed.phase == Phase::Magic)
            magicStep<kLabels>(placed, placement, visit);
        else
            followerStep<kLabels>(placed, placement, visit);
    }
}

} // namespace

std::uint64_t perft(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    if (depth <= 0) return 1;
    std::uint64_t total = 0;
    if (midTurn(state)) {
        restOfTurn<false>(state, [&](const GameState& next, const std::string&) {
            total += perft(next, tiles, depth - 1);
        });
        return total;
    }
    if (tiles.empty()) return 1;
    eachTurn<false>(state, tiles.front(), [&](const GameState& next, const std::string&) {
        total += perft(next, tiles.subspan(1), depth - 1);
    });
    return total;
}

std::vector<PerftBranch> perftDivide(const GameState& state, std::span<const TileTypeId> tiles,
                                     int depth, int jobs,
                                     const std::function<void(const PerftBranch&)>& counted) {
    if (depth <= 0) return {};
    // The first turns, then their subtrees counted on `jobs` threads: each subtree is a value of
    // its own, so the threads share nothing but the read-only position they start from.
    struct FirstTurn {
        GameState next;
        std::string text;
    };
    std::vector<FirstTurn> first;
    auto keep = [&](const GameState& next, const std::string& text) {
        first.push_back({next, text});
    };
    std::span<const TileTypeId> rest = tiles;
    if (midTurn(state)) {
        restOfTurn<true>(state, keep);
    } else {
        if (tiles.empty()) return {};
        eachTurn<true>(state, tiles.front(), keep);
        rest = tiles.subspan(1);
    }
    std::vector<PerftBranch> out;
    scenario::orderedJobs(
        first.size(), jobs,
        [&](std::size_t i, int) { return perft(first[i].next, rest, depth - 1); },
        [&](std::size_t i, std::uint64_t count) {
            out.push_back({std::move(first[i].text), count});
            if (counted) counted(out.back());
            return true;
        });
    return out;
}

std::uint64_t perft(const GameState& state, std::span<const TileTypeId> tiles, int depth,
                    int jobs) {
    if (jobs <= 1 || depth <= 1) return perft(state, tiles, depth);
    std::uint64_t total = 0;
    for (const PerftBranch& b : perftDivide(state, tiles, depth, jobs))
        total += b.count;
    return total;
}

} // namespace carcassonne::protocol
