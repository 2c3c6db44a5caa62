#include "score_fields.hpp"

#include <algorithm>

namespace carcassonne {

std::optional<ModifierKind> modifierOf(ScoreField field) {
    switch (field) {
    case ScoreField::Inn:
        return ModifierKind::Inn;
    case ScoreField::Cathedral:
        return ModifierKind::Cathedral;
    case ScoreField::Mage:
        return ModifierKind::Mage;
    case ScoreField::Witch:
        return ModifierKind::Witch;
    default:
        return std::nullopt;
    }
}

std::vector<ScoreField> countFields() {
    std::vector<ScoreField> out;
    for (ScoreField f : valuesOf<ScoreField>())
        if (!modifierOf(f)) out.push_back(f);
    return out;
}

namespace {
// The member a plain count is held in, for a ScoreEvent or a const one (nullptr: a modifier).
template <typename Event>
auto countMember(Event& e, ScoreField field) -> decltype(&e.tiles) {
    switch (field) {
    case ScoreField::Tiles:
        return &e.tiles;
    case ScoreField::Pennants:
        return &e.pennants;
    case ScoreField::Cities:
        return &e.cities;
    case ScoreField::Base:
        return &e.base;
    case ScoreField::Points:
        return &e.points;
    default:
        return nullptr;
    }
}
} // namespace

int* countField(ScoreEvent& e, ScoreField field) {
    return countMember(e, field);
}

int fieldValue(const ScoreEvent& e, ScoreField field) {
    if (const auto kind = modifierOf(field)) {
        int total = 0;
        for (const ScoreModifier& m : e.modifiers)
            if (m.kind == *kind) total += m.delta;
        return total;
    }
    return *countMember(e, field);
}

std::vector<std::pair<ScoreField, int>> statedFields(const ScoreEvent& e) {
    auto stated = [&](ScoreField f) {
        if (const auto kind = modifierOf(f))
            return std::any_of(e.modifiers.begin(), e.modifiers.end(),
                               [&](const ScoreModifier& m) { return m.kind == *kind; });
        if (f == ScoreField::Pennants) return e.kind == FeatureKind::City;
        if (f == ScoreField::Cities) return e.kind == FeatureKind::Field;
        return true;
    };
    std::vector<std::pair<ScoreField, int>> out;
    for (ScoreField f : valuesOf<ScoreField>())
        if (stated(f)) out.emplace_back(f, fieldValue(e, f));
    return out;
}

} // namespace carcassonne
