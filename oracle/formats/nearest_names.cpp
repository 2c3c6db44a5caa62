#include "nearest_names.hpp"

#include <algorithm>
#include <utility>

namespace carcassonne::formats {

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

std::string nearestText(std::string_view text, const std::vector<std::string>& candidates) {
    std::string out = "nearest:";
    for (const auto& n : nearestNames(text, candidates))
        out += " " + n;
    return out;
}

} // namespace carcassonne::formats
