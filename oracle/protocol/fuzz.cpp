#include "fuzz.hpp"

#include "fuzz_game.hpp"
#include "generated_scenario.hpp"
#include "shrink.hpp"

#include "formats/join.hpp"
#include "scenario/action.hpp"
#include "scenario/loader.hpp"
#include "scenario/ordered_jobs.hpp"
#include "scenario/writer.hpp"

#include <algorithm>
#include <functional>

#include <ostream>

namespace carcassonne::protocol {

using namespace scenario;

namespace {

// Candidates for one divergence, driven against the shrinking engine within the budget.
class Prober {
public:
    Prober(EngineLink& engine, const FuzzOptions& o, const std::string& title)
        : engine_(engine), drive_(o.drive), title_(title), stopRequested_(o.stopRequested),
          deadline_(std::chrono::steady_clock::now() + o.shrinkBudget), budget_(o.shrinkBudget),
          startsBefore_(engine.starts()), restarts_(o.shrinkRestarts) {}

    // No more candidates: the campaign is interrupted or the budget is spent (why: cutShort()).
    bool stop() const {
        if (cutShort_) return true;
        if (stopRequested_ && stopRequested_())
            cutShort_ = "the campaign was interrupted";
        else if (std::chrono::steady_clock::now() >= deadline_)
            cutShort_ = "the shrink budget of " + seconds(budget_) + " ran out";
        else if (engine_.starts() - startsBefore_ >= restarts_)
            cutShort_ =
                "the shrink budget of " + std::to_string(restarts_) + " engine restarts ran out";
        return cutShort_.has_value();
    }
    const std::optional<std::string>& cutShort() const { return cutShort_; }

    // The title and source every shrunk scenario carries.
    void label(Scenario& s) const {
        s.title = title_;
        s.source = "carcassonne-oracle fuzz: the oracle's own values (a generated game)";
    }

    // The scenario as a file: it must load and `run` must pass it.
    bool valid(const Scenario& s) const {
        const auto loaded = loadScenarioText(writeScenario(s), s.file, s.id);
        const auto* back = std::get_if<Scenario>(&loaded);
        return back && runScenario(*back, back->editions.front()).outcome == Outcome::Pass;
    }

    std::optional<Divergent> operator()(const Scenario& candidate) const {
        // Interrupted or out of budget: no more candidates, the smallest so far stands.
        if (stop()) return std::nullopt;
        Scenario s = candidate;
        label(s);
        if (!valid(s)) return std::nullopt;
        DriveResult r = driveScenario(engine_, drive_, s, s.editions.front());
        if (verdictOf(r.run.outcome) != Verdict::Failed || !r.firstFailingAction)
            return std::nullopt;
        Divergent d = divergentOf(s, r);
        last_ = {writeScenario(s), std::move(r.run)};
        return d;
    }

    // The engine's run of `s` if it was the last candidate that diverged (the shrinker's result
    // most often is): no need to drive it again, which costs a restart after a crash.
    std::optional<ScenarioRun> lastRunOf(const Scenario& s) const {
        if (last_ && last_->first == writeScenario(s)) return last_->second;
        return std::nullopt;
    }

    static Divergent divergentOf(const Scenario& s, const DriveResult& r) {
        Divergent d{s, *r.firstFailingAction, {}};
        for (const Finding& f : r.run.findings)
            if (f.pos.line == static_cast<int>(d.firstFailing) + 1) d.codes.insert(f.code);
        return d;
    }

private:
    EngineLink& engine_;
    const DriveOptions& drive_;
    std::string title_;
    const std::function<bool()>& stopRequested_;
    std::chrono::steady_clock::time_point deadline_;
    std::chrono::milliseconds budget_;
    int startsBefore_;
    int restarts_;
    mutable std::optional<std::string> cutShort_;
    mutable std::optional<std::pair<std::string, ScenarioRun>> last_;

