#include "run_command.hpp"

#include "exit_codes.hpp"
#include "input_errors.hpp"
#include "interrupts.hpp"
#include "progress.hpp"

#include <iostream>

namespace carcassonne::cli {

CLI::App* addRunCommand(CLI::App& app, RunOptions& o) {
    auto* run = app.add_subcommand("run", "Run scenario files and folders under their editions");
    addSuiteOptions(*run, o.suite);
    run->add_flag("--list", o.list, "List the selected scenario runs without running them");
    return run;
}

namespace {

// --list: the run ids the selection picks, without running them.
int listRuns(const SuiteOptions& o, const scenario::Selection& selection) {
    std::vector<formats::InputError> errors;
    const auto ids = selectedRunIds(o.paths, selection, errors);
    for (const auto& id : ids)
        std::cout << id << "\n";
    if (const int code = reportInputErrors(errors); code != Success) return code;
    if (ids.empty()) {
        std::cerr << "carcassonne-oracle: nothing was selected\n";
        return NothingRan;
    }
    return Success;
}

} // namespace

int runCommand(const RunOptions& o) {
    auto selection = selectionOf(o.suite);
    if (auto* code = std::get_if<int>(&selection)) return *code;
    const auto& chosen = std::get<scenario::Selection>(selection);
    if (o.list) return listRuns(o.suite, chosen);
    LiveReports live(o.suite);
    const bool shown = progressWanted(o.suite.noProgress);
    std::vector<formats::InputError> ignored; // reported by the run itself
    Progress progress(
        "runs", "failed",
        shown ? static_cast<long>(selectedRunIds(o.suite.paths, chosen, ignored).size()) : 0,
        shown);
    const InterruptGuard interrupts;
    scenario::SuiteRun how;
    how.failFast = o.suite.failFast;
    how.jobs = o.suite.jobs;
    how.finished = [&](const scenario::ScenarioRun& run) {
        // A jsonl report on the console starts its line where the progress line was.
        if (live.stream(-1) == &std::cout) progress.finish();
        live.finished(run);
        progress.step(scenario::verdictOf(run.outcome) == scenario::Verdict::Failed);
    };
    how.interrupted = interruptRequested;
    const auto report = scenario::runSuite(o.suite.paths, chosen, how);
    progress.finish();
    return writeReport(o.suite, report, runInfoOf(o.suite, "run"), &live);
}

} // namespace carcassonne::cli
