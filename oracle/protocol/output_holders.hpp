#pragma once
// Who still holds the write end of an engine's output, from /proc: so that an engine that closed
// its output while a shell above it keeps a copy (dash, running `sh -c CMD`, forks CMD and waits
// for it with the pipe open) is seen as having closed it, at once, as when nobody keeps a copy.
// Linux only; where /proc cannot tell, nothing is ever seen closed (the timeout stands).

#include <map>
#include <optional>
#include <string>
#include <sys/types.h>

namespace carcassonne::protocol {

class OutputHolders {
public:
    // `root`: the process whose descendants are the engine's (its guard); `pipe`: the inode of
    // the output pipe.
    OutputHolders(pid_t root, ino_t pipe) : root_(root), pipe_(pipe) {}

    // Looks at the engine's processes now. The output is given up when a process seen holding it
    // before still runs the same program without it, and every process still holding it is
    // waiting for a child (a shell waiting for the engine it started, which writes nothing):
    // then a description of that process ("process 812 (python3)"); otherwise nothing.
    std::optional<std::string> givenUp();

private:
    struct Seen {
        unsigned long long start = 0; // the start time, so a reused id is another process
        std::string program;          // /proc/PID/exe: an exec makes it another program
    };
    pid_t root_;
    ino_t pipe_;
    std::map<pid_t, Seen> holders_; // every process seen holding the output
};

} // namespace carcassonne::protocol
