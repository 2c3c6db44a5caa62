#include "game.hpp"

#include "legal_moves.hpp"
#include "scoring.hpp"
#include "tile_catalog.hpp"
#include "tile_copies.hpp"

#include <algorithm>
#include <iterator>

namespace carcassonne {

GameState newGame(const GameConfig& config) {
    GameState state;
    state.config = config;
    for (FollowerKind kind : kFollowerKinds)
        if (!config.expansions.has(expansionOf(kind))) state.config.followers[kind] = 0;
    state.players.assign(static_cast<std::size_t>(std::max(config.players, 0)),
                         PlayerState{0, state.config.followers});
    state.tilesUsed.assign(tileCatalog().all().size(), 0);
    return state;
}

namespace {

// The copy the move takes (tile_copies.hpp), if it is in the set with a copy left, and fits.
Result<TileTypeId> checkPlacement(const GameState& state, TileName tile, Position at,
                                  Rotation rotation) {
    const auto copy = resolveTileCopy(state, tile);
    if (!copy) return copy;
    if (auto ok = state.board.canPlace(tileCatalog().at(*copy), at, rotation); !ok)
        return ok.error();
    return copy;
}

void putTile(GameState& state, TileTypeId tile, Position at, Rotation rotation) {
    state.board.place(tileCatalog().at(tile), at, rotation);
    state.tilesUsed[tile] += 1;
}

bool holdsFollower(const GameState& state, NodeId node) {
    const NodeId r = state.board.root(node);
    return std::any_of(state.followers.begin(), state.followers.end(),
                       [&](const Follower& f) { return state.board.root(f.node) == r; });
}

std::string describe(const GameState& state, NodeId node) {
    return state.board.canonical(node).toString();
}

Status checkFollowerSupply(const GameState& state, PlayerIndex player, FollowerKind kind) {
    const PlayerState& p = state.players[player];
    if (p.inSupply[kind] > 0) return Ok{};
    // The player is the one the door names (the mover, a set-up entry's), by name or seat.
    return fail(ErrorCode::NoFollowerLeft,
                "no " + std::string(toString(kind)) + " follower left in the player's supply");
}

// base.farmers.off: in the variant without farmers no follower goes on a field.
Status checkFarmers(const GameState& state, NodeId on) {
    if (state.config.rules.farmers != FarmerScoring::Off ||
        state.board.feature(on).kind != FeatureKind::Field)
        return Ok{};
    return fail(ErrorCode::FarmersOff, "the " + describe(state, on) +
                                           " is a field, and this game is played without farmers "
                                           "(switch farmers: off, base.farmers.off)");
}

void putFollower(GameState& state, PlayerIndex player, NodeId on, FollowerKind kind) {
    PlayerState& p = state.players[player];
    p.inSupply[kind] -= 1;
    state.followers.push_back({player, kind, on});
}

// mw.target.*: why a figure may not go to a feature, if it may not.
Status checkMagicTarget(const GameState& state, MagicFigure figure, NodeId target) {
    const Board& board = state.board;
    const FeatureKind kind = board.feature(target).kind;
    if (kind != FeatureKind::Road && kind != FeatureKind::City)
        return fail(ErrorCode::MagicTargetNotRoadOrCity,
                    std::string(toString(figure)) + " cannot go on the " + describe(state, target) +
                        ": magic figures stand only on roads and cities (mw.features)");
    if (board.isComplete(target))
        return fail(ErrorCode::MagicTargetComplete,
                    "the " + describe(state, target) +
                        " is complete; magic figures go only on incomplete roads and cities "
                        "(mw.target.completed)");
    const NodeId r = board.root(target);
    if (auto own = state.figure(figure); own && board.root(*own) == r)
        return fail(ErrorCode::MagicTargetSameFeature,
                    "the " + std::string(toString(figure)) + " already stands on the " +
                        describe(state, target) +
                        " and must go to a different feature (mw.target.different)");
    if (auto theirs = state.figure(other(figure)); theirs && board.root(*theirs) == r)
        return fail(ErrorCode::MagicTargetOtherFigure,
                    "the " + describe(state, target) + " holds the " +
                        std::string(toString(other(figure))) + " (mw.target.other)");
    return Ok{};
}

bool figuresJoined(const GameState& state) {
    const auto mage = state.figure(MagicFigure::Mage);
    const auto witch = state.figure(MagicFigure::Witch);
    return mage && witch && state.board.root(*mage) == state.board.root(*witch);
}

// After the tile: is a magic action due (mw.trigger, mw.join, mw.join.symbol: one action serves
// both duties), and if nothing can move, the forced removal (mw.no-target).
void enterMagicStep(GameState& state, bool symbol, Events& events) {
    const bool joined = figuresJoined(state);
    state.phase = Phase::Follower;
    if (!symbol && !joined) return;
    state.phase = Phase::Magic;
    if (anyMagicTarget(state)) return;
    // mw.no-target: nothing can be placed or moved, so only removals are left (this path is rare:
    // the options are listed only here). With no figure on the board nothing happens; with one it
    // is set aside, there is no choice to make; with both the player chooses.
    const auto removals = legalMagicActions(state);
    if (removals.empty()) {
        state.phase = Phase::Follower;
    } else if (removals.size() == 1 && std::holds_alternative<RemoveFigure>(removals.front())) {
        const MagicFigure f = std::get<RemoveFigure>(removals.front()).figure;
        events.push_back(FigureRemoved{f, state.board.canonical(*state.figure(f)), "mw.no-target"});
        state.figures[static_cast<std::size_t>(f)].reset();
        state.phase = Phase::Follower;
    }
}

Error wrongPhase(const GameState& state, std::string_view attempted) {
    switch (state.phase) {
    case Phase::Over:
        return fail(ErrorCode::GameOver, "the game is over");
    case Phase::Tile:
        return fail(ErrorCode::TileExpected, std::string("cannot ") + std::string(attempted) +
                                                 ": the turn starts with a tile");
    case Phase::Magic:
        return fail(ErrorCode::MagicActionRequired,
                    std::string("cannot ") + std::string(attempted) +
                        ": a magic figure must first be placed, moved or removed");
    case Phase::Follower:
        return fail(ErrorCode::FollowerStepExpected,
                    std::string("cannot ") + std::string(attempted) +
                        ": the turn is at the follower step (place a follower or pass)");
    }
    return fail(ErrorCode::GameOver, "unknown phase");
}

struct Player {
    GameState& state;

