#pragma once
// An engine as a child process with pipes on its standard streams. Nothing the engine does can
// hang or crash the caller: every wait has a deadline, lines are capped at kMaxLineBytes, a closed
// output is an answer (CRASH), whether the pipe closed or the engine gave it up under a shell
// that keeps a copy (output_holders.hpp), and the engine's whole process group is killed when it
// exits, when it is done with and when the driver dies (engine_guard.hpp).

#include "output_holders.hpp"

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <sys/types.h>
#include <variant>

namespace carcassonne::protocol {

// How talking to an engine went wrong; each is a status of the run (TIMEOUT, CRASH, PROTOCOL).
enum class LinkStatus { Timeout, Crash, Protocol };

// Not a formats::InputError: the link to an engine failing is the engine's outcome (a run status),
// not an input file refused with exit code 2.
struct LinkError {
    LinkStatus status;
    std::string message;
};

class EngineProcess {
public:
    EngineProcess() = default;
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;
    ~EngineProcess(); // kills the engine if it still runs

    // Runs `command` with /bin/sh -c under a guard, in a process group of its own.
    std::variant<std::monostate, LinkError> start(const std::string& command);

    // Writes one line (a newline is added), waiting at most `timeout` for the pipe.
    std::variant<std::monostate, LinkError> writeLine(const std::string& line,
                                                      std::chrono::milliseconds timeout);
    // The next line of the engine's output, without its newline.
    std::variant<std::string, LinkError> readLine(std::chrono::milliseconds timeout);

    // Closes the engine's input, gives it `grace` to exit, then kills its process group.
    void stop(std::chrono::milliseconds grace);

    // The last bytes the engine wrote to its standard error (for transcripts).
    const std::string& errorTail() const { return errTail_; }
    // How many bytes it wrote to its standard error in all (the tail keeps the last 16 KiB).
    std::size_t errorBytes() const { return errBytes_; }
    // "exited with status 3", "killed by signal 9", or "still running".
    std::string exitDescription();

private:
    pid_t guard_ = -1;    // the engine's guard, leader of its process group
    int in_ = -1;         // the engine's standard input (we write)
    int out_ = -1;        // its standard output (we read)
    int err_ = -1;        // its standard error (we read, keeping a tail)
    int statusPipe_ = -1; // the guard writes the engine's wait status there when it exits
    int lifeline_ = -1;   // the guard kills the group when this closes (with the driver)
    std::string buffer_;
    std::string errTail_;
    std::size_t errBytes_ = 0;
    std::optional<int> status_; // the engine's wait status, once it exited
    bool reaped_ = false;       // the guard was reaped: the group is gone
    std::optional<OutputHolders> holders_;
    bool lineRead_ = false; // a line was read: the holders were looked at once

    // Waits for output until the deadline; false when it passed. Sets `eof` when stdout closed.
    bool pump(std::chrono::steady_clock::time_point deadline, bool& eof, short wantWrite = 0);
    void drainError();
    // Reads the engine's exit status if the guard sent it, waiting at most `wait`.
    bool exited(std::chrono::milliseconds wait);
    void kill();
    bool reap(bool wait);
};

} // namespace carcassonne::protocol
