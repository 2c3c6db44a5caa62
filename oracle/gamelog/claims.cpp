#include "claims.hpp"

#include "formats/join.hpp"
#include "scenario/describe.hpp"

#include <algorithm>

namespace carcassonne::gamelog {

namespace {

std::string name(const std::vector<std::string>& players, int p) {
    return scenario::playerName(players, static_cast<PlayerIndex>(p));
}

std::string where(const ClaimedScore& c) {
    return c.feature.toString();
}

std::string describeClaim(const ClaimedScore& c, const std::vector<std::string>& players) {
    std::string out = "events[" + std::to_string(c.index) + "]: " + std::string(toString(c.kind)) +
                      " event for the " + where(c) + ":";
    for (const auto& [field, value] : c.numbers)
        if (field != ScoreField::Points)
            out += " " + std::string(nameOf(field)) + " " + std::to_string(value) + ",";
    if (c.modifiers)
        for (const auto& [kind, delta] : *c.modifiers)
            out += " " + std::string(toString(kind)) + " " + (delta >= 0 ? "+" : "") +
                   std::to_string(delta) + ",";
    out += " points " + std::to_string(c.numbers.at(ScoreField::Points)) + " -> ";
    if (c.scorers.empty()) out += "nobody";
    return out + formats::join(c.scorers, ", ", [&](const std::pair<int, int>& s) {
               return name(players, s.first) + " " + std::to_string(s.second);
           });
}

std::string joined(const std::vector<std::string>& parts) {
    return formats::join(parts, "; ");
}

// The claimed numbers that differ from the oracle's event: the outcome's and the breakdown's (""
// when none does).
struct Differences {
    std::string outcome;
    std::string breakdown;
};
Differences differences(const ClaimedScore& c, const ScoreEvent& e,
                        const std::vector<std::string>& players) {
    std::vector<std::string> diffs, breakdown;
    for (const auto& [field, claimed] : c.numbers)
        if (const int oracle = fieldValue(e, field); claimed != oracle)
            (isBreakdown(field) ? breakdown : diffs)
                .push_back(std::string(nameOf(field)) + " " + std::to_string(claimed) +
                           " (oracle " + std::to_string(oracle) + ")");
    if (c.final && *c.final != e.final)
        diffs.push_back(std::string("final ") + (*c.final ? "true" : "false"));
    if (c.complete && *c.complete != e.complete)
        diffs.push_back(std::string("complete ") + (*c.complete ? "true" : "false"));
    if (c.modifiers) {
        std::vector<std::pair<ModifierKind, int>> oracle;
        for (const auto& m : e.modifiers)
            oracle.emplace_back(m.kind, m.delta);
        if (*c.modifiers != oracle) breakdown.emplace_back("modifiers");
    }
    std::vector<std::pair<int, int>> claimed = c.scorers, oracle;
    for (const auto& s : e.scorers)
        oracle.emplace_back(s.player, s.points);
    std::sort(claimed.begin(), claimed.end());
    std::sort(oracle.begin(), oracle.end());
    if (claimed != oracle) {
        const std::string who = formats::join(oracle, ", ", [&](const std::pair<int, int>& s) {
            return name(players, s.first) + " " + std::to_string(s.second);
        });
        diffs.push_back("scorers (oracle " + (who.empty() ? "nobody" : who) + ")");
    }
    return {joined(diffs), joined(breakdown)};
}

} // namespace

Disagreement compareLedger(const GameState& after, const Events& events,
                           const std::vector<ClaimedScore>& claims,
                           const std::vector<std::string>& players, CompareLevel level) {
    const Board& board = after.board;
    std::vector<std::optional<NodeId>> roots;
    for (const ClaimedScore& c : claims) {
        const auto n = board.find(c.feature.at, c.feature.kind, c.feature.location);
        roots.push_back(n ? std::optional<NodeId>(board.root(*n)) : std::nullopt);
    }
    std::vector<bool> used(claims.size(), false);
    Disagreement d;
    for (const Event& ev : events) {
        const auto* e = std::get_if<ScoreEvent>(&ev);
        if (!e) continue;
        const auto node = board.find(e->feature.at, e->feature.kind, e->feature.location);
        const NodeId root = board.root(*node);
        std::optional<std::size_t> match;
        for (std::size_t i = 0; i < claims.size() && !match; ++i)
            if (!used[i] && claims[i].kind == e->kind && roots[i] == root) match = i;
        if (!match) {
            d.expected.push_back(scenario::describe(players, *e));
            d.actual.push_back("no event for the " + e->feature.toString());
            continue;
        }
        used[*match] = true;
        const Differences both = differences(claims[*match], *e, players);
        if (both.outcome.empty() && !both.breakdown.empty() && level == CompareLevel::Outcome) {
            d.notes.push_back("the breakdown of the " + e->feature.toString() + " event differs (" +
                              both.breakdown + "): " + describeClaim(claims[*match], players) +
                              "; oracle: " + scenario::describe(players, *e));
            continue;
        }
        const std::string diff = both.outcome.empty()     ? both.breakdown
                                 : both.breakdown.empty() ? both.outcome
                                                          : both.outcome + "; " + both.breakdown;
        if (diff.empty()) continue;
        d.expected.push_back(scenario::describe(players, *e));
        d.actual.push_back(describeClaim(claims[*match], players) + " [" + diff + "]");
    }
    for (std::size_t i = 0; i < claims.size(); ++i) {
        if (used[i]) continue;
        d.expected.push_back(roots[i]
                                 ? "no score event for the " + board.canonical(*roots[i]).toString()
                                 : "no " + where(claims[i]) + " on the board");
        d.actual.push_back(describeClaim(claims[i], players));
    }
    return d;
}

Disagreement compareScores(const GameState& after, const std::vector<std::pair<int, int>>& claimed,
                           const std::vector<std::string>& players) {
    bool differ = false;
    std::vector<std::string> oracleScores, logScores;
    for (const auto& [p, points] : claimed) {
        const int actual = after.players[static_cast<std::size_t>(p)].score;
        differ = differ || actual != points;
        oracleScores.push_back(name(players, p) + " " + std::to_string(actual));
        logScores.push_back(name(players, p) + " " + std::to_string(points));
    }
    const std::string oracle = formats::join(oracleScores, ", "),
                      log = formats::join(logScores, ", ");
    if (!differ) return {};
    return {{"scores: " + oracle}, {"scores: " + log}, {}};
}

} // namespace carcassonne::gamelog