    Result<Events> operator()(const PlaceTile& m) const {
        if (state.phase != Phase::Tile) return wrongPhase(state, "place a tile");
        const auto tile = checkPlacement(state, {m.tile, m.naming}, m.at, m.rotation);
        if (!tile) return tile.error();
        putTile(state, *tile, m.at, m.rotation);
        state.placedTile = static_cast<std::uint16_t>(state.board.size() - 1);
        Events events{TilePlaced{*tile, m.at, m.rotation}};
        enterMagicStep(state, tileCatalog().at(*tile).magic, events);
        return events;
    }

    Result<Events> operator()(const DiscardTile& m) const {
        if (state.phase != Phase::Tile) return wrongPhase(state, "discard a tile");
        const auto tile = resolveTileCopy(state, {m.tile, m.naming});
        if (!tile) return tile.error();
        const auto placements = legalPlacements(state, *tile);
        if (!placements.empty())
            return fail(ErrorCode::TilePlaceable,
                        tileCatalog().at(*tile).name + " can be placed (for example at " +
                            toString(placements.front().at) + " rotated " +
                            std::to_string(placements.front().rotation.degrees()) +
                            "), so it may not be discarded (base.place.discard)");
        state.tilesUsed[*tile] += 1;
        return Events{TileDiscarded{*tile}};
    }

    Result<Events> operator()(const MoveFigure& m) const {
        if (state.phase != Phase::Magic) return magicNotDue();
        if (m.target >= state.board.nodeCount())
            return fail(ErrorCode::FeatureNotFound, "no such feature on the board");
        if (auto ok = checkMagicTarget(state, m.figure, m.target); !ok) return ok.error();
        const auto from = state.figure(m.figure);
        Events events{FigureMoved{
            m.figure, from ? std::optional<FeatureRef>(state.board.canonical(*from)) : std::nullopt,
            state.board.canonical(m.target)}};
        state.figures[static_cast<std::size_t>(m.figure)] = m.target;
        state.phase = Phase::Follower;
        return events;
    }

    Result<Events> operator()(const RemoveFigure& m) const {
        if (state.phase != Phase::Magic) return magicNotDue();
        const auto options = legalMagicActions(state);
        const bool allowed = std::any_of(options.begin(), options.end(), [&](const MagicAction& a) {
            return std::holds_alternative<RemoveFigure>(a) &&
                   std::get<RemoveFigure>(a).figure == m.figure;
        });
        if (!allowed) {
            if (!state.figure(m.figure))
                return fail(ErrorCode::MagicRemovalNotAllowed,
                            "the " + std::string(toString(m.figure)) + " is not on the board");
            return fail(ErrorCode::MagicRemovalNotAllowed,
                        "a magic figure can still be placed or moved, so none may be removed "
                        "(mw.no-target)");
        }
        const std::string_view ruling = figuresJoined(state) ? "mw.join" : "mw.no-target";
        Events events{
            FigureRemoved{m.figure, state.board.canonical(*state.figure(m.figure)), ruling}};
        state.figures[static_cast<std::size_t>(m.figure)].reset();
        state.phase = Phase::Follower;
        return events;
    }

