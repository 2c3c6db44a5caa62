#include "protocol.hpp"

#include "rules/error_code.hpp"

namespace carcassonne::protocol {

bool isKnownErrorCode(std::string_view code) {
    return code == kUnsupported || code == kBadRequest || errorCodeFromString(code).has_value();
}

} // namespace carcassonne::protocol
