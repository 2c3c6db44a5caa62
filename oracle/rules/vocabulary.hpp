#pragma once
// The names of the rules' enums, one table per enum: printing, parsing and the lists of choices
// (the CLI's, the error messages', the protocol handshake's) all read the same rows, so a new
// value is one row. The spellings are part of the public contract: scenarios, game logs and the
// engine protocol use them.

#include "edition.hpp"
#include "figures.hpp"
#include "game_state.hpp"
#include "score_event.hpp"
#include "tile.hpp"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace carcassonne {

template <typename E>
struct NameRow {
    E value;
    std::string_view name;
};

// Vocabulary<E>::rows lists every value of E with its name, in the order choices are offered;
// Vocabulary<E>::what names the vocabulary in messages ("expected an expansion: ...").
template <typename E>
struct Vocabulary;

// A kind's names, read off its table (kind_tables.hpp): the names are the rows' own.
template <typename E, typename Table, typename Row>
constexpr auto nameRows(const Table& table, NameRow<E> (*nameOfRow)(const Row&)) {
    std::array<NameRow<E>, std::tuple_size_v<Table>> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = nameOfRow(table[i]);
    return out;
}

template <>
struct Vocabulary<Edition> {
    static constexpr std::string_view what = "edition";
    static constexpr std::array<NameRow<Edition>, 4> rows{
        {{Edition::C1, "C1"}, {Edition::C2, "C2"}, {Edition::C3, "C3"}, {Edition::C3_1, "C3.1"}}};
};

template <>
struct Vocabulary<Expansion> {
    static constexpr std::string_view what = "expansion";
    static constexpr auto rows = nameRows<Expansion>(
        kExpansionRows, +[](const ExpansionRow& r) {
            return NameRow<Expansion>{r.id, r.name};
        });
};

template <>
struct Vocabulary<MagicFigure> {
    static constexpr std::string_view what = "magic figure";
    static constexpr std::array<NameRow<MagicFigure>, 2> rows{
        {{MagicFigure::Mage, "mage"}, {MagicFigure::Witch, "witch"}}};
};

template <>
struct Vocabulary<FollowerKind> {
    static constexpr std::string_view what = "follower kind";
    static constexpr auto rows = nameRows<FollowerKind>(
        kFollowerKindRows, +[](const FollowerKindRow& r) {
            return NameRow<FollowerKind>{r.kind, r.name};
        });
};

template <>
struct Vocabulary<Phase> {
    static constexpr std::string_view what = "step";
    static constexpr auto rows = nameRows<Phase>(
        kStepRows, +[](const StepRow& r) {
            return NameRow<Phase>{r.phase, r.name};
        });
};

template <>
struct Vocabulary<FeatureKind> {
    static constexpr std::string_view what = "feature kind";
    static constexpr auto rows = nameRows<FeatureKind>(
        kFeatureKindRows, +[](const FeatureKindRow& r) {
            return NameRow<FeatureKind>{r.kind, r.name};
        });
};

template <>
struct Vocabulary<ModifierKind> {
    static constexpr std::string_view what = "score modifier";
    static constexpr auto rows = nameRows<ModifierKind>(
        kModifierRows, +[](const ModifierRow& r) {
            return NameRow<ModifierKind>{r.kind, r.name};
        });
};

// The values of the rule switches (edition.hpp binds each switch to its RuleSet field).
template <>
struct Vocabulary<bool> {
    static constexpr std::string_view what = "on or off";
    static constexpr std::array<NameRow<bool>, 2> rows{{{false, "off"}, {true, "on"}}};
};

template <>
struct Vocabulary<FarmerScoring> {
    static constexpr std::string_view what = "farmer scoring";
    static constexpr std::array<NameRow<FarmerScoring>, 4> rows{
        {{FarmerScoring::ThreePerCity, "3-per-city"},
         {FarmerScoring::ThreePerCityOnce, "3-per-city-once"},
         {FarmerScoring::FourPerCity, "4-per-city"},
         {FarmerScoring::Off, "off"}}};
};

template <>
struct Vocabulary<IncompleteInnCathedral> {
    static constexpr std::string_view what = "incomplete inn or cathedral value";
    static constexpr std::array<NameRow<IncompleteInnCathedral>, 2> rows{
        {{IncompleteInnCathedral::Zero, "zero"}, {IncompleteInnCathedral::Plain, "plain"}}};
};

// Every format flags a follower by its kind's name (`large: true`); the normal follower has no
// flag. So a new kind is a new flag everywhere without a change to any reader or writer.
inline constexpr bool flagged(FollowerKind kind) {
    return rowOf(kind).flagged;
}
// A follower object's keys in a format: `keys` and a flag per kind but the normal one.
std::vector<std::string> withFollowerFlags(std::vector<std::string> keys);
// The kind a follower's flags name; `isSet(flag)` reads one flag (the reader checks its type).
template <typename IsSet>
FollowerKind followerKindOf(IsSet isSet) {
    FollowerKind out = FollowerKind::Normal;
    for (const auto& row : Vocabulary<FollowerKind>::rows)
        if (flagged(row.value) && isSet(std::string(row.name))) out = row.value;
    return out;
}
std::string followerWords(FollowerKind kind); // "follower", "large follower"
// Words after their indefinite article, chosen by the first letter: "a large", "an abbot".
std::string withArticle(const std::string& words);
// A follower's words with their article: "a follower", "an abbot follower".
std::string aFollower(FollowerKind kind);
std::string followerNote(FollowerKind kind); // "", " (large)"

// Printing, parsing and listing, for every vocabulary above.
template <typename E>
constexpr std::string_view nameOf(E value) {
    for (const auto& row : Vocabulary<E>::rows)
        if (row.value == value) return row.name;
    return "?";
}

template <typename E>
constexpr std::optional<E> parseName(std::string_view text) {
    for (const auto& row : Vocabulary<E>::rows)
        if (row.name == text) return row.value;
    return std::nullopt;
}

template <typename E>
std::vector<std::string> namesOf() {
    std::vector<std::string> out;
    for (const auto& row : Vocabulary<E>::rows)
        out.emplace_back(row.name);
    return out;
}

// "inn, cathedral, mage or witch": choices as a message offers them.
std::string orList(const std::vector<std::string>& names);

template <typename E>
std::string choicesOf() {
    return orList(namesOf<E>());
}

template <typename E>
constexpr auto valuesOf() {
    std::array<E, Vocabulary<E>::rows.size()> out{};
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = Vocabulary<E>::rows[i].value;
    return out;
}

} // namespace carcassonne
