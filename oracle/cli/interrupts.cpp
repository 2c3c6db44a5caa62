#include "interrupts.hpp"

#include <csignal>

namespace carcassonne::cli {

namespace {

// A signal handler can only reach state of static storage: the one flag it sets, nothing else.
volatile std::sig_atomic_t requested = 0;

extern "C" void noteInterrupt(int signal) {
    if (requested) {
        // The second Ctrl-C: the user does not want to wait for the run in progress.
        std::signal(signal, SIG_DFL);
        std::raise(signal);
        return;
    }
    requested = 1;
}

} // namespace

InterruptGuard::InterruptGuard() {
    requested = 0;
    struct sigaction action {};
    action.sa_handler = noteInterrupt;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0; // no SA_RESTART: a blocking read returns EINTR and the driver goes on
    sigaction(SIGINT, &action, &previousInt_);
    sigaction(SIGTERM, &action, &previousTerm_);
}

InterruptGuard::~InterruptGuard() {
    sigaction(SIGINT, &previousInt_, nullptr);
    sigaction(SIGTERM, &previousTerm_, nullptr);
}

bool interruptRequested() {
    return requested != 0;
}

} // namespace carcassonne::cli
