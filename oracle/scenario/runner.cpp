#include "runner.hpp"
#include "game_config.hpp"

#include "action.hpp"
#include "replay_loop.hpp"

#include <algorithm>

namespace carcassonne::scenario {

std::string_view toString(Outcome outcome) {
    switch (outcome) {
    case Outcome::Pass:
        return "PASS";
    case Outcome::Fail:
        return "FAIL";
    case Outcome::Error:
        return "ERROR";
    case Outcome::Skip:
        return "SKIP";
    case Outcome::XFail:
        return "XFAIL";
    case Outcome::XPass:
        return "XPASS";
    case Outcome::Unsupported:
        return "UNSUPPORTED";
    case Outcome::Timeout:
        return "TIMEOUT";
    case Outcome::Crash:
        return "CRASH";
    case Outcome::Protocol:
        return "PROTOCOL";
    case Outcome::EngineError:
        return "ENGINE-ERROR";
    }
    return "?";
}

Verdict verdictOf(Outcome outcome) {
    switch (outcome) {
    case Outcome::Pass:
        return Verdict::Passed;
    case Outcome::Error:
        return Verdict::Errored;
    case Outcome::Skip:
    case Outcome::Unsupported:
        return Verdict::Skipped;
    case Outcome::XFail:
        return Verdict::ExpectedFailure;
    case Outcome::Fail:
    case Outcome::XPass:
    case Outcome::Timeout:
    case Outcome::Crash:
    case Outcome::Protocol:
    case Outcome::EngineError: // the engine's own bug: a failure, never hidden as UNSUPPORTED
        return Verdict::Failed;
    }
    return Verdict::Failed;
}

std::string FeatureSpec::text() const {
    return partText(kind, location) + " at " + carcassonne::toString(at);
}

ScenarioRun newRun(const Scenario& s, Edition e) {
    ScenarioRun run;
    run.id = s.id + "@" + std::string(toString(e));
    run.file = s.file;
    run.title = s.title;
    run.edition = e;
    run.rulings = s.rulings;
    return run;
}

GameConfig configFor(const Scenario& s, Edition e) {
    // The switches were checked by the loader.
    return gameConfig(e, s.rules, s.expansions, static_cast<int>(s.players.size())).value();
}

bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition e) {
    return !editions || std::find(editions->begin(), editions->end(), e) != editions->end();
}

std::variant<std::monostate, rules::Move, Error> moveOf(const GameState& state, const Action& a,
                                                        std::optional<TileTypeId> drawn) {
    const auto named = namedMoveOf(a, drawn);
    if (!named) return std::monostate{};
    auto move = resolveMove(state, *named);
    if (!move) return move.error();
    return std::move(move).value();
}

RuleSet rulesFor(const Scenario& scenario, Edition edition) {
    return configFor(scenario, edition).rules;
}

ScenarioRun runScenario(const Scenario& scenario, Edition edition, const RunObserver& observer) {
    static const ReplaySide oracle; // the rules model answers for itself
    ReplayProgress progress{newRun(scenario, edition), {}, {}};
    replayScenario(scenario, edition, oracle, progress, observer);
    return std::move(progress.run);
}

} // namespace carcassonne::scenario
