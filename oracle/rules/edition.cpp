#include "edition.hpp"

#include "vocabulary.hpp"

#include <algorithm>
#include <type_traits>

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

ExpansionSet ExpansionSet::all() {
    ExpansionSet set;
    for (Expansion e : valuesOf<Expansion>())
        set.add(e);
    return set;
}

std::string_view titleOf(Expansion e) {
    switch (e) {
    case Expansion::Base:
        return "Carcassonne";
    case Expansion::InnsCathedrals:
        return "Inns & Cathedrals";
    case Expansion::MageWitch:
        return "Mage & Witch";
    }
    return "?";
}

std::optional<Expansion> expansionToAdd(std::string_view text) {
    const auto e = parseName<Expansion>(text);
    if (e == Expansion::Base) return std::nullopt;
    return e;
}

std::vector<std::string> expansionToAddNames() {
    return expansionNamesIn(ExpansionSet::all());
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
// A switch bound to a RuleSet field: its values are the names of the field's vocabulary.
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

const std::vector<SwitchInfo>& switches() {
    static const std::vector<SwitchInfo> kSwitches{
        bound<&RuleSet::tinyCity>(
            "tiny-city",
            "A completed city of exactly two tiles scores 1 per tile and coat of arms instead of 2 "
            "(old first-edition rule).",
            {"off", "off", "off", "off"}, {"base.city.tiny"},
            "secondary: CAR; JCloisterZone rule option", true),
        bound<&RuleSet::farmers>(
            "farmers",
            "How fields are scored at game end: 3 per completed city bordering each field "
            "(3-per-city), the same but each player scores a city at most once (3-per-city-once), "
            "or city by city with the farmer majority around each city scoring 4 (4-per-city); "
            "or the variant without farmers (off): no follower goes on a field and fields never "
            "score.",
            {"3-per-city", "3-per-city", "3-per-city", "3-per-city"},
            {"base.field", "base.field.old", "base.farmers.off"},
            "base rules (3rd-edition farmers); historic first-edition rulebooks for the others; "
            "off: JCloisterZone's game without the farmers element",
            true),
        bound<&RuleSet::innCathedralFinal>(
            "inn-cathedral-final",
            "At game end an incomplete road with an inn, or city with a cathedral, scores 0 (zero) "
            "or as a plain road or city (plain).",
            {"zero", "zero", "zero", "plain"},
            {"ic.inn.incomplete", "ic.inn.incomplete.c31", "ic.cathedral.incomplete",
             "ic.cathedral.incomplete.c31", "mw.mage.incomplete-inn-cathedral",
             "mw.mage.incomplete-inn-cathedral.c31", "mw.witch.incomplete-inn-cathedral"},
            "I&C rules (zero); C3.1 value from secondary sources (Wikicarpedia, two engines)",
            true),
        bound<&RuleSet::inns>(
            "inns",
            "Off: the variant without inns: the inn tiles are laid, but an inn changes no score "
            "(the road scores as a plain road, complete or not).",
            {"on", "on", "on", "on"}, {"ic.inns.off"},
            "variant: JCloisterZone's game with the Inns & Cathedrals tiles without the inn "
            "element",
            false),
        bound<&RuleSet::cathedrals>(
            "cathedrals",
            "Off: the variant without cathedrals: the cathedral tiles are laid, but a cathedral "
            "changes no score (the city scores as a plain city, complete or not).",
            {"on", "on", "on", "on"}, {"ic.cathedrals.off"},
            "variant: JCloisterZone's game with the Inns & Cathedrals tiles without the "
            "cathedral element",
            false),
    };
    return kSwitches;
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
