#pragma once
// The names of the River's switch values (vocabulary.hpp's tables for its two enums), read by
// its switches' binding (register.cpp).

#include "kinds.hpp"
#include "rules/vocabulary.hpp"

namespace carcassonne {

template <>
struct Vocabulary<river::RiverTurns> {
    static constexpr std::string_view what = "river turn rule";
    static constexpr std::array<NameRow<river::RiverTurns>, 3> rows{
        {{river::RiverTurns::NoUTurn, "no-u-turn"},
         {river::RiverTurns::NoSameTurnTwice, "no-same-turn-twice"},
         {river::RiverTurns::NoThreeSameTurns, "no-three-same-turns"}}};
};

template <>
struct Vocabulary<river::RiverBaseStart> {
    static constexpr std::string_view what = "base start tile with the River";
    static constexpr std::array<NameRow<river::RiverBaseStart>, 2> rows{
        {{river::RiverBaseStart::Box, "box"}, {river::RiverBaseStart::Shuffled, "shuffled"}}};
};

} // namespace carcassonne
