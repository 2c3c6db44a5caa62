#include "interrupts.hpp"

#include "output_files.hpp"

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>

namespace carcassonne::cli {

namespace {

// A signal handler can only reach state of static storage: the count of signals, and the pipe
// that wakes the thread which calls the saver (writing to a pipe is async-signal-safe).
volatile std::sig_atomic_t received = 0;
volatile std::sig_atomic_t lastSignal = SIGINT;
int wake[2] = {-1, -1};

constexpr char kSecond = 's';
constexpr char kQuit = 'q';

extern "C" void noteInterrupt(int signal) {
    received = received + 1;
    lastSignal = signal;
    if (received == 2 && wake[1] >= 0) {
        const int saved = errno;
        [[maybe_unused]] const ssize_t n = ::write(wake[1], &kSecond, 1);
        errno = saved;
        return;
    }
    if (received >= 3 || (received == 2 && wake[1] < 0)) {
        // The user will not wait: the signal's default action, at once.
        std::signal(signal, SIG_DFL);
        std::raise(signal);
    }
}

} // namespace

InterruptGuard::InterruptGuard() {
    received = 0;
    if (::pipe2(wake, O_CLOEXEC) != 0) wake[0] = wake[1] = -1;
    if (wake[0] >= 0) {
        // The watcher takes no signal (it inherits the mask): the command's threads do, so that a
        // blocking read of the main thread returns EINTR as before.
        sigset_t signals, previous;
        sigemptyset(&signals);
        sigaddset(&signals, SIGINT);
        sigaddset(&signals, SIGTERM);
        pthread_sigmask(SIG_BLOCK, &signals, &previous);
        watcher_ = std::thread([this] { watch(); });
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    }
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
    if (watcher_.joinable()) {
        [[maybe_unused]] const ssize_t n = ::write(wake[1], &kQuit, 1);
        watcher_.join();
    }
    for (int& fd : wake) {
        if (fd >= 0) ::close(fd);
        fd = -1;
    }
}

void InterruptGuard::watch() {
    for (;;) {
        char c = 0;
        const ssize_t n = ::read(wake[0], &c, 1);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0 || c == kQuit) return;
        const std::lock_guard hold(lock_);
        if (!saverSet_) {
            // A command with nothing to save: the second interrupt ends it, as the signal does.
            const int signal = lastSignal;
            std::signal(signal, SIG_DFL);
            // To the process: this thread blocks the signal, another takes its default action.
            ::kill(::getpid(), signal);
            return;
        }
        if (!saver_) continue; // the command writes its reports already
        const int code = saver_();
        if (code < 0) continue;
        // The other threads are mid-run: the process ends here, without unwinding them.
        std::_Exit(finishStandardOutput(code));
    }
}

void InterruptGuard::onSecondInterrupt(std::function<int()> saver) {
    const std::lock_guard hold(lock_);
    saver_ = std::move(saver);
    saverSet_ = true;
}

void InterruptGuard::noSaver() {
    const std::lock_guard hold(lock_);
    saver_ = nullptr;
}

bool interruptRequested() {
    return received != 0;
}

} // namespace carcassonne::cli
