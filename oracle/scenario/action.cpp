#include "action.hpp"

#include "position.hpp"
#include "rules/overloaded.hpp"

namespace carcassonne::scenario {

std::optional<NamedMove> namedMoveOf(const Action& a, std::optional<TileTypeId> drawn) {
    switch (a.kind) {
    case Action::Kind::Draw:
        return std::nullopt;
    case Action::Kind::Place:
        // The drawn copy, which a `tile:` beside it names (TurnTrack checks it).
        if (drawn) return PlaceTile{*drawn, a.at, a.rotation};
        if (!a.tile) return std::nullopt;
        return PlaceTile{*a.tile, a.at, a.rotation, a.tileNaming};
    case Action::Kind::Discard:
        return DiscardTile{*a.tile, a.tileNaming};
    case Action::Kind::Magic:
        if (a.magic.remove) return RemoveFigure{a.magic.figure};
        return MoveFigureTo{a.magic.figure, featureRef(*a.magic.target)};
    case Action::Kind::Follower:
        if (!a.follower) return Pass{};
        return PlaceFollowerOn{featureRef(a.follower->on), a.follower->kind};
    case Action::Kind::Final:
        return EndGame{};
    }
    return std::nullopt;
}

// A location carries only the parts its kind uses, as the loader reads it, so that a written
// and reloaded scenario equals the one written.
FeatureSpec featureSpec(const FeatureRef& f) {
    FeatureSpec s;
    s.at = f.at;
    s.kind = f.kind;
    if (f.kind == FeatureKind::Road || f.kind == FeatureKind::City)
        s.location = {Location::Type::Side, f.location.side, HalfEdge::NL};
    else if (f.kind == FeatureKind::Field && f.location.type == Location::Type::HalfEdge)
        s.location = {Location::Type::HalfEdge, Side::N, f.location.halfEdge};
    return s;
}

Action actionOf(const NamedMove& move) {
    Action a;
    std::visit(Overloaded{
                   [&](const PlaceTile& m) {
                       a.kind = Action::Kind::Place;
                       a.tile = m.tile;
                       a.tileNaming = m.naming;
                       a.at = m.at;
                       a.rotation = m.rotation;
                   },
                   [&](const DiscardTile& m) {
                       a.kind = Action::Kind::Discard;
                       a.tile = m.tile;
                       a.tileNaming = m.naming;
                   },
                   [&](const MoveFigureTo& m) {
                       a.kind = Action::Kind::Magic;
                       a.magic.figure = m.figure;
                       a.magic.target = featureSpec(m.target);
                   },
                   [&](const RemoveFigure& m) {
                       a.kind = Action::Kind::Magic;
                       a.magic.figure = m.figure;
                       a.magic.remove = true;
                   },
                   [&](const PlaceFollowerOn& m) {
                       a.kind = Action::Kind::Follower;
                       a.follower = FollowerSpec{featureSpec(m.on), m.kind, {}};
                   },
                   [&](const Pass&) { a.kind = Action::Kind::Follower; },
                   [&](const EndGame&) { a.kind = Action::Kind::Final; },
               },
               move);
    return a;
}

Action drawAction(TileTypeId tile) {
    Action a;
    a.kind = Action::Kind::Draw;
    a.tile = tile;
    return a;
}

} // namespace carcassonne::scenario
