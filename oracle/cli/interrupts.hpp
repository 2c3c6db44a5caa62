#pragma once
// SIGINT and SIGTERM during a long command (`run`, `drive`): the command stops starting new work,
// writes the report of what finished, marked interrupted, and exits 130.

#include <signal.h>

namespace carcassonne::cli {

// While it lives, SIGINT and SIGTERM only note the request (a second one ends the process at
// once, as a user pressing Ctrl-C twice expects); the previous handlers come back after.
class InterruptGuard {
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction previousInt_ {};
    struct sigaction previousTerm_ {};
};

// Whether SIGINT or SIGTERM arrived since the guard was set.
bool interruptRequested();

} // namespace carcassonne::cli
