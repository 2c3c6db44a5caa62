#pragma once
// The numbers of a score event, by name: one row each, read by every format that states or
// checks them (a scenario's `scored`, the ledger JSON of the protocol and of game logs, the
// comparisons and the writers). A new number is one row here and one case in fieldValue.

#include "score_event.hpp"
#include "vocabulary.hpp"

#include <optional>
#include <utility>
#include <vector>

namespace carcassonne {

enum class ScoreField : std::uint8_t {
    Tiles,     // distinct tiles (cloisters: the cloister and its neighbours)
    Pennants,  // coats of arms
    Cities,    // fields: completed cities bordering
    Base,      // the plain value
    Inn,       // ic.inn.*: the sum of the inn's modifiers
    Cathedral, // ic.cathedral.*
    Mage,      // mw.mage.*
    Witch,     // mw.witch.*
    Points,    // what each majority player scores
};

template <>
struct Vocabulary<ScoreField> {
    static constexpr std::string_view what = "score event number";
    static constexpr std::array<NameRow<ScoreField>, 9> rows{{{ScoreField::Tiles, "tiles"},
                                                              {ScoreField::Pennants, "pennants"},
                                                              {ScoreField::Cities, "cities"},
                                                              {ScoreField::Base, "base"},
                                                              {ScoreField::Inn, "inn"},
                                                              {ScoreField::Cathedral, "cathedral"},
                                                              {ScoreField::Mage, "mage"},
                                                              {ScoreField::Witch, "witch"},
                                                              {ScoreField::Points, "points"}}};
};

// What an engine's or a log's score events are held against the oracle's on (`--compare` of
// drive, fuzz and check-log). Outcome: per scored feature its kind, scorers and points (with the
// scores, legal sets and figure positions, which have no breakdown). Breakdown: also the numbers
// that explain the points: tiles, pennants, cities, base and the modifiers.
enum class CompareLevel : std::uint8_t { Outcome, Breakdown };

template <>
struct Vocabulary<CompareLevel> {
    static constexpr std::string_view what = "comparison level";
    static constexpr std::array<NameRow<CompareLevel>, 2> rows{
        {{CompareLevel::Outcome, "outcome"}, {CompareLevel::Breakdown, "breakdown"}}};
};

// Whether a field is part of the breakdown (every field but points): under CompareLevel::Outcome
// a difference in it is a note, not a failure.
constexpr bool isBreakdown(ScoreField field) {
    return field != ScoreField::Points;
}

// The modifier a field sums (inn, cathedral, mage, witch); empty for the plain counts.
std::optional<ModifierKind> modifierOf(ScoreField field);
// The fields that are plain numbers of the event, not sums of its modifiers.
std::vector<ScoreField> countFields(); // tiles, pennants, cities, base, points

// The event's member a plain count is held in (nullptr for a modifier field): for readers.
int* countField(ScoreEvent& event, ScoreField field);

// The field's value in an event; a modifier field is the sum of that kind's deltas (0 if none).
int fieldValue(const ScoreEvent& event, ScoreField field);

// What a written scenario states of an event, in table order: tiles, the pennants of a city,
// the cities of a field, base, each modifier the event has, points.
std::vector<std::pair<ScoreField, int>> statedFields(const ScoreEvent& event);

} // namespace carcassonne
