#include "log_check.hpp"

#include "claims.hpp"
#include "replayer.hpp"
#include "scenario/describe.hpp"

namespace carcassonne::gamelog {

namespace {

class Checker {
public:
    Checker(const GameLog& log, GameState start, CompareLevel level)
        : log_(log), level_(level), replay_(std::move(start)) {
        result_.recording.setup = log.setup;
    }

    CheckResult run() {
        for (const LogMove& m : log_.moves)
            if (!step(m)) return finish();
        if (log_.end) step(*log_.end);
        return finish();
    }

private:
    const GameLog& log_;
    CompareLevel level_;
    Replayer replay_;
    CheckResult result_;

    const std::vector<std::string>& players() const { return log_.setup.players; }
    std::string name(int p) const {
        return scenario::playerName(players(), static_cast<PlayerIndex>(p));
    }

    CheckResult finish() {
        result_.state = replay_.state();
        return std::move(result_);
    }

    void diverge(const LogMove& m, std::string summary, std::vector<std::string> expected,
                 std::vector<std::string> actual) {
        result_.divergence = Divergence{
            m.line,         "", std::move(summary), std::move(expected), std::move(actual),
            replay_.state()};
    }

    // Plays one line; false once the log and the oracle disagree.
    bool step(const LogMove& m) {
        // Taken before the move: replay_.state() changes under it.
        const PlayerIndex current = replay_.state().current;
        const bool over = replay_.state().phase == Phase::Over;
        RecordedAction ra;
        ra.action = m.action;
        ra.origin = "line " + std::to_string(m.line);
        if (startsTurn(m.action) && !over) ra.player = current;
        const bool wrongPlayer = m.player && !over && *m.player != current;
        const std::string mover = name(current);
        auto events = replay_.apply(m.action);
        if (!events) {
            const Error& e = events.error();
            ra.expect.error = e.code;
            result_.recording.actions.push_back(ra);
            diverge(m, "illegal move: " + describe(m.action),
                    {"refused (" + std::string(toString(e.code)) + "): " + e.message},
                    {"the log plays it: " + describe(m.action)});
            return false;
        }
        ra.events = *events;
        const GameState& after = replay_.state();
        ra.scores = allScores(after);
        if (wrongPlayer) {
            ra.player = current;
            ra.expect.phase = after.phase;
            result_.recording.actions.push_back(ra);
            diverge(m, "wrong player: it is " + mover + "'s turn", {mover + "'s turn"},
                    {"player: " + name(*m.player)});
            return false;
        }
        Disagreement d;
        if (m.claims.events)
            d = compareLedger(after, ra.events, *m.claims.events, players(), level_);
        for (const auto& note : d.notes)
            result_.notes.push_back({m.line, note});
        const bool ledgerDiffers = !d.empty();
        if (m.claims.scores) {
            Disagreement s = compareScores(after, *m.claims.scores, players());
            d.expected.insert(d.expected.end(), s.expected.begin(), s.expected.end());
            d.actual.insert(d.actual.end(), s.actual.begin(), s.actual.end());
        }
        if (!d.empty()) {
            ra.expect.scored = scoredEntries(ra.events);
            ra.expect.scores = allScores(after);
            result_.recording.actions.push_back(ra);
            diverge(m,
                    std::string(ledgerDiffers ? "the claimed ledger differs"
                                              : "the claimed scores differ") +
                        " (" + describe(m.action) + ")",
                    d.expected, d.actual);
            return false;
        }
        result_.recording.actions.push_back(std::move(ra));
        return true;
    }
};

} // namespace

formats::Parsed<CheckResult> checkLog(const GameLog& log, CompareLevel level) {
    auto start = startGame(log.setup);
    if (!start) return formats::InputError{.line = log.setupLine, .message = start.error().message};
    return Checker(log, std::move(start).value(), level).run();
}

} // namespace carcassonne::gamelog
