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

Result<Move> resolveMove(const GameState& state, const NamedMove& move) {
    return std::visit(Overloaded{
                          [&](const MoveFigureTo& m) -> Result<Move> {
                              const auto node = findFeature(state.board, m.target);
                              if (!node) return node.error();
                              return Move{MoveFigure{m.figure, *node}};
                          },
                          [&](const PlaceFollowerOn& m) -> Result<Move> {
                              const auto node = findFeature(state.board, m.on);
                              if (!node) return node.error();
                              return Move{PlaceFollower{*node, m.kind}};
                          },
                          [&](const ModuleMoveOn& m) -> Result<Move> {
                              if (!rules::carries(rowOf(m.kind), kFeatureOperand))
                                  return Move{ModuleMove{m.kind}};
                              const auto node = findFeature(state.board, m.on);
                              if (!node) return node.error();
                              return Move{ModuleMove{m.kind, *node}};
                          },
                          [](const auto& m) -> Result<Move> { return Move{m}; },
                      },
                      move);
}

NamedMove nameMove(const GameState& before, const Move& move) {
    return nameMove(before, rules::fromVariant(move));
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
            [](const ModuleMoveOn& m) {
                rules::Move out;
                out.kind = m.kind;
                return out;
            },
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
    }
    return ModuleMoveOn{m.kind, feature}; // a module's kind: the abbot's recall
}

MoveKind kindOf(const NamedMove& move) {
    return operandsOf(move).kind;
}

std::optional<FeatureRef> namedFeature(const NamedMove& move) {
    if (const auto* m = std::get_if<MoveFigureTo>(&move)) return m->target;
    if (const auto* m = std::get_if<PlaceFollowerOn>(&move)) return m->on;
    if (const auto* m = std::get_if<ModuleMoveOn>(&move))
        if (rules::carries(rowOf(m->kind), kFeatureOperand)) return m->on;
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
            [](const ModuleMoveOn& m) {
                const std::string name(rowOf(m.kind).name); // "recall"
                return rules::carries(rowOf(m.kind), kFeatureOperand) ? name + " on " + where(m.on)
                                                                      : name;
            },
        },
        move);
}

} // namespace carcassonne
