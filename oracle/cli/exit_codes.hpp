#pragma once
// The exit codes of carcassonne-oracle: stable, documented in the README.

namespace carcassonne::cli {

enum ExitCode : int {
    Success = 0,
    ExpectationsFailed = 1, // a scenario's expectations did not hold
    InputError = 2,         // a file could not be read or is not valid
    CoverageGap = 3,        // `coverage`: a ruling has too few scenarios
    NothingRan = 5, // run, drive, fuzz, coverage: nothing was selected or run (as pytest's 5), so
                    // a typo in a filter or a folder without scenarios is not a green build
    EngineCannotStart = 6, // drive, fuzz: the engine exited before answering hello
    UsageError = 64,       // unknown command or bad option (as sysexits' EX_USAGE)
    InternalError = 70,    // a bug in the oracle (as EX_SOFTWARE)
};

} // namespace carcassonne::cli
