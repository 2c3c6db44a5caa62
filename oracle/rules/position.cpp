#include "position.hpp"

#include "game.hpp"
#include "registry.hpp"
#include "tile_catalog.hpp"
#include "vocabulary.hpp"

#include <string>

namespace carcassonne {

Result<NodeId> findFeature(const Board& board, const FeatureRef& f) {
    if (const auto node = board.find(f.at, f.kind, f.location)) return *node;
    const PlacedTile* t = board.at(f.at);
    return fail(ErrorCode::FeatureNotFound, t ? "the tile " + tileCatalog().at(t->type).name +
                                                    " at " + toString(f.at) + " has no " + f.part()
                                              : "no tile at " + toString(f.at));
}

namespace {

// Applies the description entry by entry; the first refusal names its entry.
class PositionBuilder {
public:
    PositionBuilder(const GameConfig& config, const PositionSpec& spec)
        : spec_(spec), state_(newGame(config)) {}

    Result<GameState, SetupError> build() {
        if (state_.config.players < 1 || state_.config.players > 6)
            return refuse(SetupPart::Players, 0, ErrorCode::InvalidSetup,
                          "expected 1 to 6 players, found " +
                              std::to_string(state_.config.players));
        if (spec_.tiles.empty())
            (void)setupTile(state_, rules::startTile(state_.config), {0, 0}, Rotation{});
        for (std::size_t i = 0; i < spec_.tiles.size(); ++i) {
            const PlaceTile& t = spec_.tiles[i];
            if (auto ok = setupTile(state_, t.tile, t.at, t.rotation, t.naming); !ok)
                return refuse(SetupPart::Tile, i, ok.error());
        }
        for (std::size_t i = 0; i < spec_.followers.size(); ++i) {
            const FollowerAt& f = spec_.followers[i];
            if (!isPlayer(f.player))
                return refuse(SetupPart::Follower, i, ErrorCode::InvalidSetup, noPlayer(f.player));
            const auto node = findFeature(state_.board, f.on);
            if (!node) return refuse(SetupPart::Follower, i, node.error());
            if (auto ok = setupFollower(state_, f.player, *node, f.kind); !ok)
                return refuse(SetupPart::Follower, i, ok.error());
        }
        for (std::size_t i = 0; i < spec_.figures.size(); ++i) {
            const FigureAt& f = spec_.figures[i];
            const auto node = findFeature(state_.board, f.on);
            if (!node) return refuse(SetupPart::Figure, i, node.error());
            if (auto ok = setupFigure(state_, f.figure, *node); !ok)
                return refuse(SetupPart::Figure, i, ok.error());
        }
        // A player's supply or score given twice would leave one of them unread: refused, as
        // every door refuses a list entry it holds already.
        for (std::size_t i = 0; i < spec_.supply.size(); ++i) {
            for (std::size_t k = 0; k < i; ++k)
                if (spec_.supply[k].player == spec_.supply[i].player)
                    return refuse(SetupPart::Supply, i, ErrorCode::InvalidSetup,
                                  "the player's supply is given twice (first at index " +
                                      std::to_string(k) + ")");
            if (auto ok = supply(spec_.supply[i]); !ok)
                return refuse(SetupPart::Supply, i, ok.error());
        }
        for (std::size_t i = 0; i < spec_.scores.size(); ++i) {
            const auto& [player, points] = spec_.scores[i];
            if (!isPlayer(player))
                return refuse(SetupPart::Score, i, ErrorCode::InvalidSetup, noPlayer(player));
            for (std::size_t k = 0; k < i; ++k)
                if (spec_.scores[k].first == player)
                    return refuse(SetupPart::Score, i, ErrorCode::InvalidSetup,
                                  "the player's score is given twice (first at index " +
                                      std::to_string(k) + ")");
            state_.players[player].score = points;
        }
        if (spec_.turn) {
            if (!isPlayer(*spec_.turn))
                return refuse(SetupPart::Turn, 0, ErrorCode::InvalidSetup, noPlayer(*spec_.turn));
            state_.current = *spec_.turn;
        }
        return std::move(state_);
    }

private:
    const PositionSpec& spec_;
    GameState state_;

    bool isPlayer(PlayerIndex p) const { return p < state_.players.size(); }
    // Seats as the rules index them, from 0 (as the protocol does): never "player 1" for seat 0.
    std::string noPlayer(PlayerIndex p) const {
        return "no seat " + std::to_string(p) + " in this game (seats 0 to " +
               std::to_string(state_.players.size() - 1) + ")";
    }

    static SetupError refuse(SetupPart part, std::size_t index, Error error) {
        return {std::move(error), part, index};
    }
    static SetupError refuse(SetupPart part, std::size_t index, ErrorCode code,
                             std::string message) {
        return {fail(code, std::move(message)), part, index};
    }

    // base.meeple.supply, ic.large: the supply and the followers on the board together make at
    // most what the game gives each player.
    Status supply(const SupplyAt& s) {
        if (!isPlayer(s.player)) return fail(ErrorCode::InvalidSetup, noPlayer(s.player));
        PlayerState& p = state_.players[s.player];
        FollowerCounts placed;
        for (const Follower& f : state_.followers)
            if (f.player == s.player) ++placed[f.kind];
        bool tooMany = false;
        for (FollowerKind kind : kFollowerKinds) {
            if (s.of(kind)) p.inSupply[kind] = *s.of(kind);
            tooMany = tooMany || p.inSupply[kind] < 0 ||
                      p.inSupply[kind] + placed[kind] > state_.config.followers[kind];
        }
        if (!tooMany) return Ok{};
        std::string given;
        for (FollowerKind kind : kFollowerKinds)
            given += (given.empty() ? "" : ", ") + std::to_string(state_.config.followers[kind]) +
                     " " + std::string(nameOf(kind));
        return fail(ErrorCode::InvalidSetup,
                    "would have more followers than the game gives (" + given + ")");
    }
};

} // namespace

PositionSpec positionSpecOf(const GameState& state) {
    PositionSpec spec;
    for (const PlacedTile& t : state.board.tiles())
        spec.tiles.push_back({t.type, t.pos, t.rotation});
    for (const Follower& f : state.followers)
        spec.followers.push_back({f.player, state.board.refOf(f.node), f.kind});
    for (MagicFigure f : kMagicFigures)
        if (const auto at = state.figure(f))
            spec.figures.push_back({f, state.board.canonical(*at)});
    for (std::size_t p = 0; p < state.players.size(); ++p)
        if (state.players[p].score != 0)
            spec.scores.emplace_back(static_cast<PlayerIndex>(p), state.players[p].score);
    if (state.current != 0) spec.turn = state.current;
    return spec;
}

Result<GameState, SetupError> startPosition(const GameConfig& config, const PositionSpec& spec) {
    return PositionBuilder(config, spec).build();
}

} // namespace carcassonne
