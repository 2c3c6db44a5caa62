#pragma once
// A rule switch bound to its RuleSet field: its values are the names of the field's vocabulary
// (vocabulary.hpp), read and written by name. Each module declares its switches with it.

#include "edition.hpp"
#include "vocabulary.hpp"

#include <type_traits>

namespace carcassonne {

template <auto Field>
SwitchInfo bound(std::string_view name, std::string_view description,
                 std::array<std::string_view, 4> defaults, std::vector<std::string_view> rulings,
                 std::string_view source, bool secondary) {
    using Value = std::remove_cvref_t<decltype(RuleSet{}.*Field)>;
    std::vector<std::string_view> values;
    for (const auto& row : Vocabulary<Value>::rows)
        values.push_back(row.name);
    return {name,
            description,
            std::move(values),
            defaults,
            std::move(rulings),
            source,
            secondary,
            [](const RuleSet& rules) { return nameOf(rules.*Field); },
            [](RuleSet& rules, std::string_view text) {
                const auto value = parseName<Value>(text);
                if (value) rules.*Field = *value;
                return value.has_value();
            }};
}

} // namespace carcassonne
