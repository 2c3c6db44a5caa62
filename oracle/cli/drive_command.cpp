#include "drive_command.hpp"

#include "compare_option.hpp"
#include "engine_options.hpp"
#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "interrupts.hpp"
#include "output_files.hpp"
#include "protocol/driver.hpp"

#include <filesystem>
#include <iostream>

namespace carcassonne::cli {

CLI::App* addDriveCommand(CLI::App& app, DriveOptions& o) {
    auto* drive = app.add_subcommand(
        "drive", "Run scenario files and folders against an engine over the engine protocol");
    drive->add_option("--engine", o.engine, "The engine's command line (run with /bin/sh -c)")
        ->required();
    addSuiteOptions(*drive, o.suite);
    addTimeoutOptions(*drive, o.timeoutMs, o.startTimeoutMs);
    drive->add_option("--transcripts", o.transcripts,
                      "Save the protocol transcript of each failing run (see --transcripts-of) "
                      "in this folder");
    drive
        ->add_option("--transcripts-of", o.transcriptsOf,
                     "Which runs --transcripts keeps: failing (FAIL, ERROR, TIMEOUT, CRASH, "
                     "PROTOCOL, ENGINE-ERROR...) or all")
        ->check(CLI::IsMember({"failing", "all"}))
        ->capture_default_str();
    addCompareOption(*drive, o.compare);
    addFreshEngineOption(*drive, o.freshEngine);
    return drive;
}

int driveCommand(const DriveOptions& o) {
    protocol::DriveSuiteOptions options;
    options.drive.engine = o.engine;
    options.drive.timeout = std::chrono::milliseconds(o.timeoutMs);
    options.drive.startTimeout = std::chrono::milliseconds(o.startTimeoutMs);
    options.drive.compare = compareLevelOf(o.compare);
    options.failFast = o.suite.failFast;
    options.transcripts = o.transcripts;
    options.allTranscripts = o.transcriptsOf == "all";
    options.drive.freshEngine = o.freshEngine;
    options.jobs = o.suite.jobs;
    std::vector<formats::InputError> errors;
    std::vector<scenario::ScenarioFile> files = scenario::findScenarioFiles(o.suite.paths, errors);
    FileRoles roles;
    for (const auto& f : files)
        roles.reads(f.path, "the scenario");
    declareReportFiles(roles, o.suite);
    if (const auto refused = roles.refusal()) return *refused;
    auto selection = selectionOf(o.suite);
    if (auto* code = std::get_if<int>(&selection)) return *code;
    options.selection = std::get<scenario::Selection>(selection);
    // The transcripts go into a folder: a file there would take none of them, without a word.
    if (std::error_code ec; !o.transcripts.empty() && std::filesystem::exists(o.transcripts, ec) &&
                            !std::filesystem::is_directory(o.transcripts, ec)) {
        std::cerr << "carcassonne-oracle: --transcripts " << o.transcripts
                  << " is a file; a folder (existing or new) is expected (exit code " << UsageError
                  << ")\n";
        return UsageError;
    }

    report::RunInfo info = runInfoOf(o.suite, "drive");
    info.campaign = {{"engine", o.engine}};
    SuiteReporting reporting(o.suite, info, selectedFiles(files, options.selection));
    if (const auto failed = reporting.open()) return *failed;
    options.finished = [&](const scenario::ScenarioRun& run) { reporting.finished(run); };
    options.fileFinished = [&] { reporting.fileFinished(); };
    options.stopRequested = interruptRequested;
    options.soFar = &reporting.soFar();
    const protocol::DriveSuiteResult result =
        protocol::driveSuite(std::move(files), std::move(errors), options);
    reporting.clearProgress();
    if (result.cannotStart) return reportEngineCannotStart(o.engine, *result.cannotStart);
    const int code = reporting.write(result.report);
    for (const auto& error : result.transcriptErrors)
        reportCannotWrite(error);
    return result.transcriptErrors.empty() ? code : CannotWrite;
}

} // namespace carcassonne::cli
