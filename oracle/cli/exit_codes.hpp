#pragma once
// The exit codes of carcassonne-oracle: stable, documented in docs/reports-and-ci.md ("Exit
// codes"); the test `docs.exit-codes` holds every exit-code table of the docs to this one.

namespace carcassonne::cli {

enum ExitCode : int {
    Success = 0,
    ExpectationsFailed = 1, // a scenario's expectations did not hold
    InputError = 2,         // a file could not be read or is not valid
    CoverageGap = 3,        // `coverage`: a ruling (--tiles: a tile feature) has too few scenarios
    ShardsDisagree = 4,     // `merge`: the reports are not the shards of one campaign (another
                            // command or options, a shard twice, a shard missing, a report whose
                            // runs are not its summary's or a fuzz shard's games not all there)
    NothingRan = 5, // run, drive, fuzz, coverage: nothing was selected or run (as pytest's 5), so
                    // a typo in a filter or a folder without scenarios is not a green build
    EngineCannotStart = 6, // drive, fuzz: the engine exited before answering hello, or never
                           // answered it
    UsageError = 64,       // unknown command or bad option, or an output that is an input or
                           // another output (as sysexits' EX_USAGE)
    InternalError = 70,    // a bug in the oracle (as EX_SOFTWARE)
    CannotWrite = 74,      // an output could not be written (a full disk, a closed pipe, a folder
                           // that cannot be made), standard output included (as EX_IOERR)
    Interrupted = 130,     // SIGINT or SIGTERM: the report of what finished was written (128 + 2,
                           // as a shell reports a command Ctrl-C stopped)
};

} // namespace carcassonne::cli
