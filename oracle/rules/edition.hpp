#pragma once
// Editions and rule switches. Every rule difference between editions is a named switch with a
// default per edition and the ruling it comes from, so users can see and override it.

#include "expansion_set.hpp"
#include "result.hpp"
#include "tile.hpp"

#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne {

enum class Edition : std::uint8_t { C1, C2, C3, C3_1 };
inline constexpr std::array<Edition, 4> kEditions{Edition::C1, Edition::C2, Edition::C3,
                                                  Edition::C3_1};
std::string_view toString(Edition e); // "C1", "C2", "C3", "C3.1"
std::optional<Edition> editionFromString(std::string_view text);
std::string_view describe(Edition e); // the boxes and years the profile stands for

std::string_view titleOf(Expansion e); // "Inns & Cathedrals": the box's name, for people
// What a list of expansions may name: every expansion but the base game, which is always in play.
std::optional<Expansion> expansionToAdd(std::string_view text);
std::vector<std::string> expansionToAddNames(); // "inns-cathedrals", "mage-witch"
std::string expansionToAddChoices();            // "inns-cathedrals or mage-witch"
// The expansions in the set beyond the base game, in table order.
std::vector<Expansion> expansionsIn(const ExpansionSet& set);
std::vector<std::string> expansionNamesIn(const ExpansionSet& set);

// base.field / base.field.old; Off: the variant without farmers (base.farmers.off)
enum class FarmerScoring : std::uint8_t { ThreePerCity, ThreePerCityOnce, FourPerCity, Off };
// ic.*.incomplete / ic.*.incomplete.c31
enum class IncompleteInnCathedral : std::uint8_t { Zero, Plain };

// The rules in force for one game: an edition profile, possibly with switches overridden.
struct RuleSet {
    Edition edition = Edition::C3;
    bool tinyCity = false;                                                   // base.city.tiny
    FarmerScoring farmers = FarmerScoring::ThreePerCity;                     // base.field.old
    IncompleteInnCathedral innCathedralFinal = IncompleteInnCathedral::Zero; // ic.*.incomplete
    bool inns = true;       // off: ic.inns.off (the inns change no score)
    bool cathedrals = true; // off: ic.cathedrals.off (the cathedrals change no score)
    // The River's switches (their values: expansions/river/kinds.hpp).
    river::RiverTurns riverTurns = river::RiverTurns::NoSameTurnTwice; // river.turn.*
    river::RiverBaseStart riverBaseStart = river::RiverBaseStart::Box; // river.start.*
    friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

RuleSet defaultRules(Edition edition);

// A named switch: its values, its default in each edition, the ruling and source behind it.
struct SwitchInfo {
    std::string_view name;
    std::string_view description;
    std::vector<std::string_view> values;
    std::array<std::string_view, 4> defaults; // by Edition
    std::vector<std::string_view> rulings;
    std::string_view source;
    bool secondary; // the edition difference rests on a secondary source
    // The RuleSet field the switch stands for, read and written by value name (vocabulary.hpp).
    std::string_view (*get)(const RuleSet&);
    bool (*set)(RuleSet&, std::string_view); // false: not one of `values`
};

std::span<const SwitchInfo> allSwitches();
const SwitchInfo* findSwitch(std::string_view name);
std::string_view switchValue(const RuleSet& rules, std::string_view name);
// Sets a switch by name; refuses unknown switches and values with a message naming the valid ones.
Status setSwitch(RuleSet& rules, std::string_view name, std::string_view value);

} // namespace carcassonne
