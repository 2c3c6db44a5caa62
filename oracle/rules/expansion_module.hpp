#pragma once
// An expansion as one module: its tiles in the tile DSL, its kinds (kinds.hpp rows, gathered by
// kind_tables.hpp), its rule switches with their sources, its register rows, and the hooks the
// turn calls. The base game, Inns & Cathedrals and Mage & Witch are modules like any other
// (rules/expansions/<name>/); registry.cpp lists them. Every hook may be left empty, and the turn
// calls a module's hooks only when the module is in play (GameConfig::expansions).

#include "edition.hpp"
#include "game_state.hpp"
#include "moves.hpp"
#include "refusal.hpp"
#include "ruling.hpp"
#include "score_event.hpp"
#include "scoring.hpp"
#include "tile_rows.hpp"

#include <optional>
#include <span>
#include <vector>

namespace carcassonne::rules {

// What the turn knows beyond the position: the tile drawn for the tile step, if one is.
struct Draw {
    std::optional<TileTypeId> tile;
    // The tile's placements wherever its geometry fits, the supply aside: whether or not the
    // game has a copy of it left to draw (what a scenario's `placements: {tile: ...}` and the
    // protocol's `query legal` ask; play() is where the supply is checked).
    bool supplyAside = false;
};

// A step a module brings to the turn. `enter` is called when the turn reaches the step (after
// the previous step's move) and says whether the step is due; it may change the position first
// (mw.no-target: a figure the rules set aside) and report it in `events`.
struct StepRules {
    Phase phase;
    bool (*enter)(GameState& state, Events& events);
};

// A kind of move a module brings: the rule (why the move is illegal at its step, if it is; the
// step itself is checked by the turn), the change (for a move the rule accepted), and its legal
// moves at the step, appended to `out` (which holds the step's moves of the kinds before it).
// Generators emit only moves the rule accepts: the one definition of legality is `refusal`, and
// a test holds every generator to it.
struct MoveRules {
    MoveKind kind;
    Refusal (*refusal)(const GameState& state, const Move& move, Ask ask);
    void (*apply)(GameState& state, const Move& move, Events& events);
    void (*generate)(const GameState& state, const Draw& draw, std::vector<Move>& out);
    // The move as legal sets and perft name it, in the position before it ("[1, 0] 90",
    // "road [0, 0] E (large)", "mage -> city [0, 1] N", "pass"); null: the kind's row's name.
    std::string (*label)(const GameState& before, const Move& move) = nullptr;
    // The move as the generator lists it, for a move that names its operand another way (a
    // feature by any of its parts): two moves that are the same move are then equal values.
    // Null: the move as it is.
    Move (*canonical)(const GameState& state, const Move& move) = nullptr;
};

// A placement rule beyond base.place.match (the river's shape): asked by play() and by the
// placement generator for the tiles `appliesTo` names, so that tiles it has nothing to say about
// cost nothing.
struct PlacementRule {
    bool (*appliesTo)(const TileType& tile);
    Refusal (*refusal)(const GameState& state, const TileType& tile, Position at, Rotation rotation,
                       Ask ask);
};

// A rule for followers beyond what the turn checks (the tile placed, the kinds' rows,
// occupation, the supply): asked by play() and by the follower generator when `applies` says the
// game is one it speaks about (base.farmers.off: a game without farmers), so that it costs
// nothing in the others.
struct FollowerRule {
    bool (*applies)(const GameState& state);
    Refusal (*refusal)(const GameState& state, NodeId on, FollowerKind kind, Ask ask);
};

// The value of the features of a kind the module brings (base.road, base.city, base.cloister).
struct FeatureScoring {
    FeatureKind kind;
    void (*value)(const ScoreInput& input, const RuleSet& rules, FeatureValue& value);
};

struct ExpansionModule {
    Expansion id;
    std::span<const TileRow> (*tiles)() = nullptr;
    // Features it prints on other modules' tiles, in the tile DSL ("garden" on the tiles printed
    // with one), appended to the row's; null for none.
    const char* (*extraFeatures)(const TileRow& row) = nullptr;
    std::vector<SwitchInfo> (*switches)() = nullptr;
    std::span<const Ruling> (*rulings)() = nullptr;

    // Set-up and the draw: the start tile the module puts at [0, 0] when it is in play (the
    // River's spring replaces the base game's), and the draw pile put in its order after the
    // shuffle (the river first, the lake last).
    std::optional<TileTypeId> (*startTile)(const GameConfig& config) = nullptr;
    void (*arrangeStack)(const GameConfig& config, std::vector<TileTypeId>& stack) = nullptr;

    // The tile step: why a tile may not be played at all now (the river first), and where it may
    // not go beyond matching edges.
    Refusal (*tileRefusal)(const GameState& state, TileTypeId tile, Ask ask) = nullptr;
    std::optional<PlacementRule> placement = std::nullopt;

    // The follower step: why a follower of the kind may not go on that part beyond what the
    // turn checks: base.farmers.off.
    std::optional<FollowerRule> follower = std::nullopt;

    // Its steps and its kinds of move.
    std::span<const StepRules> steps = {};
    std::span<const MoveRules> moves = {};

    // Scoring: the value of its feature kinds; what it changes in what a feature counts before
    // the value (a variant that ignores inns); its modifiers after the value (inn, cathedral,
    // mage, witch), in module order; the pieces it takes back from a scored feature (mw.return);
    // and its part of final scoring, after the features as they stand (the farmers).
    std::span<const FeatureScoring> values = {};
    void (*adjustScore)(ScoreInput& input, const RuleSet& rules, FeatureValue& value) = nullptr;
    void (*modifyScore)(const ScoreInput& input, const RuleSet& rules,
                        FeatureValue& value) = nullptr;
    void (*returnPieces)(GameState& state, NodeId root, Events& events) = nullptr;
    void (*finalScoring)(GameState& state, Events& events) = nullptr;
};

} // namespace carcassonne::rules
