#include "drive_command.hpp"

#include "compare_option.hpp"
#include "engine_options.hpp"
#include "interrupts.hpp"
#include "number_option.hpp"
#include "progress.hpp"
#include "protocol/driver.hpp"

#include <csignal>
#include <iostream>

namespace carcassonne::cli {

CLI::App* addDriveCommand(CLI::App& app, DriveOptions& o) {
    auto* drive = app.add_subcommand(
        "drive", "Run scenario files and folders against an engine over the engine protocol");
    drive->add_option("--engine", o.engine, "The engine's command line (run with /bin/sh -c)")
        ->required();
    addSuiteOptions(*drive, o.suite);
    drive->add_option("--timeout-ms", o.timeoutMs, "Time the engine has for each reply")
        ->check(wholeNumberIn(1, kMaxTimeoutMs))
        ->capture_default_str();
    drive->add_option("--transcripts", o.transcripts,
                      "Save the protocol transcript of each failing run in this folder");
    addCompareOption(*drive, o.compare);
    addFreshEngineOption(*drive, o.freshEngine);
    return drive;
}

int driveCommand(const DriveOptions& o) {
    // An engine that dies while we write to it must be a CRASH, not the end of the driver.
    std::signal(SIGPIPE, SIG_IGN);
    protocol::DriveSuiteOptions options;
    options.drive.engine = o.engine;
    options.drive.timeout = std::chrono::milliseconds(o.timeoutMs);
    options.drive.compare = compareLevelOf(o.compare);
    options.failFast = o.suite.failFast;
    options.transcripts = o.transcripts;
    options.drive.freshEngine = o.freshEngine;
    options.jobs = o.suite.jobs;
    auto selection = selectionOf(o.suite);
    if (auto* code = std::get_if<int>(&selection)) return *code;
    options.selection = std::get<scenario::Selection>(selection);
    LiveReports live(o.suite);
    const bool shown = progressWanted(o.suite.noProgress);
    std::vector<formats::InputError> ignored; // reported by the run itself
    Progress progress(
        "runs", "failed",
        shown ? static_cast<long>(selectedRunIds(o.suite.paths, options.selection, ignored).size())
              : 0,
        shown);
    options.finished = [&](const scenario::ScenarioRun& run) {
        // A jsonl report on the console starts its line where the progress line was.
        if (live.stream(-1) == &std::cout) progress.finish();
        live.finished(run);
        progress.step(scenario::verdictOf(run.outcome) == scenario::Verdict::Failed);
    };
    const InterruptGuard interrupts;
    options.stopRequested = interruptRequested;
    const protocol::DriveSuiteResult result = protocol::driveSuite(o.suite.paths, options);
    progress.finish();
    if (result.cannotStart) return reportEngineCannotStart(o.engine, *result.cannotStart);
    report::RunInfo info = runInfoOf(o.suite, "drive");
    info.campaign = {{"engine", o.engine}};
    return writeReport(o.suite, result.report, info, &live);
}

} // namespace carcassonne::cli
