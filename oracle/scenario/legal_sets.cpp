#include "legal_sets.hpp"

#include "action.hpp"

namespace carcassonne::scenario {

LegalSets legalSets(const GameState& state, std::optional<TileTypeId> drawn) {
    LegalSets sets;
    const std::vector<rules::Move> moves = rules::legalMoves(state, rules::Draw{drawn});
    sets.moves = moves.size();
    for (const rules::Move& m : moves) {
        const Action a = actionOf(nameMove(state, m));
        switch (a.kind) {
        case Action::Kind::Place:
            sets.placements.push_back(m);
            break;
        case Action::Kind::Magic:
            sets.magic.push_back(m);
            break;
        case Action::Kind::Follower:
            if (a.follower) sets.followers.push_back(m);
            break;
        case Action::Kind::Draw:
        case Action::Kind::Discard:
        case Action::Kind::Final:
            break;
        }
    }
    return sets;
}

} // namespace carcassonne::scenario
