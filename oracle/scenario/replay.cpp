#include "replay.hpp"

#include "runner.hpp"

namespace carcassonne::scenario {

// The runner plays the scenario (set-up, actions, stops) and this keeps what it shows: one place
// decides what a scenario does, so a picture never goes further than the run.
ReplayTrace replaySteps(const Scenario& scenario, Edition edition) {
    ReplayTrace trace;
    std::optional<Position> lastPlaced;
    bool stopped = false;
    RunObserver observer;
    observer.setUp = [&](const GameState& state) { trace.start = state; };
    observer.acted = [&](const RunStep& step) {
        for (const Event& ev : step.events)
            if (auto t = std::get_if<TilePlaced>(&ev)) lastPlaced = t->at;
        trace.steps.push_back(
            {step.action, step.state, step.events, step.drawn, lastPlaced, step.refusedWith});
    };
    observer.stopped = [&](std::optional<std::size_t> action, const std::string& why) {
        stopped = true;
        trace.setupFailed = !action;
        trace.replayed = action.value_or(0);
        trace.error = action ? "action " + std::to_string(*action + 1) + ": " + why : why;
    };
    (void)runScenario(scenario, edition, observer);
    if (!stopped) trace.replayed = scenario.actions.size();
    return trace;
}

const ReplayStep* stepAfter(const ReplayTrace& trace, std::size_t actions) {
    const ReplayStep* found = nullptr;
    for (const ReplayStep& step : trace.steps)
        if (step.action < actions) found = &step;
    return found;
}

} // namespace carcassonne::scenario
