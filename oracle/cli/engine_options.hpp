#pragma once
// What `drive` and `fuzz` share about the engine they start: --fresh-engine, and the end of the
// command when the engine cannot start at all.

#include "protocol/engine_session.hpp"

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

// --fresh-engine: a new engine process for every run instead of one serving a job's runs.
void addFreshEngineOption(CLI::App& command, bool& fresh);

// --timeout-ms (each reply) and --start-timeout-ms (the engine's start, up to its hello).
inline constexpr int kDefaultTimeoutMs = 5000;
inline constexpr int kDefaultStartTimeoutMs = 60000;
void addTimeoutOptions(CLI::App& command, int& timeoutMs, int& startTimeoutMs);

// The engine exited before answering hello (`sh: 1: my-engine: not found`): its command and what
// it wrote on standard error go to standard error once, and the command ends with
// EngineCannotStart rather than reporting the same CRASH for every run.
int reportEngineCannotStart(const std::string& command, const protocol::SessionEnd& end);

} // namespace carcassonne::cli
