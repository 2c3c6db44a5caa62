#pragma once
// Plays a record's actions one by one on a game, as the scenario runner does (rules::playNamed):
// in particular a removal of the figure the rules already set aside this turn (a forced removal,
// mw.no-target) is accepted as an acknowledgement, since engines and logs commonly record that
// removal as a move.

#include "rules/rules.hpp"

#include <optional>

namespace carcassonne::gamelog {

class Replayer {
public:
    explicit Replayer(GameState start) : state_(std::move(start)) {}
    const GameState& state() const { return state_; }

    // Plays one action and returns its ledger; a refused action changes nothing.
    Result<Events> apply(const NamedMove& action);

private:
    GameState state_;
    ForcedRemoval forced_;
};

} // namespace carcassonne::gamelog
