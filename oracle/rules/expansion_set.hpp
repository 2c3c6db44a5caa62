#pragma once
// The expansions in play: a set over Expansion. The base game is always in it; an empty set is
// the base game alone.

#include "kind_tables.hpp"

#include <cstdint>
#include <initializer_list>

namespace carcassonne {

class ExpansionSet {
public:
    constexpr ExpansionSet() = default;
    constexpr ExpansionSet(std::initializer_list<Expansion> expansions) {
        for (Expansion e : expansions)
            add(e);
    }
    constexpr bool has(Expansion e) const { return e == Expansion::Base || (bits_ & bit(e)) != 0; }
    // Every expansion of `other` is in play (a tile two expansions share needs both).
    constexpr bool hasAll(const ExpansionSet& other) const { return (other.bits_ & ~bits_) == 0; }
    constexpr ExpansionSet& add(Expansion e) {
        if (e != Expansion::Base) bits_ |= bit(e);
        return *this;
    }
    // Every expansion the oracle models.
    static constexpr ExpansionSet modelled() {
        ExpansionSet set;
        for (const ExpansionRow& row : kExpansionRows)
            set.add(row.id);
        return set;
    }
    // The expansions played when a record names none (ExpansionRow::byDefault).
    static constexpr ExpansionSet byDefault() {
        ExpansionSet set;
        for (const ExpansionRow& row : kExpansionRows)
            if (row.byDefault) set.add(row.id);
        return set;
    }
    // byDefault(), as the layers above call it (phase 2: each caller says which it means).
    static constexpr ExpansionSet all() { return byDefault(); }
    friend bool operator==(const ExpansionSet&, const ExpansionSet&) = default;

private:
    static constexpr std::uint32_t bit(Expansion e) {
        return std::uint32_t{1} << static_cast<unsigned>(e);
    }
    std::uint32_t bits_ = 0;
};

} // namespace carcassonne
