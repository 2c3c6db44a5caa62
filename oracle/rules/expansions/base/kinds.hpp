#pragma once
// The base game's kinds: roads, cities, fields and cloisters on field, road and city edges; the
// follower; the tile and follower steps and their moves.

#include "rules/kinds.hpp"

namespace carcassonne::base {

inline constexpr ExpansionRow kExpansion{
    .id = Expansion::Base,
    .name = "base",
    .title = "Carcassonne",
    .box = {InBox::BaseBox, InBox::BaseBox, InBox::BaseBox, InBox::BaseBox},
    .jczSet = "basic"};

inline constexpr EdgeKindRow kEdges[] = {
    {.kind = EdgeKind::Field, .name = "field", .letter = 'F'},
    {.kind = EdgeKind::Road, .name = "road", .letter = 'R'},
    {.kind = EdgeKind::City, .name = "city", .letter = 'C'},
};

inline constexpr FeatureKindRow kFeatures[] = {
    // base.road, base.city: complete when no side end is open; a city's edge wins a side.
    {.kind = FeatureKind::Road,
     .name = "road",
     .location = PartLocation::Side,
     .completion = Completion::OpenEnds,
     .scored = Scored::AsItStands,
     .edge = static_cast<std::int8_t>(EdgeKind::Road),
     .edgePriority = 1,
     .marks = kInnMark, // an inn (Inns & Cathedrals)
     .drawing = {.shape = FeatureShape::Band, .fill = "#f4ecd8", .stroke = "#5b4a3a"},
     .jczName = "Road"},
    {.kind = FeatureKind::City,
     .name = "city",
     .location = PartLocation::Side,
     .completion = Completion::OpenEnds,
     .scored = Scored::AsItStands,
     .edge = static_cast<std::int8_t>(EdgeKind::City),
     .edgePriority = 2,
     .marks = kPennantsMark | kCathedralMark, // a cathedral (Inns & Cathedrals)
     .drawing = {.shape = FeatureShape::Area, .fill = "#caa066", .stroke = "#6b4a2b"},
     .jczName = "City"},
    // base.field: fields score only at game end, by the farmers (the module's final scoring).
    {.kind = FeatureKind::Field,
     .name = "field",
     .location = PartLocation::HalfEdge,
     .completion = Completion::Never,
     .scored = Scored::ByModule,
     .marks = kCitiesMark,
     .drawing = {.shape = FeatureShape::Ground, .fill = "#8dbf4f"},
     .jczName = "Field",
     .jczFormerWord = "farm"},
    // base.cloister: complete when the eight squares around it hold tiles.
    {.kind = FeatureKind::Cloister,
     .name = "cloister",
     .location = PartLocation::None,
     .completion = Completion::Surrounded,
     .scored = Scored::AsItStands,
     .drawing = {.shape = FeatureShape::CentreMark,
                 .fill = "#f3e3c3",
                 .stroke = "#5c4327",
                 .accent = "#b5473a",
                 .textMark = '+'},
     .jczName = "Monastery"},
};

// base.meeple.supply: 7 followers each; a set-up may give 8 (the scoring marker of some boxes).
inline constexpr FollowerKindRow kFollowers[] = {
    {.kind = FollowerKind::Normal,
     .name = "normal",
     .flagged = false,
     .strength = 1,
     .given = {7, 7, 7, 7},
     .most = 8,
     .standsOn = kEveryFeatureKind,
     .expansion = Expansion::Base,
     .drawing = {.scale = "1.1"},
     .jczElement = "small-follower",
     .jczMeeple = "small"},
};

inline constexpr StepRow kSteps[] = {
    {.phase = Phase::Tile,
     .name = "tile",
     .order = 0,
     .wrongStep = ErrorCode::TileExpected,
     .wrongStepText = "the turn starts with a tile",
     .expansion = Expansion::Base},
    {.phase = Phase::Follower,
     .name = "follower",
     .order = 20,
     .wrongStep = ErrorCode::FollowerStepExpected,
     .wrongStepText = "the turn is at the follower step (place a follower or pass)",
     .expansion = Expansion::Base},
    // Not a step: where the game stands once final scoring is done (base.final).
    {.phase = Phase::Over,
     .name = "over",
     .order = 1000,
     .wrongStep = ErrorCode::GameOver,
     .wrongStepText = "the game is over",
     .expansion = Expansion::Base},
};

inline constexpr MoveKindRow kMoveKinds[] = {
    {.kind = MoveKind::PlaceTile,
     .name = "place",
     .step = Phase::Tile,
     .order = 0,
     .operands = kTileOperand | kSquareOperand,
     .after = After::NextStep,
     .attempted = "place a tile",
     .wire = "place",
     .scenarioAction = "place",
     .scenarioForm = "a tile placement"},
    // base.place.discard: the player draws again.
    {.kind = MoveKind::DiscardTile,
     .name = "discard",
     .step = Phase::Tile,
     .order = 1,
     .operands = kTileOperand,
     .after = After::SameStep,
     .attempted = "discard a tile",
     .wire = "discard",
     .scenarioAction = "discard"},
    {.kind = MoveKind::PlaceFollower,
     .name = "follower",
     .step = Phase::Follower,
     .order = 0,
     .operands = kFeatureOperand | kFollowerOperand,
     .after = After::NextStep,
     .attempted = "place a follower",
     .wire = "follower",
     .scenarioAction = "follower",
     .scenarioForm = "a follower"},
    {.kind = MoveKind::Pass,
     .name = "pass",
     .step = Phase::Follower,
     .order = 255,
     .operands = 0,
     .after = After::NextStep,
     .attempted = "pass",
     .wire = "pass",
     .scenarioAction = "follower"},
    // base.final: the end of the game comes at the tile step, when no tile is left to draw.
    {.kind = MoveKind::EndGame,
     .name = "end",
     .step = Phase::Tile,
     .order = 2,
     .operands = 0,
     .after = After::GameOver,
     .attempted = "end the game",
     .wire = "final",
     .scenarioAction = "final"},
};

} // namespace carcassonne::base
