#pragma once
// The command line's side of output files (formats/output_file.hpp writes them): an output that
// could not be written is a message naming it and exit code 74 (CannotWrite), standard output
// included, never a success with the report lost.

#include "formats/output_file.hpp"

#include <string>
#include <string_view>

namespace carcassonne::cli {

// "carcassonne-oracle: cannot write PATH: REASON" on standard error; returns CannotWrite.
int reportCannotWrite(const formats::OutputError& error);

// `text` written whole to `path` (a temporary file renamed onto it): Success, or the message and
// CannotWrite.
int writeOutputFile(const std::string& path, std::string_view text);

// A write to a closed pipe fails with EPIPE (and is reported) instead of killing the process
// with SIGPIPE before it can write its other reports; main sets this once, for every command.
void ignoreBrokenPipes();

// Standard output flushed and checked at the end of a command: `code` when everything written
// there arrived, else the message and CannotWrite (a full disk, a closed pipe: `| head -c1`).
int finishStandardOutput(int code);

} // namespace carcassonne::cli
