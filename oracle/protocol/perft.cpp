#include "perft.hpp"

#include "rules/turn.hpp"
#include "scenario/ordered_jobs.hpp"

#include <string>

namespace carcassonne::protocol {

namespace {

// Calls `visit` with the position after each way to finish the turn from `state`, a move of the
// current step after another (rules::legalMoves) until the turn is back at a tile step, and with
// its label when `kLabels` (only the first turn of a divide is labelled: labels cost more than
// counting, so without them the text is never built).
template <bool kLabels, typename Visit>
void eachTurn(const GameState& state, const rules::Draw& draw, const std::string& before,
              const Visit& visit) {
    Events events; // what the moves did: not counted, kept from move to move
    for (const rules::Move& m : rules::legalMoves(state, draw)) {
        GameState next = state;
        events.clear();
        rules::playListed(next, m, events);
        std::string text;
        if constexpr (kLabels)
            text = before + (before.empty() ? "" : ", ") + rules::label(state, m);
        if (next.phase == Phase::Tile || next.phase == Phase::Over)
            visit(next, text);
        else
            eachTurn<kLabels>(next, rules::Draw{}, text, visit);
    }
}

bool midTurn(const GameState& state) {
    return state.phase != Phase::Tile && state.phase != Phase::Over;
}

} // namespace

std::uint64_t perft(const GameState& state, std::span<const TileTypeId> tiles, int depth) {
    if (depth <= 0) return 1;
    std::uint64_t total = 0;
    if (midTurn(state)) {
        eachTurn<false>(state, {}, {}, [&](const GameState& next, const std::string&) {
            total += perft(next, tiles, depth - 1);
        });
        return total;
    }
    if (tiles.empty()) return 1;
    eachTurn<false>(state, {tiles.front()}, {}, [&](const GameState& next, const std::string&) {
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
        eachTurn<true>(state, {}, {}, keep);
    } else {
        if (tiles.empty()) return {};
        eachTurn<true>(state, {tiles.front()}, {}, keep);
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
