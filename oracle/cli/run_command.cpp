#include "run_command.hpp"

#include "exit_codes.hpp"
#include "input_errors.hpp"

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
    int listed = 0;
    for (const auto& f : scenario::findScenarioFiles(o.paths, errors)) {
        if (!scenario::selected(f.id, selection)) continue;
        auto loaded = scenario::loadScenarioFile(f.path, f.id);
        if (auto* s = std::get_if<scenario::Scenario>(&loaded))
            for (Edition e : scenario::selectedEditions(*s, selection)) {
                std::cout << f.id << "@" << toString(e) << "\n";
                ++listed;
            }
        else
            errors.push_back(std::get<formats::InputError>(loaded));
    }
    if (const int code = reportInputErrors(errors); code != Success) return code;
    if (listed == 0) {
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
    scenario::SuiteRun how;
    how.failFast = o.suite.failFast;
    how.jobs = o.suite.jobs;
    how.finished = [&](const scenario::ScenarioRun& run) { live.finished(run); };
    const auto report = scenario::runSuite(o.suite.paths, chosen, how);
    return writeReport(o.suite, report, &live);
}

} // namespace carcassonne::cli
