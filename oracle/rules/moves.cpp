#include "moves.hpp"

#include "overloaded.hpp"

namespace carcassonne::rules {

Move fromVariant(const carcassonne::Move& move) {
    return std::visit(
        Overloaded{
            [](const PlaceTile& m) { return placeTile(m.tile, m.at, m.rotation, m.naming); },
            [](const DiscardTile& m) { return discardTile(m.tile, m.naming); },
            [](const MoveFigure& m) { return moveFigure(m.figure, m.target); },
            [](const RemoveFigure& m) { return removeFigure(m.figure); },
            [](const PlaceFollower& m) { return placeFollower(m.on, m.kind); },
            [](const Pass&) { return pass(); },
            [](const EndGame&) { return endGame(); },
            [](const ModuleMove& m) {
                Move out;
                out.kind = m.kind;
                out.node = m.on;
                return out;
            },
        },
        move);
}

std::optional<carcassonne::Move> toVariant(const Move& m) {
    switch (m.kind) {
    case MoveKind::PlaceTile:
        return PlaceTile{m.tile, m.at(), m.rotation, m.naming};
    case MoveKind::DiscardTile:
        return DiscardTile{m.tile, m.naming};
    case MoveKind::MoveFigure:
        return MoveFigure{m.figure, m.node};
    case MoveKind::RemoveFigure:
        return RemoveFigure{m.figure};
    case MoveKind::PlaceFollower:
        return PlaceFollower{m.node, m.follower};
    case MoveKind::Pass:
        return Pass{};
    case MoveKind::EndGame:
        return EndGame{};
    }
    // A module's kind (the abbot's recall): its kind and its feature, if it carries one.
    if (carries(m, kTileOperand) || carries(m, kSquareOperand) || carries(m, kFigureOperand) ||
        carries(m, kFollowerOperand))
        return std::nullopt; // a kind the variant has no alternative for
    return ModuleMove{m.kind, m.node};
}

} // namespace carcassonne::rules
