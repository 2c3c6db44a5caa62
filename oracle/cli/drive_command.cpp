#include "drive_command.hpp"

#include "engine_options.hpp"
#include "protocol/driver.hpp"

#include <csignal>

namespace carcassonne::cli {

CLI::App* addDriveCommand(CLI::App& app, DriveOptions& o) {
    auto* drive = app.add_subcommand(
        "drive", "Run scenario files and folders against an engine over the engine protocol");
    drive->add_option("--engine", o.engine, "The engine's command line (run with /bin/sh -c)")
        ->required();
    addSuiteOptions(*drive, o.suite);
    drive->add_option("--timeout-ms", o.timeoutMs, "Time the engine has for each reply")
        ->check(CLI::Range(1, 3600000))
        ->capture_default_str();
    drive->add_option("--transcripts", o.transcripts,
                      "Save the protocol transcript of each failing run in this folder");
    addFreshEngineOption(*drive, o.freshEngine);
    return drive;
}

int driveCommand(const DriveOptions& o) {
    // An engine that dies while we write to it must be a CRASH, not the end of the driver.
    std::signal(SIGPIPE, SIG_IGN);
    protocol::DriveSuiteOptions options;
    options.drive.engine = o.engine;
    options.drive.timeout = std::chrono::milliseconds(o.timeoutMs);
    options.failFast = o.suite.failFast;
    options.transcripts = o.transcripts;
    options.drive.freshEngine = o.freshEngine;
    options.jobs = o.suite.jobs;
    auto selection = selectionOf(o.suite);
    if (auto* code = std::get_if<int>(&selection)) return *code;
    options.selection = std::get<scenario::Selection>(selection);
    LiveReports live(o.suite);
    options.finished = [&](const scenario::ScenarioRun& run) { live.finished(run); };
    const protocol::DriveSuiteResult result = protocol::driveSuite(o.suite.paths, options);
    if (result.cannotStart) return reportEngineCannotStart(o.engine, *result.cannotStart);
    return writeReport(o.suite, result.report, &live);
}

} // namespace carcassonne::cli
