#include "error_code.hpp"

#include "kind_tables.hpp"

#include <algorithm>
#include <array>

namespace carcassonne {

namespace {
constexpr std::array<ErrorCodeInfo, kFirstModuleErrorCode> kRulesCodes{{
    {ErrorCode::GameOver, "game-over",
     "The game has ended (final scoring was done); no action is allowed.", ErrorCategory::GameOver,
     "base.score.when"},
    {ErrorCode::TileExpected, "tile-expected",
     "The turn is at the tile step: place or discard a tile, or end the game.", ErrorCategory::Step,
     "base.score.when"},
    {ErrorCode::MagicActionRequired, "magic-action-required",
     "A magic figure must be placed, moved or removed before the follower step (mw.trigger, "
     "mw.join).",
     ErrorCategory::Step, "mw.trigger"},
    {ErrorCode::NoMagicActionDue, "no-magic-action-due",
     "A magic action was given, but the placed tile calls for none.", ErrorCategory::Step,
     "mw.trigger"},
    {ErrorCode::FollowerStepExpected, "follower-step-expected",
     "The turn is at the follower step: place a follower or pass.", ErrorCategory::Step,
     "base.score.when"},
    {ErrorCode::TileNotInSet, "tile-not-in-set",
     "The tile is not part of the edition's tile set for the expansions in play.",
     ErrorCategory::Reference},
    {ErrorCode::TileExhausted, "tile-exhausted", "Every copy of the tile is already on the board.",
     ErrorCategory::Reference},
    {ErrorCode::PositionOccupied, "position-occupied", "A tile already lies at that position.",
     ErrorCategory::Rule},
    {ErrorCode::TileNotAdjacent, "tile-not-adjacent",
     "The tile shares no side with a placed tile (base.place.match).", ErrorCategory::Rule},
    {ErrorCode::EdgeMismatch, "edge-mismatch",
     "A side of the tile does not match its neighbour: city to city, road to road, field to field "
     "(base.place.match).",
     ErrorCategory::Rule, "base.place.match"},
    {ErrorCode::TilePlaceable, "tile-placeable",
     "Only a tile with no legal placement may be discarded (base.place.discard).",
     ErrorCategory::Rule, "base.place.discard"},
    {ErrorCode::FeatureNotFound, "feature-not-found",
     "The tile at that position has no feature of that kind at that location.",
     ErrorCategory::Reference, "base.meeple.place"},
    {ErrorCode::NotOnPlacedTile, "not-on-placed-tile",
     "A follower goes only on a feature of the tile placed this turn (base.meeple.place).",
     ErrorCategory::Rule, "base.meeple.place"},
    {ErrorCode::FeatureOccupied, "feature-occupied",
     "The feature already holds a follower (base.meeple.place).", ErrorCategory::Rule,
     "base.meeple.place"},
    {ErrorCode::NoFollowerLeft, "no-follower-left",
     "The player has no follower of that kind in supply (base.meeple.supply).", ErrorCategory::Rule,
     "base.meeple.supply"},
    {ErrorCode::FarmersOff, "farmers-off",
     "The game is played without farmers (switch farmers: off), so no follower goes on a field "
     "(base.farmers.off).",
     ErrorCategory::Rule, "base.farmers.off"},
    {ErrorCode::MagicTargetComplete, "magic-target-complete",
     "A magic figure goes only on an incomplete road or city (mw.target.open, "
     "mw.target.completed).",
     ErrorCategory::Rule, "mw.target.completed"},
    {ErrorCode::MagicTargetOtherFigure, "magic-target-other-figure",
     "The feature holds the other magic figure (mw.target.other).", ErrorCategory::Rule,
     "mw.target.other"},
    {ErrorCode::MagicTargetSameFeature, "magic-target-same-feature",
     "A figure taken from the board must go to a different feature (mw.target.different, "
     "mw.join).",
     ErrorCategory::Rule, "mw.target.different"},
    {ErrorCode::MagicTargetNotRoadOrCity, "magic-target-not-road-or-city",
     "Magic figures go only on roads and cities, never on fields or cloisters (mw.features).",
     ErrorCategory::Rule, "mw.features"},
    {ErrorCode::MagicRemovalNotAllowed, "magic-removal-not-allowed",
     "A figure may be removed only when no placement or move is legal (mw.no-target, mw.join).",
     ErrorCategory::Rule, "mw.no-target"},
    {ErrorCode::InvalidSetup, "invalid-setup",
     "The starting position is not one the rules can reach (mismatched tiles, bad followers...).",
     ErrorCategory::Setup},
}};

// The rules' codes, then the modules'.
constexpr auto kCodes = [] {
    std::array<ErrorCodeInfo, kRulesCodes.size() + kModuleErrorCodeRows.size()> out{};
    std::copy(kRulesCodes.begin(), kRulesCodes.end(), out.begin());
    std::copy(kModuleErrorCodeRows.begin(), kModuleErrorCodeRows.end(),
              out.begin() + static_cast<std::ptrdiff_t>(kRulesCodes.size()));
    return out;
}();
} // namespace

std::span<const ErrorCodeInfo> allErrorCodes() {
    return kCodes;
}

std::string_view toString(ErrorCode code) {
    for (const auto& info : kCodes)
        if (info.code == code) return info.name;
    return "unknown-error";
}

const ErrorCodeInfo& infoOf(ErrorCode code) {
    for (const auto& info : kCodes)
        if (info.code == code) return info;
    return kCodes.back(); // unreachable: every code has its row (tested)
}

bool isStructuralCode(ErrorCode code) {
    const ErrorCategory c = infoOf(code).category;
    return c == ErrorCategory::Step || c == ErrorCategory::GameOver ||
           c == ErrorCategory::Reference;
}

bool isStepCode(ErrorCode code) {
    return infoOf(code).category == ErrorCategory::Step;
}

std::optional<ErrorCode> errorCodeFromString(std::string_view name) {
    for (const auto& info : kCodes)
        if (info.name == name) return info.code;
    return std::nullopt;
}

} // namespace carcassonne
