#include "expansion_option.hpp"

#include "known_names.hpp"

#include <algorithm>

namespace carcassonne::cli {

CLI::Option* addExpansionOption(CLI::App& command, std::vector<std::string>& names,
                                const std::string& description) {
    std::vector<std::string> choices = expansionToAddNames();
    choices.emplace_back(kNoExpansion);
    return command.add_option("--expansion,--expansions", names, description)
        ->delimiter(',')
        ->check(oneOf(std::move(choices), "expansion"));
}

std::variant<std::optional<ExpansionSet>, std::string>
expansionsNamed(const std::vector<std::string>& names) {
    if (names.empty()) return std::optional<ExpansionSet>{};
    const bool none = std::find(names.begin(), names.end(), kNoExpansion) != names.end();
    if (none && names.size() > 1)
        return std::string("--expansion none (the base game alone) cannot come with an "
                           "expansion");
    ExpansionSet set;
    for (const auto& n : names)
        if (const auto e = expansionToAdd(n)) set.add(*e);
    return std::optional<ExpansionSet>{set};
}

} // namespace carcassonne::cli
