#include "run_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
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

// --list: the run ids the selection picks, without running them (the files read by --jobs
// threads, as a run reads them), each printed as it comes.
int listRuns(const SuiteOptions& o, const std::vector<scenario::ScenarioFile>& files,
             std::vector<formats::InputError> errors, const scenario::Selection& selection) {
    long listed = 0;
    selectedRunIds(
        files, selection, o.jobs,
        [&](const std::string& id) {
            std::cout << id << '\n';
            ++listed;
        },
        errors);
    if (const int code = reportInputErrors(errors); code != Success) return code;
    if (listed == 0) {
        std::cerr << "carcassonne-oracle: nothing was selected\n";
        return NothingRan;
    }
    return Success;
}

} // namespace

int runCommand(const RunOptions& o) {
    // The files are looked at first: an output that is an input is refused before anything is
    // read as what it is not (an --update-expectations onto a scenario).
    std::vector<formats::InputError> errors;
    std::vector<scenario::ScenarioFile> files = scenario::findScenarioFiles(o.suite.paths, errors);
    FileRoles roles;
    for (const auto& f : files)
        roles.reads(f.path, "the scenario");
    if (!o.list) declareReportFiles(roles, o.suite);
    if (const auto refused = roles.refusal()) return *refused;
    auto selection = selectionOf(o.suite);
    if (auto* code = std::get_if<int>(&selection)) return *code;
    const auto& chosen = std::get<scenario::Selection>(selection);
    if (o.list) return listRuns(o.suite, files, std::move(errors), chosen);

    SuiteReporting reporting(o.suite, runInfoOf(o.suite, "run"), selectedFiles(files, chosen));
    if (const auto failed = reporting.open()) return *failed;
    scenario::SuiteRun how;
    how.failFast = o.suite.failFast;
    how.jobs = o.suite.jobs;
    how.finished = [&](const scenario::ScenarioRun& run) { reporting.finished(run); };
    how.fileFinished = [&] { reporting.fileFinished(); };
    how.interrupted = interruptRequested;
    how.soFar = &reporting.soFar();
    const auto report = scenario::runSuite(std::move(files), std::move(errors), chosen, how);
    return reporting.write(report);
}

} // namespace carcassonne::cli
