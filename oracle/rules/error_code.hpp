#pragma once
// The stable error codes of the rules model. Their spelling is part of the public contract:
// scenarios name them in `expect-error`, engines return them over the protocol.

#include <optional>
#include <span>
#include <string_view>

namespace carcassonne {

enum class ErrorCode {
    // turn order
    GameOver,
    TileExpected,
    MagicActionRequired,
    NoMagicActionDue,
    FollowerStepExpected,
    // tiles
    TileNotInSet,
    TileExhausted,
    PositionOccupied,
    TileNotAdjacent,
    EdgeMismatch,
    TilePlaceable,
    // followers
    FeatureNotFound,
    NotOnPlacedTile,
    FeatureOccupied,
    NoFollowerLeft,
    FarmersOff,
    // magic figures
    MagicTargetComplete,
    MagicTargetOtherFigure,
    MagicTargetSameFeature,
    MagicTargetNotRoadOrCity,
    MagicRemovalNotAllowed,
    // set-up
    InvalidSetup,
};

struct ErrorCodeInfo {
    ErrorCode code;
    std::string_view name;        // e.g. "edge-mismatch"
    std::string_view description; // when it is returned
};

// Every code with its documentation, in declaration order.
std::span<const ErrorCodeInfo> allErrorCodes();
std::string_view toString(ErrorCode code);
std::optional<ErrorCode> errorCodeFromString(std::string_view name);

} // namespace carcassonne
