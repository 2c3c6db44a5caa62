#include "strict_object.hpp"
#include "join.hpp"

#include <algorithm>

namespace carcassonne::formats {

std::string commaList(const std::vector<std::string>& names) {
    return join(names, ", ");
}

std::string unknownKeyMessage(std::string_view key, const std::vector<std::string>& known,
                              std::string_view in) {
    std::string out = "unknown key '" + std::string(key) + "'";
    if (!in.empty()) out += " in " + std::string(in);
    return out + " (expected one of: " + commaList(known) + ")";
}

std::optional<std::string> firstUnknownKey(const std::vector<std::string>& keys,
                                           const std::vector<std::string>& known,
                                           std::string_view in) {
    for (const auto& key : keys)
        if (std::find(known.begin(), known.end(), key) == known.end())
            return unknownKeyMessage(key, known, in);
    return std::nullopt;
}

} // namespace carcassonne::formats
