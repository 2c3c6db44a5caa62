#include "protocol.hpp"

namespace carcassonne::protocol {

bool isKnownErrorCode(std::string_view code, int minor) {
    if (code == kUnsupported || code == kBadRequest || errorCodeFromString(code).has_value())
        return true;
    return minor >= 1 && (code == kWrongStep || code == kEngineError);
}

bool isStepError(ErrorCode code) {
    return code == ErrorCode::TileExpected || code == ErrorCode::MagicActionRequired ||
           code == ErrorCode::NoMagicActionDue || code == ErrorCode::FollowerStepExpected;
}

bool refusalMatches(ErrorCode expected, std::string_view answered, int minor) {
    if (answered == toString(expected)) return true;
    return minor >= 1 && answered == kWrongStep && isStepError(expected);
}

} // namespace carcassonne::protocol
