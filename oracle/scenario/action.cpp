#include "action.hpp"

#include "position.hpp"

#include <string_view>

namespace carcassonne::scenario {

namespace {

// The actions that play a move, by their key in the scenario language (MoveKindRow::
// scenarioAction). Each writes an operand in a field of its own: a tile and how it was named,
// a square and a rotation, a magic figure, a follower kind, and a feature, which is a magic
// action's target or what a follower stands on; a magic action without a target is `remove`, a
// follower action without a feature `none`.
struct ActionKey {
    Action::Kind kind;
    std::string_view key;
};
constexpr ActionKey kActionKeys[] = {
    {Action::Kind::Place, "place"}, {Action::Kind::Discard, "discard"},
    {Action::Kind::Magic, "magic"}, {Action::Kind::Follower, "follower"},
    {Action::Kind::Final, "final"},
};

std::string_view keyOf(Action::Kind kind) {
    for (const ActionKey& k : kActionKeys)
        if (k.kind == kind) return k.key;
    return {}; // a draw plays no move
}

Action::Kind actionKindOf(std::string_view key) {
    for (const ActionKey& k : kActionKeys)
        if (k.key == key) return k.kind;
    return Action::Kind::Final; // unreachable: every move kind's row names an action above
}

// The operands the action names (Operand bits) and their values; with the action's key they say
// which kind of move it plays.
std::uint8_t readOperands(const Action& a, std::optional<TileTypeId> drawn, rules::Move& move,
                          FeatureRef& feature) {
    switch (a.kind) {
    case Action::Kind::Draw:
    case Action::Kind::Final:
        return 0;
    case Action::Kind::Place:
        // The drawn copy, which a `tile:` beside it names (TurnTrack checks it).
        move.tile = drawn ? *drawn : *a.tile;
        move.naming = drawn ? TileNaming::Id : a.tileNaming;
        move.setAt(a.at);
        move.rotation = a.rotation;
        return kTileOperand | kSquareOperand;
    case Action::Kind::Discard:
        move.tile = *a.tile;
        move.naming = a.tileNaming;
        return kTileOperand;
    case Action::Kind::Magic:
        move.figure = a.magic.figure;
        if (a.magic.remove) return kFigureOperand;
        feature = featureRef(*a.magic.target);
        return kFigureOperand | kFeatureOperand;
    case Action::Kind::Follower:
        if (!a.follower) return 0;
        feature = featureRef(a.follower->on);
        move.follower = a.follower->kind;
        return kFeatureOperand | kFollowerOperand;
    }
    return 0;
}

} // namespace

std::optional<NamedMove> namedMoveOf(const Action& a, std::optional<TileTypeId> drawn) {
    const std::string_view key = keyOf(a.kind);
    if (key.empty()) return std::nullopt;
    if (a.kind == Action::Kind::Place && !drawn && !a.tile) return std::nullopt;
    rules::Move move;
    FeatureRef feature;
    const std::uint8_t operands = readOperands(a, drawn, move, feature);
    for (const MoveKindRow& row : kMoveKindRows)
        if (row.scenarioAction == key && row.operands == operands) {
            move.kind = row.kind;
            return namedMove(move, feature);
        }
    return std::nullopt; // no kind of move is written so
}

// A location carries only the parts its kind's row locates it by, as the loader reads it, so
// that a written and reloaded scenario equals the one written.
FeatureSpec featureSpec(const FeatureRef& f) {
    FeatureSpec s;
    s.at = f.at;
    s.kind = f.kind;
    const PartLocation by = rowOf(f.kind).location;
    if (by == PartLocation::Side)
        s.location = {Location::Type::Side, f.location.side, HalfEdge::NL};
    else if (by == PartLocation::HalfEdge && f.location.type == Location::Type::HalfEdge)
        s.location = {Location::Type::HalfEdge, Side::N, f.location.halfEdge};
    return s;
}

Action actionOf(const NamedMove& named) {
    const rules::Move move = operandsOf(named);
    const FeatureRef feature = namedFeature(named).value_or(FeatureRef{});
    Action a;
    a.kind = actionKindOf(rowOf(move.kind).scenarioAction);
    if (rules::carries(move, kTileOperand)) {
        a.tile = move.tile;
        a.tileNaming = move.naming;
    }
    if (rules::carries(move, kSquareOperand)) {
        a.at = move.at();
        a.rotation = move.rotation;
    }
    if (rules::carries(move, kFigureOperand)) {
        a.magic.figure = move.figure;
        a.magic.remove = !rules::carries(move, kFeatureOperand);
    }
    if (rules::carries(move, kFollowerOperand))
        a.follower = FollowerSpec{featureSpec(feature), move.follower, {}};
    else if (rules::carries(move, kFeatureOperand))
        a.magic.target = featureSpec(feature);
    return a;
}

Action drawAction(TileTypeId tile) {
    Action a;
    a.kind = Action::Kind::Draw;
    a.tile = tile;
    return a;
}

} // namespace carcassonne::scenario
