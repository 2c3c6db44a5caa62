#include "known_names.hpp"

#include "formats/nearest_names.hpp"
#include "rules/rules.hpp"

#include <algorithm>

namespace carcassonne::cli {

std::string unknownName(std::string_view text, const std::vector<std::string>& names,
                        std::string_view what) {
    if (std::find(names.begin(), names.end(), text) != names.end()) return {};
    return "unknown " + std::string(what) + " '" + std::string(text) + "' (" +
           formats::nearestText(text, names) + ")";
}

CLI::Validator oneOf(std::vector<std::string> names, std::string what) {
    // The help shows a short list of choices as CLI11's IsMember did; a long one (the register's
    // ruling ids) by its name.
    std::string description = what;
    if (names.size() <= 8) {
        description = "{";
        for (const auto& n : names)
            description += (description.size() > 1 ? "," : "") + n;
        description += "}";
    }
    return CLI::Validator([names = std::move(names), what = std::move(what)](
                              std::string& value) { return unknownName(value, names, what); },
                          description);
}

CLI::Validator editionName() {
    return oneOf(namesOf<Edition>(), "edition");
}

} // namespace carcassonne::cli
