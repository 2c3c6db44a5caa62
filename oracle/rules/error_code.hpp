#pragma once
// The stable error codes of the rules model. Their spelling is part of the public contract:
// scenarios name them in `expect-error`, engines return them over the protocol.

#include <cstdint>
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
    // Modules bring more (their kinds.hpp, kind_tables.hpp), from here on.
};
inline constexpr std::size_t kFirstModuleErrorCode =
    static_cast<std::size_t>(ErrorCode::InvalidSetup) + 1;

// What kind of refusal a code is. A record that trips over a turn-structure code (a step, the
// end of the game, a tile or feature the game does not have) is inconsistent rather than wrong
// about a rule; an engine's `wrong-step` (protocol 1.1) stands for any step code.
enum class ErrorCategory : std::uint8_t {
    Step,      // the move belongs to another step of the turn
    GameOver,  // the game has ended
    Reference, // the move names a tile or feature that is not in the game
    Rule,      // the move breaks a ruling (`ruling`)
    Setup,     // the position or the request is not one the rules can reach
};

struct ErrorCodeInfo {
    ErrorCode code;
    std::string_view name;        // e.g. "edge-mismatch"
    std::string_view description; // when it is returned
    ErrorCategory category = ErrorCategory::Rule;
    // The ruling an illegal move breaks when the rules refuse it with this code (for the
    // `rulings` of a scenario that expects the refusal); empty when no single ruling stands
    // behind it.
    std::string_view ruling = {};
};

// Every code with its documentation, in declaration order.
std::span<const ErrorCodeInfo> allErrorCodes();
std::string_view toString(ErrorCode code);
std::optional<ErrorCode> errorCodeFromString(std::string_view name);
const ErrorCodeInfo& infoOf(ErrorCode code);
// The turn-structure codes: Step, GameOver and Reference.
bool isStructuralCode(ErrorCode code);
bool isStepCode(ErrorCode code);

} // namespace carcassonne
