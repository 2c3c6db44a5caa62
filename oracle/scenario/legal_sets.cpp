#include "legal_sets.hpp"

#include "action.hpp"

namespace carcassonne::scenario {

namespace {

// The set the moves of one kind go in: the one their action is written in, or none.
std::vector<rules::Move>* setOf(LegalSets& sets, const Action& a) {
    // The scenario language's three legal sets, by the action their moves are written in.
    if (a.key == "place") return &sets.placements;
    if (a.key == "magic") return &sets.magic;
    if (a.key == "follower" && a.follower) return &sets.followers;
    return nullptr;
}

} // namespace

bool listedBesideFollowers(MoveKind kind) {
    const MoveKindRow& row = rowOf(kind);
    return row.step == Phase::Follower && rules::listedOnItsOwn(row);
}

LegalSets legalSets(const GameState& state, std::optional<TileTypeId> drawn) {
    return legalSets(state, rules::Draw{.tile = drawn});
}

LegalSets legalSets(const GameState& state, const rules::Draw& draw) {
    LegalSets sets;
    const std::vector<rules::Move> moves = rules::legalMoves(state, draw);
    // legalMoves lists a step's moves kind by kind, and the moves of a kind share their set: one
    // action named per kind (the placements of a tile are most of the moves, and fuzz asks for
    // them at every draw).
    const rules::Move* first = nullptr;
    std::vector<rules::Move>* set = nullptr;
    for (const rules::Move& m : moves) {
        if (!first || m.kind != first->kind) {
            first = &m;
            set = listedBesideFollowers(m.kind) ? &sets.besideFollowers
                                                : setOf(sets, actionOf(nameMove(state, m)));
        }
        if (set) set->push_back(m);
    }
    return sets;
}

} // namespace carcassonne::scenario
