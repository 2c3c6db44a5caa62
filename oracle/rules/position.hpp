#pragma once
// A position described, and the one way to build a game from it. Every input door (a scenario's
// `setup`, a game log's set-up, a JCloisterZone save, the protocol's `setup` request) parses into
// a PositionSpec; startPosition makes the game and holds every check of a set-up, each refusal an
// ErrorCode, so that "no more followers than the game gives" is decided in one place.

#include "game_state.hpp"
#include "move.hpp"
#include "result.hpp"

#include <array>
#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace carcassonne {

struct FollowerAt {
    PlayerIndex player = 0;
    FeatureRef on; // any part of the feature
    FollowerKind kind = FollowerKind::Normal;
};

struct FigureAt {
    MagicFigure figure = MagicFigure::Mage;
    FeatureRef on;
};

// A player's followers in the supply after the set-up followers, by FollowerKind; empty: as the
// game gives them, less those on the board.
struct SupplyAt {
    PlayerIndex player = 0;
    std::array<std::optional<int>, kFollowerKinds.size()> inSupply{};
    std::optional<int>& of(FollowerKind kind) { return inSupply[static_cast<std::size_t>(kind)]; }
    const std::optional<int>& of(FollowerKind kind) const {
        return inSupply[static_cast<std::size_t>(kind)];
    }
};

struct PositionSpec {
    std::vector<PlaceTile> tiles; // in order; the first is the start tile. Empty: the game's
                                  // start tile at [0, 0] (rules::startTile)
    std::vector<FollowerAt> followers;
    std::vector<FigureAt> figures;
    std::vector<SupplyAt> supply;
    std::vector<std::pair<PlayerIndex, int>> scores; // player, points
    std::optional<PlayerIndex> turn;                 // whose turn; empty: the first player's
};

// The entry of a PositionSpec a refusal is about, so that a door can point at its own source
// (a line of YAML, a JSON path).
enum class SetupPart : std::uint8_t { Players, Tile, Follower, Figure, Supply, Score, Turn };

struct SetupError {
    Error error; // the code, and a sentence that does not repeat the entry's name
    SetupPart part = SetupPart::Players;
    std::size_t index = 0; // into the part's list
};

// The game at its set-up (the Tile step of `turn`'s player), or the first entry that makes it no
// legal position. Players are 1 to 6: the box's 2 to 6, and one for imported test games
// that check scoring only (turns pass to the same player; scoring does not depend on a second
// player). Scenarios and the protocol keep the box's count. A tile must fit (base.place.match); a
// follower or figure may not stand on a completed feature, which would have been scored; no
// player may own more followers than the game gives (base.meeple.supply, ic.large).
Result<GameState, SetupError> startPosition(const GameConfig& config, const PositionSpec& spec);

// The description of a position, the inverse of startPosition at a turn's start: tiles in the
// order they were placed, followers by their part, figures by their feature's canonical part,
// the scores that are not 0, the turn when it is not the first player's. Supplies follow from
// the followers on the board and are left out.
PositionSpec positionSpecOf(const GameState& state);

// The node a feature reference names, or feature-not-found saying what the square holds.
Result<NodeId> findFeature(const Board& board, const FeatureRef& feature);

} // namespace carcassonne
