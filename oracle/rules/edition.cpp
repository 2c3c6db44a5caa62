#include "edition.hpp"

#include <algorithm>

namespace carcassonne {

std::string_view toString(Edition e) {
    switch (e) {
    case Edition::C1:
        return "C1";
    case Edition::C2:
        return "C2";
    case Edition::C3:
        return "C3";
    case Edition::C3_1:
        return "C3.1";
    }
    return "?";
}

std::optional<Edition> editionFromString(std::string_view text) {
    for (Edition e : kEditions)
        if (toString(e) == text) return e;
    return std::nullopt;
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
               "end-game values and tile set from secondary sources only (provisional)";
    }
    return "?";
}

std::optional<Expansion> expansionFromString(std::string_view text) {
    for (Expansion e : {Expansion::Base, Expansion::InnsCathedrals, Expansion::MageWitch})
        if (toString(e) == text) return e;
    return std::nullopt;
}

namespace {
const std::vector<SwitchInfo>& switches() {
    static const std::vector<SwitchInfo> kSwitches{
        {"tiny-city",
         "A completed city of exactly two tiles scores 1 per tile and coat of arms instead of 2 "
         "(old first-edition rule).",
         {"off", "on"},
         {"off", "off", "off", "off"},
         {"base.city.tiny"},
         "secondary: CAR; JCloisterZone rule option",
         true},
        {"farmers",
         "How fields are scored at game end: 3 per completed city bordering each field "
         "(3-per-city), the same but each player scores a city at most once (3-per-city-once), or "
         "city by city with the farmer majority around each city scoring 4 (4-per-city).",
         {"3-per-city", "3-per-city-once", "4-per-city"},
         {"3-per-city", "3-per-city", "3-per-city", "3-per-city"},
         {"base.field", "base.field.old"},
         "base rules (3rd-edition farmers); historic first-edition rulebooks for the others",
         true},
        {"inn-cathedral-final",
         "At game end an incomplete road with an inn, or city with a cathedral, scores 0 (zero) "
         "or as a plain road or city (plain).",
         {"zero", "plain"},
         {"zero", "zero", "zero", "plain"},
         {"ic.inn.incomplete", "ic.inn.incomplete.c31", "ic.cathedral.incomplete",
          "ic.cathedral.incomplete.c31", "mw.mage.incomplete-inn-cathedral",
          "mw.mage.incomplete-inn-cathedral.c31", "mw.witch.incomplete-inn-cathedral"},
         "I&C rules (zero); C3.1 value from secondary sources (Wikicarpedia, two engines)",
         true},
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
    if (name == "tiny-city") return rules.tinyCity ? "on" : "off";
    if (name == "farmers") {
        switch (rules.farmers) {
        case FarmerScoring::ThreePerCity:
            return "3-per-city";
        case FarmerScoring::ThreePerCityOnce:
            return "3-per-city-once";
        case FarmerScoring::FourPerCity:
            return "4-per-city";
        }
    }
    if (name == "inn-cathedral-final")
        return rules.innCathedralFinal == IncompleteInnCathedral::Zero ? "zero" : "plain";
    return {};
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
    if (name == "tiny-city") rules.tinyCity = value == "on";
    if (name == "farmers")
        rules.farmers = value == "3-per-city"        ? FarmerScoring::ThreePerCity
                        : value == "3-per-city-once" ? FarmerScoring::ThreePerCityOnce
                                                     : FarmerScoring::FourPerCity;
    if (name == "inn-cathedral-final")
        rules.innCathedralFinal =
            value == "zero" ? IncompleteInnCathedral::Zero : IncompleteInnCathedral::Plain;
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
