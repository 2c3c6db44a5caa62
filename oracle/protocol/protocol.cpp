#include "protocol.hpp"

namespace carcassonne::protocol {

bool isKnownErrorCode(std::string_view code, int minor) {
    if (code == kUnsupported || code == kBadRequest || errorCodeFromString(code).has_value())
        return true;
    return minor >= 1 && (code == kWrongStep || code == kEngineError);
}

bool isStepError(ErrorCode code) {
    return isStepCode(code); // the codes' own category (error_code.hpp), new step codes included
}

bool refusalMatches(ErrorCode expected, std::string_view answered, int minor) {
    if (answered == toString(expected)) return true;
    return minor >= 1 && answered == kWrongStep && isStepError(expected);
}

} // namespace carcassonne::protocol
