#pragma once
// SIGINT and SIGTERM during a long command (`run`, `drive`, `fuzz`, `book`): the first stops the
// command from starting new work; it then writes the report of what finished, marked interrupted,
// and exits 130. A second one does not wait for the work under way: the command's saver (`run`,
// `drive`) writes the reports of what finished at once and the process exits 130; a command
// without one ends at once, as the signal does. A third ends the process as the signal does (a
// saver stuck on a full pipe must not hold the user).

#include <signal.h>

#include <functional>
#include <mutex>
#include <thread>

namespace carcassonne::cli {

// While it lives, SIGINT and SIGTERM only note the request (the first) or call the saver (the
// second); the previous handlers come back after.
class InterruptGuard {
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

    // What a second interrupt does, on a thread of its own while the command's threads go on:
    // it returns the exit code to end the process with (130, or 74 when a report could not be
    // written), or -1 when there is nothing to save (the command is writing its reports itself:
    // the interrupt is then ignored). The saver is called at most once.
    void onSecondInterrupt(std::function<int()> saver);
    // No saver any more (the command writes its reports now); waits for one under way, which
    // ends the process.
    void noSaver();

private:
    void watch();

    struct sigaction previousInt_ {};
    struct sigaction previousTerm_ {};
    std::mutex lock_;
    std::function<int()> saver_;
    bool saverSet_ = false; // without a saver, the second interrupt ends the process at once
    std::thread watcher_;
};

// Whether SIGINT or SIGTERM arrived since the guard was set.
bool interruptRequested();

} // namespace carcassonne::cli
