#pragma once
// mw.no-target: when a magic step finds no legal placement or move, the rules set a figure aside
// with the tile, without asking. Records (scenarios, game logs, engines' saves) commonly still
// write that removal as the player's move; every door accepts it as an acknowledgement, through
// this one record of what the rules set aside this turn.

#include "game_state.hpp"
#include "named_move.hpp"
#include "score_event.hpp"

#include <optional>

namespace carcassonne {

struct ForcedRemoval {
    std::optional<MagicFigure> figure; // set aside by the rules with this turn's tile

    // After a tile was placed or discarded: the removal among its events, if any.
    void tilePlayed(const Events& events) {
        figure.reset();
        for (const Event& e : events)
            if (const auto* r = std::get_if<FigureRemoved>(&e)) figure = r->figure;
    }
    void clear() { figure.reset(); }

    // A removal of that figure outside a magic step: nothing to play, the rules did it already.
    bool acknowledges(const GameState& state, const NamedMove& move) const {
        const auto* remove = std::get_if<RemoveFigure>(&move);
        return remove && state.phase != Phase::Magic && figure == remove->figure;
    }
};

} // namespace carcassonne
