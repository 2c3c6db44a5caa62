#include "basis.hpp"

#include "rules/ruling.hpp"

#include <algorithm>

namespace carcassonne::scenario {

std::optional<std::string_view> basisCalledFor(std::string_view ruling) {
    const Ruling* r = findRuling(ruling);
    if (!r) return std::nullopt;
    if (r->basis == RulingBasis::Interpretation) return "interpretation";
    if (r->basis == RulingBasis::Secondary) return "secondary";
    return std::nullopt;
}

std::vector<std::string> basisFor(const std::vector<std::string>& rulings) {
    std::vector<std::string> out;
    for (const auto& id : rulings)
        if (const auto word = basisCalledFor(id);
            word && std::find(out.begin(), out.end(), *word) == out.end())
            out.emplace_back(*word);
    return out;
}

} // namespace carcassonne::scenario
