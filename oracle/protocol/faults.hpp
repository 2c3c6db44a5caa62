#pragma once
// Deliberate bugs for `serve --fault NAME`, so the tests can show that `drive` and `fuzz` catch
// a wrong engine. A fault rewrites what the model did after each move; the rules model itself is
// never touched.

#include "rules/rules.hpp"

#include <optional>
#include <span>
#include <string_view>

namespace carcassonne::protocol {

enum class Fault {
    None,
    WitchRoundsDown,    // the witch halves rounding down (mw.witch says up)
    NoJoinMove,         // a plain tile joining the figures' features calls for no magic step
    MageCountsPennants, // the mage adds 1 per coat of arms too (mw.mage: tiles only)
    SplitsBreakdown,    // modifiers folded into the base: the same points, another breakdown
    // Any magic target is accepted: complete, the other figure's, its own, a field or a cloister
    // (mw.target.*, mw.features). The legal sets stay right, so only illegal moves show it.
    AcceptsAnyMagicTarget,
    FinalSkipsFarmers, // final scoring scores no field (base.field): a fault of the last action
};

std::span<const std::string_view> faultNames(); // "witch-rounds-down", ...
std::optional<Fault> faultFromString(std::string_view name);

// Turns the model's result of `move` (from `before` to `after`, with `events`) into what the
// faulty engine reports and keeps as its state.
void applyFault(Fault fault, const GameState& before, const rules::Move& move, GameState& after,
                Events& events);

// A move the rules refused with `code` that the faulty engine plays anyway: its events, `state`
// changed; none when the engine refuses it too.
std::optional<Events> acceptAnyway(Fault fault, GameState& state, const rules::Move& move,
                                   ErrorCode code);

} // namespace carcassonne::protocol
