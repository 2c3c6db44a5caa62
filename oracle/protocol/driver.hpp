#pragma once
// `drive`: scenarios replayed against an engine over the protocol and judged as `run` judges the
// oracle. The oracle keeps its own copy of the position to name features (any part of a feature
// names all of it), and its own score events of each action: the breakdown numbers a scenario
// does not state are compared with them (DriveOptions::compare). Every other value compared comes
// from the engine.

#include "scenario/suite.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace carcassonne::protocol {

struct DriveOptions {
    std::string engine; // a shell command
    std::chrono::milliseconds timeout{5000};
    // What the engine's score events are held against the oracle's on (scenario::Comparison):
    // a breakdown difference is a note under Outcome, a failure under Breakdown.
    CompareLevel compare = CompareLevel::Outcome;
    bool generated = false; // the scenarios' numbers are the oracle's own (fuzz)
};

struct DriveResult {
    scenario::ScenarioRun run;
    std::string transcript;
    std::optional<std::size_t> firstFailingAction; // index in Scenario::actions
};

DriveResult driveScenario(const DriveOptions& options, const scenario::Scenario& s,
                          Edition edition);

struct DriveSuiteOptions {
    DriveOptions drive;
    scenario::Selection selection;
    bool failFast = false;
    std::string transcripts; // a folder for the transcripts of failing runs; empty: none kept
    std::function<void(const scenario::ScenarioRun&)> finished; // each run once its status is final
    std::function<bool()> stopRequested; // asked before each run: an interrupt stops the suite
};

// The suite as runSuite runs it (selection, known statuses), each run against a fresh engine.
scenario::SuiteReport driveSuite(const std::vector<std::string>& paths,
                                 const DriveSuiteOptions& options);

} // namespace carcassonne::protocol
