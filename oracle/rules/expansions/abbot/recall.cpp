// The recall (abbot.recall, abbot.recall.incomplete): at the follower step, instead of placing a
// follower, a player takes their abbot back and scores its cloister or garden as it stands, the
// tile just placed counting; the turn then ends as after a follower (the row: After::NextStep).
#include "module.hpp"

#include "rules/scoring.hpp"

#include <algorithm>

namespace carcassonne::abbot {

using rules::Ask;
using rules::Refusal;

namespace {

std::string where(const GameState& state, NodeId node) {
    return state.board.canonical(node).toString();
}

// The abbot on the feature of `node`, if one stands there.
const Follower* abbotOn(const GameState& state, NodeId node) {
    const NodeId root = state.board.root(node);
    const auto it =
        std::find_if(state.followers.begin(), state.followers.end(), [&](const auto& f) {
            return f.kind == kAbbot && state.board.root(f.node) == root;
        });
    return it == state.followers.end() ? nullptr : &*it;
}

Refusal refuseRecall(const GameState& state, const rules::Move& m, Ask ask) {
    if (m.node >= state.board.nodeCount())
        return rules::refuse(ask, ErrorCode::FeatureNotFound,
                             [] { return "no such feature on the board"; });
    const Follower* abbot = abbotOn(state, m.node);
    if (!abbot)
        return rules::refuse(ask, kNoAbbotToRecall, [&] {
            return "the " + where(state, m.node) + " holds no abbot to recall (abbot.recall)";
        });
    if (abbot->player != state.current)
        return rules::refuse(ask, kNotYourAbbot, [&] {
            return "the abbot on the " + where(state, m.node) +
                   " is another player's: a player recalls only their own (abbot.recall)";
        });
    if (state.board.isComplete(m.node))
        return rules::refuse(ask, kAbbotFeatureComplete, [&] {
            return "the " + where(state, m.node) +
                   " is complete: an abbot is recalled only from an incomplete cloister or garden "
                   "(abbot.recall.incomplete)";
        });
    return std::nullopt;
}

// The feature scored as it stands (its value: a cloister's or a garden's, the tile just placed
// among the neighbours), then the abbot back to its owner's supply.
void applyRecall(GameState& state, const rules::Move& m, Events& events) {
    const NodeId root = state.board.root(m.node);
    ScoreEvent e = scoreFeature(state, root, false);
    e.rulings.front() = "abbot.recall"; // in place of base.score.when: scored though incomplete
    events.push_back(std::move(e));
    returnPieces(state, root, events);
}

// The player's abbot, when it stands on an incomplete feature: one recall at most.
void generateRecall(const GameState& state, const rules::Draw&, std::vector<rules::Move>& out) {
    for (const Follower& f : state.followers)
        if (f.kind == kAbbot && f.player == state.current && !state.board.isComplete(f.node))
            rules::appended(out, kRecall).node = state.board.root(f.node);
}

// "recall cloister [0, 1]".
std::string labelRecall(const GameState& before, const rules::Move& m) {
    return "recall " + where(before, m.node);
}

// The feature by its root, as the generator lists it.
rules::Move canonicalRecall(const GameState& state, const rules::Move& m) {
    rules::Move out = m;
    if (m.node < state.board.nodeCount()) out.node = state.board.root(m.node);
    return out;
}

} // namespace

std::span<const rules::MoveRules> moves() {
    static constexpr rules::MoveRules kMoves[] = {
        {kRecall, &refuseRecall, &applyRecall, &generateRecall, &labelRecall, &canonicalRecall},
    };
    return kMoves;
}

} // namespace carcassonne::abbot
