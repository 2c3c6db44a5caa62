#include "known_names.hpp"

#include "rules/rules.hpp"

#include <algorithm>
#include <utility>

namespace carcassonne::cli {

std::vector<std::string> nearestNames(std::string_view text,
                                      const std::vector<std::string>& candidates) {
    auto distance = [](std::string_view a, std::string_view b) {
        std::vector<std::size_t> row(b.size() + 1);
        for (std::size_t j = 0; j <= b.size(); ++j)
            row[j] = j;
        for (std::size_t i = 1; i <= a.size(); ++i) {
            std::size_t diagonal = row[0];
            row[0] = i;
            for (std::size_t j = 1; j <= b.size(); ++j) {
                const std::size_t up = row[j];
                row[j] = std::min(
                    {row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
                diagonal = up;
            }
        }
        return row[b.size()];
    };
    std::vector<std::pair<std::size_t, std::string>> ranked;
    for (const auto& c : candidates)
        ranked.emplace_back(distance(text, c), c);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < ranked.size() && i < 3; ++i)
        out.push_back(ranked[i].second);
    return out;
}

std::string unknownName(std::string_view text, const std::vector<std::string>& names,
                        std::string_view what) {
    if (std::find(names.begin(), names.end(), text) != names.end()) return {};
    std::string message = "unknown " + std::string(what) + " '" + std::string(text) + "' (nearest:";
    for (const auto& n : nearestNames(text, names))
        message += " " + n;
    return message + ")";
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
