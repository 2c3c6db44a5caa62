#pragma once
// Strict objects, worded once for every format the oracle reads (scenario YAML, game logs,
// JCloisterZone saves, the protocol): a key the reader does not know is refused with the keys it
// does know.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::formats {

// "a, b, c": names as a list in a message.
std::string commaList(const std::vector<std::string>& names);

// "unknown key 'x' in the set-up (expected one of: a, b)"; without `in` when it is empty.
std::string unknownKeyMessage(std::string_view key, const std::vector<std::string>& known,
                              std::string_view in = {});

// The message for the first of `keys` that `known` lacks, if any.
std::optional<std::string> firstUnknownKey(const std::vector<std::string>& keys,
                                           const std::vector<std::string>& known,
                                           std::string_view in = {});

} // namespace carcassonne::formats
