#include "action.hpp"

#include "position.hpp"

#include <algorithm>
#include <string_view>

namespace carcassonne::scenario {

namespace {

// Every operand any kind of the action carries.
std::uint8_t operandsOfAction(std::string_view key) {
    std::uint8_t all = 0;
    for (const MoveKindRow& row : kMoveKindRows)
        if (row.scenarioAction == key) all |= row.operands;
    return all;
}

// The operands the action names and their values; with the action's key they say which kind of
// move it plays. Each operand is a field of its own: a tile and how it was named (beside a square,
// the drawn copy, which a `tile:` beside it names: TurnTrack checks it), a square and a rotation,
// a magic figure, a follower kind, and a feature, which is a magic action's target, what a
// follower stands on, or the action's own.
std::uint8_t readOperands(const Action& a, std::optional<TileTypeId> drawn, rules::Move& move,
                          FeatureRef& feature) {
    const std::uint8_t all = operandsOfAction(a.key);
    std::uint8_t named = 0;
    if ((all & kSquareOperand) && drawn) {
        move.tile = *drawn;
        move.naming = TileNaming::Id;
        named |= kTileOperand;
    } else if ((all & kTileOperand) && a.tile) {
        move.tile = *a.tile;
        move.naming = a.tileNaming;
        named |= kTileOperand;
    }
    if (all & kSquareOperand) {
        move.setAt(a.at);
        move.rotation = a.rotation;
        named |= kSquareOperand;
    }
    if (all & kFigureOperand) {
        move.figure = a.magic.figure;
        named |= kFigureOperand;
    }
    if ((all & kFollowerOperand) && a.follower) {
        move.follower = a.follower->kind;
        feature = featureRef(a.follower->on);
        named |= kFollowerOperand | kFeatureOperand;
    } else if ((all & kFigureOperand) && a.magic.target) {
        feature = featureRef(*a.magic.target);
        named |= kFeatureOperand;
    } else if ((all & kFeatureOperand) && a.feature) {
        feature = featureRef(*a.feature);
        named |= kFeatureOperand;
    }
    return named;
}

const MoveKindRow* rowCarrying(std::string_view key, std::uint8_t operands) {
    for (const MoveKindRow& row : kMoveKindRows)
        if (row.scenarioAction == key && row.operands == operands) return &row;
    return nullptr;
}

} // namespace

const std::vector<std::string_view>& actionKeys() {
    static const std::vector<std::string_view> keys = [] {
        std::vector<std::string_view> out{kDrawAction};
        for (const MoveKindRow& row : kMoveKindRows)
            if (std::find(out.begin(), out.end(), row.scenarioAction) == out.end())
                out.push_back(row.scenarioAction);
        return out;
    }();
    return keys;
}

ActionForm actionForm(std::string_view key) {
    ActionForm form;
    for (const MoveKindRow& row : kMoveKindRows) {
        if (row.scenarioAction != key) continue;
        if (row.operands == 0)
            form.bare = true;
        else if (row.operands == kTileOperand)
            form.tileAlone = true;
        else
            form.mapped.push_back(&row);
    }
    return form;
}

std::string formName(const MoveKindRow& row) {
    if (!row.scenarioForm.empty()) return std::string(row.scenarioForm);
    return "a " + std::string(row.scenarioAction) + " action";
}

std::uint8_t operandsNamed(const Action& a) {
    rules::Move move;
    FeatureRef feature;
    return readOperands(a, std::nullopt, move, feature);
}

const MoveKindRow* rowWritten(const Action& a) {
    const std::uint8_t named = operandsNamed(a);
    if (const MoveKindRow* row = rowCarrying(a.key, named)) return row;
    return (named & kSquareOperand) ? rowCarrying(a.key, named | kTileOperand) : nullptr;
}

std::optional<NamedMove> namedMoveOf(const Action& a, std::optional<TileTypeId> drawn) {
    if (a.draws()) return std::nullopt;
    rules::Move move;
    FeatureRef feature;
    const std::uint8_t operands = readOperands(a, drawn, move, feature);
    // A `place` without `tile:` when no tile was drawn places nothing.
    if ((operands & kSquareOperand) && !(operands & kTileOperand)) return std::nullopt;
    if (const MoveKindRow* row = rowCarrying(a.key, operands)) {
        move.kind = row->kind;
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
    a.key = rowOf(move.kind).scenarioAction;
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
    else if (rules::carries(move, kFeatureOperand) && rules::carries(move, kFigureOperand))
        a.magic.target = featureSpec(feature);
    else if (rules::carries(move, kFeatureOperand))
        a.feature = featureSpec(feature);
    return a;
}

Action drawAction(TileTypeId tile) {
    Action a;
    a.key = kDrawAction;
    a.tile = tile;
    return a;
}

} // namespace carcassonne::scenario
