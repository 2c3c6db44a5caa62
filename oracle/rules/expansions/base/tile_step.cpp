// The tile step (base.place.match, base.place.discard) and the end of the game (base.final).
#include "hooks.hpp"
#include "module.hpp"

#include "rules/registry.hpp"
#include "rules/scoring.hpp"
#include "rules/tile_catalog.hpp"
#include "rules/tile_copies.hpp"

#include <algorithm>
#include <array>

namespace carcassonne::base {

using rules::Ask;
using rules::Draw;
using rules::Refusal;

namespace {

// Frontier squares scanned per chunk by the placement generator (a 98-tile board has at most
// ~200).
constexpr std::size_t kChunkSquares = 256;

// The placement rules beyond base.place.match of the modules in play that speak about the tile.
template <typename Each>
void forPlacementRules(const GameState& state, const TileType& tile, const Each& each) {
    for (const rules::ModulePlacementRule& r : rules::placementRules())
        if (rules::inPlay(state.config, r.module) && r.rule.appliesTo(tile)) each(r.rule);
}

bool placementRulesAllow(const GameState& state, const TileType& tile, Position at, Rotation r) {
    bool allowed = true;
    forPlacementRules(state, tile, [&](const rules::PlacementRule& rule) {
        allowed = allowed && !rule.refusal(state, tile, at, r, Ask::Whether);
    });
    return allowed;
}

// The squares and rotations where the tile fits (base.place.match), in reading order, handed to
// `chunk` as (square, rotation) codes into the frontier, a chunk of squares at a time. Whether a
// tile fits a square is a coin toss that the branch predictor loses (it made this a fifth of a
// random game), so every square writes all four rotations and the write position moves on only
// past those that fit. With kBeyondBase, squares may need edges beyond the base game's.
template <bool kBeyondBase, typename Chunk>
void scanSquares(const Board& board, const TileType& type, const Chunk& chunk) {
    const std::vector<FrontierSquare>& frontier = board.frontier();
    std::array<std::uint16_t, 4 * kChunkSquares> fitting; // uninitialised: written first
    for (std::size_t first = 0; first < frontier.size(); first += kChunkSquares) {
        const std::size_t squares = std::min(kChunkSquares, frontier.size() - first);
        std::size_t count = 0;
        for (std::size_t i = 0; i < squares; ++i) {
            const FrontierSquare& square = frontier[first + i];
            unsigned fits = type.rotationsFitting[square.compact];
            if constexpr (kBeyondBase)
                if (square.beyond) fits &= board.needsAt(square.at).fittingOnCode(type);
            for (unsigned r = 0; r < 4; ++r) {
                fitting[count] = static_cast<std::uint16_t>(i << 2 | r);
                count += (fits >> r) & 1u;
            }
        }
        chunk(frontier.data() + first, fitting.data(), count);
    }
}

template <typename Chunk>
void forFittingChunks(const GameState& state, const TileType& type, const Chunk& chunk) {
    if (state.board.frontierBeyondBase())
        scanSquares<true>(state.board, type, chunk);
    else
        scanSquares<false>(state.board, type, chunk);
}

Position squareOf(const FrontierSquare* squares, std::uint16_t code) {
    return squares[code >> 2].at;
}
Rotation rotationOf(std::uint16_t code) {
    return Rotation{static_cast<std::uint8_t>(code & 3u)};
}

bool placementRulesSpeak(const GameState& state, const TileType& type) {
    bool ruled = false;
    forPlacementRules(state, type, [&](const rules::PlacementRule&) { ruled = true; });
    return ruled;
}

// Every placement of the tile, in reading order of positions then rotation (on an empty board
// the four rotations at [0, 0]), one at a time.
template <typename Emit>
void forPlacements(const GameState& state, TileTypeId tile, const Emit& emit) {
    const TileType& type = tileCatalog().at(tile);
    if (state.board.size() == 0) {
        for (Rotation r : kRotations)
            emit(Position{0, 0}, r);
        return;
    }
    const bool ruled = placementRulesSpeak(state, type);
    forFittingChunks(state, type,
                     [&](const FrontierSquare* squares, const std::uint16_t* codes, std::size_t n) {
                         for (std::size_t k = 0; k < n; ++k) {
                             const Position at = squareOf(squares, codes[k]);
                             const Rotation r = rotationOf(codes[k]);
                             if (!ruled || placementRulesAllow(state, type, at, r)) emit(at, r);
                         }
                     });
}

// The copy a move takes and whether it may go there: tile-not-in-set and tile-exhausted
// (tile_copies.hpp), a module's refusal of the tile now, base.place.match and the modules'
// placement rules.
Result<TileTypeId> checkPlacement(const GameState& state, TileName name, Position at,
                                  Rotation rotation, Ask ask) {
    const auto copy = resolveTileCopy(state, name);
    if (!copy) return copy;
    for (const rules::ModuleTileRule& r : rules::tileRules())
        if (rules::inPlay(state.config, r.module))
            if (auto why = r.refusal(state, *copy, ask)) return *why;
    const TileType& type = tileCatalog().at(*copy);
    if (!state.board.fits(type, at, rotation))
        return state.board.canPlace(type, at, rotation).error(); // why, for a refused one only
    std::optional<Error> refused;
    forPlacementRules(state, type, [&](const rules::PlacementRule& rule) {
        if (!refused) refused = rule.refusal(state, type, at, rotation, ask);
    });
    if (refused) return *refused;
    return copy;
}

// The drawn tile's copy, if the game has one left (a tile with none has no legal move); the
// tile itself with the supply aside.
std::optional<TileTypeId> drawnCopy(const GameState& state, const Draw& draw) {
    if (!draw.tile) return std::nullopt;
    if (draw.supplyAside) return draw.tile;
    const auto copy = resolveTileCopy(state, {*draw.tile, TileNaming::Id});
    if (!copy) return std::nullopt;
    for (const rules::ModuleTileRule& r : rules::tileRules())
        if (rules::inPlay(state.config, r.module) && r.refusal(state, *copy, Ask::Whether))
            return std::nullopt;
    return *copy;
}

} // namespace

Refusal refusePlace(const GameState& state, const rules::Move& m, Ask ask) {
    const auto copy = checkPlacement(state, {m.tile, m.naming}, m.at(), m.rotation, ask);
    if (!copy) return copy.error();
    return std::nullopt;
}

void applyPlace(GameState& state, const rules::Move& m, Events& events) {
    // refusePlace took the copy: an id names its own, a letter the first left of its geometry.
    const TileTypeId copy =
        m.naming == TileNaming::Id ? m.tile : *resolveTileCopy(state, {m.tile, m.naming});
    state.board.place(tileCatalog().at(copy), m.at(), m.rotation);
    state.tilesUsed[copy] += 1;
    state.placedTile = static_cast<std::uint16_t>(state.board.size() - 1);
    events.push_back(TilePlaced{copy, m.at(), m.rotation});
}

void generatePlacements(const GameState& state, const Draw& draw, std::vector<rules::Move>& out) {
    if (const auto tile = drawnCopy(state, draw)) appendPlacements(state, *tile, out);
}

// base.place.discard: only a tile with no legal placement (the generator's own answer, the one
// definition of where a tile may go).
Refusal refuseDiscard(const GameState& state, const rules::Move& m, Ask ask) {
    const auto tile = resolveTileCopy(state, {m.tile, m.naming});
    if (!tile) return tile.error();
    std::optional<std::pair<Position, Rotation>> example;
    forPlacements(state, *tile, [&](Position at, Rotation r) {
        if (!example) example.emplace(at, r);
    });
    if (!example) return std::nullopt;
    return rules::refuse(ask, ErrorCode::TilePlaceable, [&] {
        return tileCatalog().at(*tile).name + " can be placed (for example at " +
               toString(example->first) + " rotated " + std::to_string(example->second.degrees()) +
               "), so it may not be discarded (base.place.discard)";
    });
}

void applyDiscard(GameState& state, const rules::Move& m, Events& events) {
    const TileTypeId copy = *resolveTileCopy(state, {m.tile, m.naming});
    state.tilesUsed[copy] += 1;
    events.push_back(TileDiscarded{copy});
}

void generateDiscard(const GameState& state, const Draw& draw, std::vector<rules::Move>& out) {
    const bool placeable = std::any_of(
        out.begin(), out.end(), [](const rules::Move& m) { return m.kind == MoveKind::PlaceTile; });
    if (placeable) return;
    if (const auto tile = drawnCopy(state, draw)) out.push_back(rules::discardTile(*tile));
}

// base.final: the game ends when no tile is left to draw.
void applyEnd(GameState& state, const rules::Move&, Events& events) {
    Events final = scoreFinal(state);
    events.insert(events.end(), final.begin(), final.end());
    events.push_back(GameEnded{});
}

void generateEnd(const GameState&, const Draw& draw, std::vector<rules::Move>& out) {
    if (!draw.tile) out.push_back(rules::endGame());
}

void appendPlacements(const GameState& state, TileTypeId tile, std::vector<rules::Move>& out) {
    const rules::Move proto = rules::placeTile(tile, {}, {});
    const TileType& type = tileCatalog().at(tile);
    if (state.board.size() == 0 || placementRulesSpeak(state, type)) {
        forPlacements(state, tile, [&](Position at, Rotation r) {
            rules::Move& m = out.emplace_back(proto);
            m.setAt(at);
            m.rotation = r;
        });
        return;
    }
    forFittingChunks(state, type,
                     [&](const FrontierSquare* squares, const std::uint16_t* codes, std::size_t n) {
                         out.reserve(out.size() + n);
                         for (std::size_t k = 0; k < n; ++k) {
                             rules::Move& m = out.emplace_back(proto);
                             m.setAt(squareOf(squares, codes[k]));
                             m.rotation = rotationOf(codes[k]);
                         }
                     });
}

Result<TileTypeId> tilePlacement(const GameState& state, TileName name, Position at,
                                 Rotation rotation) {
    return checkPlacement(state, name, at, rotation, Ask::Why);
}

std::string labelPlace(const GameState&, const rules::Move& m) {
    return toString(m.at()) + " " + std::to_string(m.rotation.degrees());
}

std::string labelDiscard(const GameState&, const rules::Move& m) {
    return "discard " + tileCatalog().at(m.tile).name;
}

std::string labelEnd(const GameState&, const rules::Move&) {
    return "end";
}

} // namespace carcassonne::base