    static std::string seconds(std::chrono::milliseconds ms) {
        const auto s = ms.count() / 1000;
        return ms.count() % 1000 == 0 ? std::to_string(s) + " s"
                                      : std::to_string(ms.count()) + " ms";
    }
};

// "draw V", "place V at [1, 0] rotated 90", "pass" ..., and a probe's expected refusal.
std::string actionText(const Action& a) {
    std::string text =
        a.draws() ? "draw " + tileCatalog().at(*a.tile).name : describe(*namedMoveOf(a, a.tile));
    if (a.expectError)
        text += ", an illegal move: the rules refuse it with " +
                std::string(toString(a.expectError->code));
    return text;
}

// Where the engine diverged and how: the first finding at the first failing action (every
// finding's details on one line), or the end of the session.
std::string detailOf(const Scenario& s, const DriveResult& r) {
    const Finding* first = r.run.findings.empty() ? nullptr : &r.run.findings.front();
    if (r.firstFailingAction)
        for (const Finding& f : r.run.findings)
            if (f.pos.line == static_cast<int>(*r.firstFailingAction) + 1) {
                first = &f;
                break;
            }
    std::string out;
    if (r.firstFailingAction)
        out = "action " + std::to_string(*r.firstFailingAction + 1) + " (" +
              actionText(s.actions[*r.firstFailingAction]) + "): ";
    if (!first) return out + std::string(toString(r.run.outcome));
    out += "error[" + first->code + "]: " + first->message;
    if (!first->details.empty()) out += " (" + formats::join(first->details, "; ") + ")";
    return out;
}

// A diverging game, shrunk (on `engine`) when it has a failing action to cut around.
FuzzDivergence divergenceOf(const FuzzOptions& o, EngineLink& engine, int g, const FuzzGame& game,
                            const Scenario& full, const DriveResult& r, bool shrinkIt) {
    FuzzDivergence d;
    d.game = g;
    d.description = describeGame(game);
    d.detail = detailOf(full, r);
    d.fullActions = full.actions.size();
    const std::string title = "fuzz game " + std::to_string(g) + " (" + d.description +
                              "): the engine diverges from the oracle";
    const Prober probe(engine, o, title);
    Divergent start = r.firstFailingAction ? Prober::divergentOf(full, r) : Divergent{full, 0, {}};
    nameRulings(start.scenario);
    d.shrunk = shrinkIt && r.firstFailingAction;
    int smaller = 0; // candidates that still diverged
    // By reference: what the probe learns (its last run, why it stopped) is read below.
    const Probe counted = [&probe, &smaller](const Scenario& c) {
        auto found = probe(c);
        if (found) ++smaller;
        return found;
    };
    Divergent small =
        d.shrunk ? shrink(game.trace, start, counted, [&probe] { return probe.stop(); }) : start;
    d.cutShort = probe.cutShort();
    probe.label(small.scenario); // the shrinker may have kept the start unchanged
    d.scenario = small.scenario;
    if (!d.shrunk)
        d.run = r.run;
    else if (auto known = probe.lastRunOf(small.scenario))
        d.run = std::move(*known);
    else
        d.run = driveScenario(engine, o.drive, small.scenario, small.scenario.editions.front()).run;
    using Shrinking = FuzzDivergence::Shrinking;
    // The actions after the divergence go without asking the engine (shrink.cpp): a smaller game
    // too, once driven again it still diverges.
    const bool cut = small.scenario.actions.size() < d.fullActions;
    d.shrinking = !d.shrunk                                     ? Shrinking::NotTried
                  : verdictOf(d.run.outcome) != Verdict::Failed ? Shrinking::NotReproduced
                  : smaller > 0 || cut                          ? Shrinking::Smaller
                                                                : Shrinking::NoSmaller;
    d.yaml = writeScenario(
        small.scenario, {{"Generated by carcassonne-oracle fuzz --seed " + std::to_string(o.seed) +
                              ": game " + std::to_string(g) + ", " + shrinkText(d) + ".",
                          "The expectations are the oracle's; the engine "
                          "under test disagrees."},
                         {}});
    return d;
}

} // namespace

std::string shrinkText(const FuzzDivergence& d) {
    const std::string whole = "the whole game, " + std::to_string(d.fullActions) + " actions";
    const std::size_t kept = d.scenario.actions.size();
    switch (d.shrinking) {
    case FuzzDivergence::Shrinking::Smaller:
        return "shrunk from " + std::to_string(d.fullActions) + " to " + std::to_string(kept) +
               " actions, " + std::to_string(d.scenario.players.size()) + " players, " +
               std::to_string(d.scenario.setup.tiles.size()) + " set-up tiles" +
               (d.cutShort ? " (" + *d.cutShort + ": the smallest found by then)" : "");
    case FuzzDivergence::Shrinking::NoSmaller:
        return "could not be shrunk: " +
               (d.cutShort ? *d.cutShort + " before a smaller game was found"
                           : std::string("no smaller game diverges")) +
               " (" + whole + ")";
    case FuzzDivergence::Shrinking::NotReproduced:
        return "could not be shrunk: the game written as a scenario does not diverge when "
               "driven again (" +
               (kept == d.fullActions ? whole
                                      : "the game up to its divergence, " + std::to_string(kept) +
                                            " of " + std::to_string(d.fullActions) + " actions") +
               "; are the engine's answers the same from run to run?)";
    case FuzzDivergence::Shrinking::NotTried:
        break;
    }
    return "not shrunk: " + whole;
}

namespace {

// Why an UNSUPPORTED game was not played: its finding (driver.cpp), the words of every report.
std::string skipReasonOf(const ScenarioRun& run) {
    for (const Finding& f : run.findings)
        if (f.code == kUnsupportedFinding) return f.message;
    return "the engine declined the game";
}

bool stopping(const FuzzOptions& o) {
    return o.stopRequested && o.stopRequested();
}

// A game of the campaign as one job played it.
struct PlayedGame {
    std::optional<FuzzGame> game; // empty: not begun (the campaign was interrupted first)
    std::optional<Scenario> full; // empty: the generated game does not replay (an oracle bug)
    DriveResult result;
    bool interrupted = false; // a stop came while it was played: it is played again
    // The job's engine exited before its hello: carried here because the reporting thread must
    // not read an engine another job is still driving.
    std::optional<SessionEnd> cannotStart;
};

} // namespace

std::variant<FuzzAim, FuzzRefusal> aimCampaign(const FuzzOptions& o) {
    EngineLink engine(engineCommandOf(o.drive));
    const auto declared = engine.capabilities();
    if (const auto* end = std::get_if<SessionEnd>(&declared)) {
        if (engine.cannotStart()) return FuzzRefusal{true, end->message, engine.cannotStart()};
        // The engine's own words (its standard error) say why far better than a status.
        std::string why = end->message;
        for (const auto& line : end->stderrLines)
            why += "\n" + line;
        return FuzzRefusal{end->outcome != Outcome::Unsupported,
                           "the engine's handshake failed: " + std::string(toString(end->outcome)) +
                               ": " + why,
                           std::nullopt};
    }
    auto aim = aimAt(*std::get<const Capabilities*>(declared), o.narrowing);
    if (auto* why = std::get_if<std::string>(&aim)) return FuzzRefusal{false, *why, std::nullopt};
    return std::get<FuzzAim>(std::move(aim));
}

FuzzResult fuzz(const FuzzOptions& given, const FuzzAim& aim, std::ostream& log,
                const std::function<void(const FuzzDivergence&)>& found) {
    FuzzOptions o = given;
    o.drive.generated = true; // the expectations are the oracle's: compared at drive.compare
    FuzzResult result;
    std::vector<int> games; // this shard's, from the first one not yet played
    for (int g = o.firstGame; g < o.games; ++g)
        if (g % o.shardCount == o.shardIndex - 1) games.push_back(g);
    // Each job plays its games on an engine of its own; the games are reported in their order,
    // whatever the number of jobs, and divergences are shrunk on an engine of their own.
    const int jobs = std::max(1, o.jobs);
    std::vector<EngineLink> engines;
    for (int j = 0; j < jobs; ++j)
        engines.emplace_back(engineCommandOf(o.drive));
    EngineLink shrinking(engineCommandOf(o.drive));
    auto play = [&](std::size_t i, int job) -> PlayedGame {
        PlayedGame p;
        if (stopping(o)) return p;
        p.game = randomGame(aim, o.seed, games[i], o.maxTurns, o.probeRate);
        p.full = withExpectations(p.game->scenario);
        EngineLink& engine = engines[static_cast<std::size_t>(job)];
        if (p.full && !engine.cannotStart()) {
            p.result = driveScenario(engine, o.drive, *p.full, p.game->config.rules.edition);
            if (verdictOf(p.result.run.outcome) != Verdict::Failed)
                p.result.transcript = Transcript(); // unused, and a game waiting its turn keeps it
            // Interrupted in mid-game (the engine may have been hit too): the game is replayed.
            p.interrupted = stopping(o);
        }
        p.cannotStart = engine.cannotStart();
        return p;
    };
    auto report = [&](std::size_t i, PlayedGame&& p) -> bool {
        const int g = games[i];
        if (!p.game || p.interrupted) {
            result.stoppedAt = g;
            result.notRun += static_cast<int>(games.size() - i);
            return false;
        }
        const FuzzGame& game = *p.game;
        if (!p.full) {
            log << "game " << g << " (" << describeGame(game)
                << "): internal error: the generated game does not replay\n";
            ++result.notRun;
            return true;
        }
        if (p.cannotStart) {
            result.cannotStart = std::move(p.cannotStart);
            return false;
        }
        const DriveResult& r = p.result;
        ++result.played;
        if (o.played) o.played(r.run);
        const Verdict verdict = verdictOf(r.run.outcome);
        if (r.run.outcome == Outcome::Unsupported) {
            // Declined: say what, and do not count as sent what never was (a game declined at
            // new-game played none of its actions and probes).
            ++result.unsupported;
            const std::string why = skipReasonOf(r.run);
            auto known =
                std::find_if(result.unsupportedReasons.begin(), result.unsupportedReasons.end(),
                             [&](const auto& x) { return x.first == why; });
            if (known == result.unsupportedReasons.end())
                result.unsupportedReasons.emplace_back(why, 1);
            else
                ++known->second;
            log << "game " << g << " (" << describeGame(game) << "): UNSUPPORTED";
            if (r.firstFailingAction)
                log << " at action " << *r.firstFailingAction + 1 << " of "
                    << p.full->actions.size() << " ("
                    << actionText(p.full->actions[*r.firstFailingAction]) << ")";
            else
                log << " before its first move";
            log << ": " << why << "\n" << std::flush;
            return true;
        }
        result.probes += game.probes;
        log << "game " << g << " (" << describeGame(game) << ", " << p.full->actions.size()
            << " actions"
            << (game.probes
                    ? ", " + std::to_string(game.probes) + (game.probes == 1 ? " probe" : " probes")
                    : "")
            << "): ";
        if (verdict != Verdict::Failed) {
            log << toString(r.run.outcome)
                << (r.run.notes.empty() ? ""
                                        : ", " + std::to_string(r.run.notes.size()) +
                                              (r.run.notes.size() == 1 ? " note" : " notes"))
                << "\n";
            // Breakdown differences under --compare outcome: shown, the game still agrees.
            for (const Finding& n : r.run.notes)
                log << "  action " << n.pos.line << ": note[" << n.code << "]: " << n.message
                    << "\n";
            result.notes += static_cast<int>(r.run.notes.size());
            log << std::flush; // progress for tail -f
            return true;
        }
        log << "DIVERGES: " << detailOf(*p.full, r) << "\n" << std::flush;
        const bool shrinkIt =
            o.shrinkFirst < 0 || static_cast<int>(result.divergences.size()) < o.shrinkFirst;
        result.divergences.push_back(divergenceOf(o, shrinking, g, game, *p.full, r, shrinkIt));
        if (found) found(result.divergences.back());
        if (o.maxDivergences > 0 &&
            static_cast<int>(result.divergences.size()) >= o.maxDivergences) {
            result.stoppedAtMax = true;
            result.notRun += static_cast<int>(games.size() - i - 1);
            return false;
        }
        return true;
    };
    scenario::orderedJobs(games.size(), jobs, play, report);
    return result;
}

} // namespace carcassonne::protocol
