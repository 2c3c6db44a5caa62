#pragma once
// One job's engine: a process that serves run after run (each run begins with `new-game`), its
// handshake read once, started again for the next run after it crashed, timed out or broke the
// protocol. `--fresh-engine` gives each run a process of its own instead.

#include "engine_session.hpp"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace carcassonne::protocol {

// How a job's engine is started and talked to.
struct EngineCommand {
    std::string command;                     // run with /bin/sh -c
    std::chrono::milliseconds timeout{5000}; // for each reply
    bool fresh = false; // a new process for every run (engines that cannot take new-game)
    std::chrono::milliseconds startTimeout{60000}; // from the launch to the answer to hello
};

class EngineLink {
public:
    explicit EngineLink(EngineCommand command) : command_(std::move(command)) {}

    // What the engine declared in its hello; the engine is started for it only if no hello was
    // read yet. The end of the session that could not read it otherwise.
    std::variant<const Capabilities*, SessionEnd> capabilities();

    // A session ready for the next run, with a transcript of that run alone: the running engine,
    // or a new one when none runs (first run, after a crash, or with --fresh-engine).
    std::variant<EngineSession*, SessionEnd> session();

    // The run is over: its transcript. The engine is let go if its session ended, if the run
    // found it `broken` (a malformed answer: it is not trusted with another game) or if it is to
    // be fresh for every run.
    Transcript runDone(bool broken = false);

    // Set once the engine exited or timed out without answering hello, and no engine of this job
    // ever answered it: it cannot start (a command not found, an engine waiting for something
    // else). What it said on standard error is in the message.
    const std::optional<SessionEnd>& cannotStart() const { return cannotStart_; }

    // How many times an engine was started for this job (a restart after a crash counts).
    int starts() const { return starts_; }

private:
    EngineCommand command_;
    std::unique_ptr<EngineSession> session_;
    std::optional<Capabilities> capabilities_;
    std::optional<SessionEnd> cannotStart_;
    bool answeredHello_ = false; // by any of this job's engines
    bool fresh_ = false;         // started, and no run has begun on it yet
    int starts_ = 0;
    Transcript lastTranscript_; // of a session that ended before a run could begin

    std::optional<SessionEnd> start();
};

} // namespace carcassonne::protocol
