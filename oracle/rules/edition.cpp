#include "edition.hpp"

#include "registry.hpp"
#include "vocabulary.hpp"

#include <algorithm>

namespace carcassonne {

std::string_view toString(Edition e) {
    return nameOf(e);
}

std::optional<Edition> editionFromString(std::string_view text) {
    return parseName<Edition>(text);
}

std::string_view describe(Edition e) {
    switch (e) {
    case Edition::C1:
        return "first edition (Mage & Witch 2012), with the Big Box 4 clarifications and the FAQ "
               "of 5/2014 and 3/2020";
    case Edition::C2:
        return "second edition (Big Box 6, 2017)";
    case Edition::C3:
        return "third edition (Big Box 7, 2021)";
    case Edition::C3_1:
        return "revised third edition (Big Box 8, 2025, 'The Magicians'); Inns & Cathedrals "
               "end-game values and tile set from secondary sources only (provisional); the "
               "city-crossroads stubs are not roads, as in C1-C3 (ic.crossroads.stubs.c31, "
               "provisional)";
    }
    return "?";
}

std::string_view titleOf(Expansion e) {
    return rowOf(e).title;
}

std::optional<Expansion> expansionToAdd(std::string_view text) {
    const auto e = parseName<Expansion>(text);
    if (e == Expansion::Base) return std::nullopt;
    return e;
}

std::vector<std::string> expansionToAddNames() {
    return expansionNamesIn(ExpansionSet::modelled());
}

std::string expansionToAddChoices() {
    return orList(expansionToAddNames());
}

std::vector<std::string> expansionNamesIn(const ExpansionSet& set) {
    std::vector<std::string> out;
    for (Expansion e : expansionsIn(set))
        out.emplace_back(nameOf(e));
    return out;
}

std::vector<Expansion> expansionsIn(const ExpansionSet& set) {
    std::vector<Expansion> out;
    for (Expansion e : valuesOf<Expansion>())
        if (e != Expansion::Base && set.has(e)) out.push_back(e);
    return out;
}

namespace {
// Each module's switches, in module order: built once, never changed.
const std::vector<SwitchInfo>& switches() {
    static const std::vector<SwitchInfo> all = [] {
        std::vector<SwitchInfo> out;
        for (const rules::ExpansionModule* m : rules::modules())
            if (m->switches)
                for (SwitchInfo& s : m->switches())
                    out.push_back(std::move(s));
        return out;
    }();
    return all;
}

std::string joinValues(const SwitchInfo& info) {
    std::string out;
    for (auto v : info.values) {
        if (!out.empty()) out += ", ";
        out += v;
    }
    return out;
}
} // namespace

std::span<const SwitchInfo> allSwitches() {
    return switches();
}

const SwitchInfo* findSwitch(std::string_view name) {
    for (const auto& info : switches())
        if (info.name == name) return &info;
    return nullptr;
}

std::string_view switchValue(const RuleSet& rules, std::string_view name) {
    const SwitchInfo* info = findSwitch(name);
    return info ? info->get(rules) : std::string_view{};
}

Status setSwitch(RuleSet& rules, std::string_view name, std::string_view value) {
    const SwitchInfo* info = findSwitch(name);
    if (!info) {
        std::string names;
        for (const auto& s : switches())
            names += (names.empty() ? "" : ", ") + std::string(s.name);
        return fail(ErrorCode::InvalidSetup,
                    "unknown rule switch '" + std::string(name) + "' (switches: " + names + ")");
    }
    if (std::find(info->values.begin(), info->values.end(), value) == info->values.end())
        return fail(ErrorCode::InvalidSetup, "switch '" + std::string(name) + "' has no value '" +
                                                 std::string(value) +
                                                 "' (values: " + joinValues(*info) + ")");
    const bool set = info->set(rules, value);
    (void)set; // the value is one of the switch's, checked above
    return Ok{};
}

RuleSet defaultRules(Edition edition) {
    RuleSet rules;
    rules.edition = edition;
    for (const auto& info : switches()) {
        const Status applied =
            setSwitch(rules, info.name, info.defaults[static_cast<std::size_t>(edition)]);
        (void)applied; // the defaults are among the values by construction (tested)
    }
    return rules;
}

} // namespace carcassonne
