// The magic step: after a tile with the magic symbol, or one that joins the mage's and the
// witch's features, one figure is placed or moved, or set aside when nothing can move (mw.trigger
// ... mw.no-target, mw.join, mw.join.symbol).
#include "module.hpp"

#include "rules/tile_catalog.hpp"
#include "rules/vocabulary.hpp"

#include <algorithm>
#include <array>

namespace carcassonne::mage_witch {

using rules::Ask;
using rules::Refusal;

namespace {

std::string where(const GameState& state, NodeId node) {
    return state.board.canonical(node).toString();
}

std::string name(MagicFigure f) {
    return std::string(nameOf(f));
}

} // namespace

namespace {

// The features the figures stand on (their roots), by MagicFigure.
using FigureRoots = std::array<std::optional<NodeId>, kMagicFigures.size()>;

FigureRoots figureRoots(const GameState& state) {
    FigureRoots out;
    for (MagicFigure f : kMagicFigures)
        if (const auto on = state.figure(f))
            out[static_cast<std::size_t>(f)] = state.board.root(*on);
    return out;
}

// The target rule, given the figures' features: targetRefusal finds them for the one target it
// is asked about, the generator once for every target.
[[gnu::always_inline]] inline Refusal targetRule(const GameState& state, const FigureRoots& roots,
                                                 MagicFigure figure, NodeId target, Ask ask) {
    const Board& board = state.board;
    if (!contains(kTargetKinds, board.feature(target).kind))
        return rules::refuse(ask, ErrorCode::MagicTargetNotRoadOrCity, [&] {
            return name(figure) + " cannot go on the " + where(state, target) +
                   ": magic figures stand only on roads and cities (mw.features)";
        });
    if (board.isComplete(target))
        return rules::refuse(ask, ErrorCode::MagicTargetComplete, [&] {
            return "the " + where(state, target) +
                   " is complete; magic figures go only on incomplete roads and cities "
                   "(mw.target.completed)";
        });
    const NodeId r = board.root(target);
    if (roots[static_cast<std::size_t>(figure)] == r)
        return rules::refuse(ask, ErrorCode::MagicTargetSameFeature, [&] {
            return "the " + name(figure) + " already stands on the " + where(state, target) +
                   " and must go to a different feature (mw.target.different)";
        });
    if (roots[static_cast<std::size_t>(other(figure))] == r)
        return rules::refuse(ask, ErrorCode::MagicTargetOtherFigure, [&] {
            return "the " + where(state, target) + " holds the " + name(other(figure)) +
                   " (mw.target.other)";
        });
    return std::nullopt;
}

} // namespace

Refusal targetRefusal(const GameState& state, MagicFigure figure, NodeId target, Ask ask) {
    return targetRule(state, figureRoots(state), figure, target, ask);
}

bool figuresJoined(const GameState& state) {
    const auto mage = state.figure(MagicFigure::Mage);
    const auto witch = state.figure(MagicFigure::Witch);
    return mage && witch && state.board.root(*mage) == state.board.root(*witch);
}

// Both figures are kept off the same features (mw.target.different, mw.target.other): the open
// roads and cities that hold a figure, so a target exists when there are more open ones than that.
bool anyTarget(const GameState& state) {
    const Board& board = state.board;
    std::array<NodeId, kMagicFigures.size()> held{};
    std::size_t excluded = 0;
    for (MagicFigure f : kMagicFigures) {
        const auto on = state.figure(f);
        if (!on || board.isComplete(*on)) continue;
        const NodeId r = board.root(*on);
        if (std::find(held.begin(), held.begin() + static_cast<std::ptrdiff_t>(excluded), r) ==
            held.begin() + static_cast<std::ptrdiff_t>(excluded))
            held[excluded++] = r;
    }
    return board.openFeatureCount(kTargetKinds) > excluded;
}

// Every figure × open road or city the rule accepts (one part per feature: its root), or, when
// there is none, the figures on the board to set aside.
void appendMagicMoves(const GameState& state, std::vector<rules::Move>& out) {
    const std::size_t before = out.size();
    const std::vector<NodeId> targets = state.board.openFeatures(kTargetKinds);
    const FigureRoots roots = figureRoots(state);
    for (MagicFigure f : kMagicFigures)
        for (NodeId t : targets)
            if (!targetRule(state, roots, f, t, Ask::Whether)) {
                rules::Move& m = rules::appended(out, MoveKind::MoveFigure);
                m.figure = f;
                m.node = t;
            }
    if (out.size() > before) return;
    for (MagicFigure f : kMagicFigures)
        if (state.figure(f)) rules::appended(out, MoveKind::RemoveFigure).figure = f;
}

namespace {

// mw.trigger, mw.join, mw.join.symbol (one action serves both duties); and mw.no-target: with
// nothing to place or move, one figure on the board is set aside without a choice, none leaves
// nothing to do, and with both the player chooses.
bool enterMagicStep(GameState& state, Events& events) {
    const bool symbol = tileCatalog().at(state.board.tiles()[*state.placedTile].type).magic;
    if (!symbol && !figuresJoined(state)) return false;
    if (anyTarget(state)) return true;
    std::optional<MagicFigure> only;
    int onBoard = 0;
    for (MagicFigure f : kMagicFigures)
        if (state.figure(f)) ++onBoard, only = f;
    if (onBoard != 1) return onBoard == 2;
    events.push_back(
        FigureRemoved{*only, state.board.canonical(*state.figure(*only)), "mw.no-target"});
    state.figures[static_cast<std::size_t>(*only)].reset();
    return false;
}

Refusal refuseMove(const GameState& state, const rules::Move& m, Ask ask) {
    if (m.node >= state.board.nodeCount())
        return rules::refuse(ask, ErrorCode::FeatureNotFound,
                             [] { return "no such feature on the board"; });
    return targetRefusal(state, m.figure, m.node, ask);
}

void applyMove(GameState& state, const rules::Move& m, Events& events) {
    const auto from = state.figure(m.figure);
    events.push_back(FigureMoved{
        m.figure, from ? std::optional<FeatureRef>(state.board.canonical(*from)) : std::nullopt,
        state.board.canonical(m.node)});
    state.figures[static_cast<std::size_t>(m.figure)] = m.node;
}

void generateMagic(const GameState& state, const rules::Draw&, std::vector<rules::Move>& out) {
    appendMagicMoves(state, out);
}

// mw.no-target, mw.join: only when nothing can be placed or moved.
Refusal refuseRemove(const GameState& state, const rules::Move& m, Ask ask) {
    if (!state.figure(m.figure))
        return rules::refuse(ask, ErrorCode::MagicRemovalNotAllowed,
                             [&] { return "the " + name(m.figure) + " is not on the board"; });
    if (anyTarget(state))
        return rules::refuse(ask, ErrorCode::MagicRemovalNotAllowed, [] {
            return "a magic figure can still be placed or moved, so none may be removed "
                   "(mw.no-target)";
        });
    return std::nullopt;
}

void applyRemove(GameState& state, const rules::Move& m, Events& events) {
    const std::string_view ruling = figuresJoined(state) ? "mw.join" : "mw.no-target";
    events.push_back(
        FigureRemoved{m.figure, state.board.canonical(*state.figure(m.figure)), ruling});
    state.figures[static_cast<std::size_t>(m.figure)].reset();
}

// The removals are listed by the MoveFigure generator, which alone knows there is no target.
void generateNothing(const GameState&, const rules::Draw&, std::vector<rules::Move>&) {}

std::string labelMove(const GameState& before, const rules::Move& m) {
    return std::string(toString(m.figure)) + " -> " + before.board.canonical(m.node).toString();
}

// A target by its root, as appendMagicMoves lists it (one part per feature).
rules::Move canonicalMove(const GameState& state, const rules::Move& m) {
    rules::Move out = m;
    if (m.node < state.board.nodeCount()) out.node = state.board.root(m.node);
    return out;
}

std::string labelRemove(const GameState&, const rules::Move& m) {
    return "remove " + std::string(toString(m.figure));
}

} // namespace

std::span<const rules::StepRules> steps() {
    static constexpr rules::StepRules kMagicSteps[] = {{Phase::Magic, &enterMagicStep}};
    return kMagicSteps;
}

std::span<const rules::MoveRules> moves() {
    static constexpr rules::MoveRules kMagicMoves[] = {
        {MoveKind::MoveFigure, &refuseMove, &applyMove, &generateMagic, &labelMove, &canonicalMove},
        {MoveKind::RemoveFigure, &refuseRemove, &applyRemove, &generateNothing, &labelRemove,
         nullptr},
    };
    return kMagicMoves;
}

} // namespace carcassonne::mage_witch
