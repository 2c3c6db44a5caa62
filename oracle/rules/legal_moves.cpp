#include "legal_moves.hpp"

#include "tile_catalog.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace carcassonne {

namespace {
// Frontier squares scanned per chunk by legalPlacements (a 98-tile board has at most ~200).
constexpr std::size_t kChunkSquares = 256;
} // namespace

std::vector<PlaceTile> legalPlacements(const GameState& state, TileTypeId tile) {
    std::vector<PlaceTile> out;
    legalPlacements(state, tile, out);
    return out;
}

void legalPlacements(const GameState& state, TileTypeId tile, std::vector<PlaceTile>& out) {
    out.clear();
    const Board& board = state.board;
    const TileType& type = tileCatalog().at(tile);
    if (board.size() == 0) {
        for (Rotation r : kRotations)
            out.push_back({tile, {0, 0}, r});
        return;
    }
    // base.place.match on the empty squares next to the board, in reading order. Whether a tile
    // fits a square is a coin toss that the branch predictor loses (it made this function a fifth
    // of a random game), so every square writes all four rotations as (square, rotation) codes
    // and the write position moves on only past those that fit. Squares go in chunks, so the
    // codes fit a small buffer however large the board.
    const std::vector<FrontierSquare>& frontier = board.frontier();
    std::array<std::uint16_t, 4 * kChunkSquares> fitting; // uninitialised: written first
    for (std::size_t first = 0; first < frontier.size(); first += kChunkSquares) {
        const std::size_t squares = std::min(kChunkSquares, frontier.size() - first);
        std::size_t count = 0;
        for (std::size_t i = 0; i < squares; ++i) {
            const unsigned fits = frontier[first + i].needs.fittingRotations(type);
            for (unsigned r = 0; r < 4; ++r) {
                fitting[count] = static_cast<std::uint16_t>(i << 2 | r);
                count += (fits >> r) & 1u;
            }
        }
        out.reserve(out.size() + count);
        for (std::size_t k = 0; k < count; ++k)
            out.push_back({tile, frontier[first + (fitting[k] >> 2)].at,
                           Rotation{static_cast<std::uint8_t>(fitting[k] & 3u)}});
    }
}

std::vector<PlaceFollower> legalFollowerPlacements(const GameState& state) {
    std::vector<PlaceFollower> out;
    legalFollowerPlacements(state, out);
    return out;
}

void legalFollowerPlacements(const GameState& state, std::vector<PlaceFollower>& out) {
    out.clear();
    if (state.phase != Phase::Follower || !state.placedTile) return;
    const Board& board = state.board;
    const PlacedTile& placed = board.tiles()[*state.placedTile];
    const PlayerState& me = state.players[state.current];
    const std::size_t n = placed.featureCount;
    // The roots of the tile's parts, and which of them a follower holds: each follower's root is
    // found once, and nothing is allocated but the answer.
    std::array<NodeId, kMaxTileFeatures> roots{};
    std::array<bool, kMaxTileFeatures> taken{};
    for (std::size_t i = 0; i < n; ++i)
        roots[i] = board.root(placed.firstNode + static_cast<NodeId>(i));
    for (const Follower& f : state.followers) {
        const NodeId r = board.root(f.node);
        for (std::size_t i = 0; i < n; ++i)
            taken[i] = taken[i] || roots[i] == r;
    }
    // base.farmers.off: without farmers no follower goes on a field.
    const bool farmers = state.config.rules.farmers != FarmerScoring::Off;
    out.reserve(2 * n);
    for (std::size_t i = 0; i < n; ++i) {
        // Two parts of the tile in one feature are one placement: keep the first.
        if (taken[i] || std::find(roots.begin(), roots.begin() + static_cast<std::ptrdiff_t>(i),
                                  roots[i]) != roots.begin() + static_cast<std::ptrdiff_t>(i))
            continue;
        const NodeId node = placed.firstNode + static_cast<NodeId>(i);
        if (!farmers && board.feature(roots[i]).kind == FeatureKind::Field) continue;
        for (FollowerKind kind : kFollowerKinds)
            if (me.inSupply[kind] > 0) out.push_back({node, kind});
    }
}

std::vector<MagicAction> legalMagicActions(const GameState& state) {
    std::vector<MagicAction> out;
    if (state.phase != Phase::Magic) return out;
    const Board& board = state.board;
    // mw.target.open, mw.target.completed: incomplete roads and cities only.
    const std::vector<NodeId> targets = board.openRoadsAndCities();
    for (MagicFigure f : kMagicFigures) {
        const auto own = state.figure(f);
        const auto theirs = state.figure(other(f));
        for (NodeId t : targets) {
            if (own && board.root(*own) == t) continue;       // mw.target.different
            if (theirs && board.root(*theirs) == t) continue; // mw.target.other
            out.push_back(MoveFigure{f, t}); // the feature's root: any part names it
        }
    }
    if (!out.empty()) return out;
    // mw.no-target, mw.join: nothing can go anywhere, so a figure on the board is set aside.
    for (MagicFigure f : kMagicFigures)
        if (state.figure(f)) out.push_back(RemoveFigure{f});
    return out;
}

// Both figures are kept off the same features (mw.target.different, mw.target.other): the open
// roads and cities that hold a figure, so a target exists when there are more open ones than that.
bool anyMagicTarget(const GameState& state) {
    const Board& board = state.board;
    std::array<NodeId, kMagicFigures.size()> held{};
    std::size_t excluded = 0;
    for (MagicFigure f : kMagicFigures) {
        const auto on = state.figure(f);
        if (!on || board.isComplete(*on)) continue;
        const NodeId r = board.root(*on);
        if (std::find(held.begin(), held.begin() + static_cast<std::ptrdiff_t>(excluded), r) ==
            held.begin() + static_cast<std::ptrdiff_t>(excluded))
            held[excluded++] = r;
    }
    return board.openRoadsAndCitiesCount() > excluded;
}

} // namespace carcassonne
