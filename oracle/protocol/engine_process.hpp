#pragma once
// An engine as a child process with pipes on its standard streams. Nothing the engine does can
// hang or crash the caller: every wait has a deadline, lines are capped at kMaxLineBytes, a closed
// pipe is an answer (CRASH), and the process group is killed when the engine is done with.

#include <chrono>
#include <cstddef>
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

    // Runs `command` with /bin/sh -c in a process group of its own.
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
    pid_t pid_ = -1;
    int in_ = -1;  // the engine's standard input (we write)
    int out_ = -1; // its standard output (we read)
    int err_ = -1; // its standard error (we read, keeping a tail)
    std::string buffer_;
    std::string errTail_;
    std::size_t errBytes_ = 0;
    int status_ = 0;
    bool reaped_ = false;

    // Waits for output until the deadline; false when it passed. Sets `eof` when stdout closed.
    bool pump(std::chrono::steady_clock::time_point deadline, bool& eof, short wantWrite = 0);
    void drainError();
    void kill();
    bool reap(bool wait);
};

} // namespace carcassonne::protocol
