#include "named_move.hpp"

#include "overloaded.hpp"
#include "position.hpp"
#include "tile_catalog.hpp"
#include "vocabulary.hpp"

namespace carcassonne {

namespace {

// "road E at [1, 0]", "cloister at [0, 1]".
std::string where(const FeatureRef& f) {
    return f.part() + " at " + toString(f.at);
}

} // namespace

Result<rules::Move> resolveMove(const GameState& state, const NamedMove& move) {
    rules::Move m = operandsOf(move);
    if (const auto feature = namedFeature(move)) {
        const auto node = findFeature(state.board, *feature);
        if (!node) return node.error();
        m.node = *node;
    }
    return m;
}

NamedMove nameMove(const GameState& before, const rules::Move& m) {
    if (!rules::carries(m, kFeatureOperand)) return namedMove(m, {});
    const Board& board = before.board;
    return namedMove(m, m.kind == MoveKind::PlaceFollower ? board.refOf(m.node)
                                                          : board.canonical(m.node));
}

rules::Move operandsOf(const NamedMove& move) {
    return std::visit(
        Overloaded{
            [](const PlaceTile& m) { return rules::placeTile(m.tile, m.at, m.rotation, m.naming); },
            [](const DiscardTile& m) { return rules::discardTile(m.tile, m.naming); },
            [](const MoveFigureTo& m) { return rules::moveFigure(m.figure, 0); },
            [](const RemoveFigure& m) { return rules::removeFigure(m.figure); },
            [](const PlaceFollowerOn& m) { return rules::placeFollower(0, m.kind); },
            [](const Pass&) { return rules::pass(); },
            [](const EndGame&) { return rules::endGame(); },
            [](const MoveOfKind& m) { return m.operands; },
        },
        move);
}

NamedMove namedMove(const rules::Move& m, const FeatureRef& feature) {
    switch (m.kind) {
    case MoveKind::PlaceTile:
        return PlaceTile{m.tile, m.at(), m.rotation, m.naming};
    case MoveKind::DiscardTile:
        return DiscardTile{m.tile, m.naming};
    case MoveKind::MoveFigure:
        return MoveFigureTo{m.figure, feature};
    case MoveKind::RemoveFigure:
        return RemoveFigure{m.figure};
    case MoveKind::PlaceFollower:
        return PlaceFollowerOn{feature, m.follower};
    case MoveKind::Pass:
        return Pass{};
    case MoveKind::EndGame:
        return EndGame{};
    default: // a kind with no alternative of its own: its operands and feature
        break;
    }
    rules::Move operands = m;
    operands.node = 0;
    return MoveOfKind{operands, rules::carries(m, kFeatureOperand) ? feature : FeatureRef{}};
}

MoveKind kindOf(const NamedMove& move) {
    return operandsOf(move).kind;
}

std::optional<FeatureRef> namedFeature(const NamedMove& move) {
    if (const auto* m = std::get_if<MoveFigureTo>(&move)) return m->target;
    if (const auto* m = std::get_if<PlaceFollowerOn>(&move)) return m->on;
    if (const auto* m = std::get_if<MoveOfKind>(&move);
        m && rules::carries(m->operands, kFeatureOperand))
        return m->feature;
    return std::nullopt;
}

bool startsTurn(const NamedMove& move) {
    return std::holds_alternative<PlaceTile>(move) || std::holds_alternative<DiscardTile>(move);
}

std::string describe(const NamedMove& move) {
    return std::visit(
        Overloaded{
            [](const PlaceTile& m) {
                return "place " + tileCatalog().text({m.tile, m.naming}) + " at " + toString(m.at) +
                       " rotated " + std::to_string(m.rotation.degrees());
            },
            [](const DiscardTile& m) {
                return "discard " + tileCatalog().text({m.tile, m.naming});
            },
            [](const MoveFigureTo& m) {
                return std::string(nameOf(m.figure)) + " to " + where(m.target);
            },
            [](const RemoveFigure& m) { return "remove the " + std::string(nameOf(m.figure)); },
            [](const PlaceFollowerOn& m) { return followerWords(m.kind) + " on " + where(m.on); },
            [](const Pass&) { return std::string("no follower (pass)"); },
            [](const EndGame&) { return std::string("end of the game: final scoring"); },
            [](const MoveOfKind& m) {
                const std::string name(rowOf(m.operands.kind).name);
                return rules::carries(m.operands, kFeatureOperand)
                           ? name + " on " + where(m.feature)
                           : name;
            },
        },
        move);
}

} // namespace carcassonne