    Result<Events> operator()(const PlaceFollower& m) const {
        if (state.phase != Phase::Follower) return wrongPhase(state, "place a follower");
        const Board& board = state.board;
        if (m.on >= board.nodeCount() || board.tileOf(m.on) != *state.placedTile)
            return fail(ErrorCode::NotOnPlacedTile,
                        "a follower goes only on the tile placed this turn, at " +
                            toString(board.tiles()[*state.placedTile].pos) +
                            " (base.meeple.place)");
        if (auto ok = checkFarmers(state, m.on); !ok) return ok.error();
        if (holdsFollower(state, m.on))
            return fail(ErrorCode::FeatureOccupied,
                        "the " + describe(state, m.on) +
                            " already holds a follower (base.meeple.place)");
        if (auto ok = checkFollowerSupply(state, state.current, m.kind); !ok) return ok.error();
        putFollower(state, state.current, m.on, m.kind);
        Events events{FollowerPlaced{state.current, m.kind, board.canonical(m.on)}};
        endTurn(events);
        return events;
    }

    Result<Events> operator()(const Pass&) const {
        if (state.phase != Phase::Follower) return wrongPhase(state, "pass");
        Events events;
        endTurn(events);
        return events;
    }

    Result<Events> operator()(const EndGame&) const {
        if (state.phase != Phase::Tile) return wrongPhase(state, "end the game");
        Events events = scoreFinal(state);
        events.push_back(GameEnded{});
        state.phase = Phase::Over;
        return events;
    }

    Error magicNotDue() const {
        if (state.phase == Phase::Over) return fail(ErrorCode::GameOver, "the game is over");
        return fail(ErrorCode::NoMagicActionDue,
                    "no magic action is due: only a tile with the magic symbol, or a tile that "
                    "joins the mage's and the witch's features, calls for one");
    }

    // base.score.when: scoring after the follower step, then the next player's turn.
    void endTurn(Events& events) const {
        Events scored = scoreCompletedFeatures(state);
        events.insert(events.end(), std::make_move_iterator(scored.begin()),
                      std::make_move_iterator(scored.end()));
        state.placedTile.reset();
        state.phase = Phase::Tile;
        state.current = static_cast<PlayerIndex>((state.current + 1) % state.players.size());
        state.turn += 1;
    }
};

} // namespace

Result<Events> play(GameState& state, const Move& move) {
    if (state.players.empty()) return fail(ErrorCode::InvalidSetup, "the game has no players");
    return std::visit(Player{state}, move);
}

Status setupTile(GameState& state, TileTypeId tile, Position at, Rotation rotation,
                 TileNaming naming) {
    const auto copy = checkPlacement(state, {tile, naming}, at, rotation);
    if (!copy) return copy.error();
    putTile(state, *copy, at, rotation);
    return Ok{};
}

Status setupFollower(GameState& state, PlayerIndex player, NodeId on, FollowerKind kind) {
    if (player >= state.players.size())
        return fail(ErrorCode::InvalidSetup,
                    "no seat " + std::to_string(player) + " in this game (seats count from 0)");
    if (on >= state.board.nodeCount())
        return fail(ErrorCode::FeatureNotFound, "no such feature on the board");
    if (state.board.feature(on).kind != FeatureKind::Field && state.board.isComplete(on))
        return fail(ErrorCode::InvalidSetup,
                    "the " + describe(state, on) +
                        " is complete: it would have been scored and its followers returned");
    if (auto ok = checkFarmers(state, on); !ok)
        return fail(ErrorCode::InvalidSetup, ok.error().message);
    if (auto ok = checkFollowerSupply(state, player, kind); !ok) return ok;
    putFollower(state, player, on, kind);
    return Ok{};
}

Status setupFigure(GameState& state, MagicFigure figure, NodeId on) {
    if (on >= state.board.nodeCount())
        return fail(ErrorCode::FeatureNotFound, "no such feature on the board");
    if (!state.config.expansions.has(Expansion::MageWitch))
        return fail(ErrorCode::InvalidSetup, "Mage & Witch is not in play");
    if (auto ok = checkMagicTarget(state, figure, on); !ok)
        return fail(ErrorCode::InvalidSetup, ok.error().message);
    state.figures[static_cast<std::size_t>(figure)] = on;
    return Ok{};
}

} // namespace carcassonne
