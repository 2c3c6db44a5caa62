#pragma once
// `drive`: scenarios replayed against an engine over the protocol and judged as `run` judges the
// oracle. The oracle keeps its own copy of the position to name features (any part of a feature
// names all of it), and its own score events of each action: the breakdown numbers a scenario
// does not state are compared with them (DriveOptions::compare). Every other value compared comes
// from the engine.

#include "engine_link.hpp"

#include "formats/output_file.hpp"
#include "scenario/suite.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace carcassonne::protocol {

struct DriveOptions {
    std::string engine;                            // a shell command
    std::chrono::milliseconds timeout{5000};       // for each reply
    std::chrono::milliseconds startTimeout{60000}; // for the engine's start, up to its hello
    // What the engine's score events are held against the oracle's on (scenario::Comparison):
    // a breakdown difference is a note under Outcome, a failure under Breakdown.
    CompareLevel compare = CompareLevel::Outcome;
    bool generated = false;   // the scenarios' numbers are the oracle's own (fuzz)
    bool freshEngine = false; // a new engine for every run (for engines that cannot take new-game)
};

// The engine each job of a drive or fuzz campaign starts.
EngineCommand engineCommandOf(const DriveOptions& options);

struct DriveResult {
    scenario::ScenarioRun run;
    Transcript transcript; // the run's lines (text() only when it is kept: it can be megabytes)
    std::optional<std::size_t> firstFailingAction; // index in Scenario::actions
};

// One run on the job's engine (started if it does not run; capabilities it lacks make the run
// UNSUPPORTED without a game); `options` for what is compared (the engine is `engine`'s).
DriveResult driveScenario(EngineLink& engine, const DriveOptions& options,
                          const scenario::Scenario& s, Edition edition);
// One run on an engine of its own.
DriveResult driveScenario(const DriveOptions& options, const scenario::Scenario& s,
                          Edition edition);

struct DriveSuiteOptions {
    DriveOptions drive;
    scenario::Selection selection;
    bool failFast = false;
    std::string transcripts;     // a folder for the transcripts of failing runs; empty: none kept
    bool allTranscripts = false; // every run's transcript, passing and unsupported ones too
    std::function<void(const scenario::ScenarioRun&)> finished; // each run once its status is final
    std::function<bool()> stopRequested;   // asked before each run: an interrupt stops the suite
    std::function<void()> fileFinished;    // each selected file once its runs are handed on
    scenario::SuiteSoFar* soFar = nullptr; // the report as it grows (scenario::SuiteRun)
    int jobs = 1; // engines driven at once, each serving its share of the runs
};

struct DriveSuiteResult {
    scenario::SuiteReport report;
    std::optional<SessionEnd> cannotStart; // the engine exited before its hello: the suite stopped
    std::vector<formats::OutputError> transcriptErrors; // transcripts that could not be written
};

// The suite as runSuite runs it (selection, known statuses, --jobs), each job on an engine of its
// own that serves its runs one after the other.
DriveSuiteResult driveSuite(const std::vector<std::string>& paths,
                            const DriveSuiteOptions& options);
// The same over files found already (scenario::findScenarioFiles, `errors` its errors).
DriveSuiteResult driveSuite(std::vector<scenario::ScenarioFile> files,
                            std::vector<formats::InputError> errors,
                            const DriveSuiteOptions& options);

} // namespace carcassonne::protocol
