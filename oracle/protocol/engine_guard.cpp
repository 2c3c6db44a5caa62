#include "engine_guard.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace carcassonne::protocol {

namespace {

// In the guard's fd table: the engine's three streams, then these.
constexpr int kLifeline = 3;
constexpr int kStatus = 4;

// The guard itself. It is a fork of a threaded program that never calls exec, so it makes
// system calls only (no allocation, no lock): what async-signal-safe code may do. All signals
// are blocked in it (as they were at the fork); SIGCHLD is read from a signalfd.
[[noreturn]] void guard(char* const argv[]) {
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);
    sigset_t child;
    sigemptyset(&child);
    sigaddset(&child, SIGCHLD);
    const int children = ::signalfd(-1, &child, SFD_CLOEXEC);
    const pid_t engine = ::fork();
    if (engine == 0) {
        ::close(kLifeline);
        ::close(kStatus);
        // The driver ignores SIGPIPE; the engine gets the default, and no blocked signal.
        struct sigaction byDefault {};
        byDefault.sa_handler = SIG_DFL;
        ::sigaction(SIGPIPE, &byDefault, nullptr);
        sigset_t none;
        sigemptyset(&none);
        ::sigprocmask(SIG_SETMASK, &none, nullptr);
        ::execve("/bin/sh", argv, environ);
        _exit(127);
    }
    ::close(STDIN_FILENO); // the engine's pipes are the engine's alone
    ::close(STDOUT_FILENO);
    ::close(STDERR_FILENO);
    if (engine < 0) {
        const int status = 127 << 8; // as a shell that cannot run the command
        (void)!::write(kStatus, &status, sizeof status);
        _exit(127);
    }
    for (;;) {
        pollfd fds[2] = {{kLifeline, POLLIN, 0}, {children, POLLIN, 0}};
        // Without a signalfd (an old kernel), children are looked for every 50 ms.
        ::poll(fds, children >= 0 ? 2 : 1, children >= 0 ? -1 : 50);
        if (fds[0].revents)
            ::kill(0, SIGKILL); // the driver is gone: the whole group, the guard too
        if (children >= 0 && fds[1].revents) {
            signalfd_siginfo info;
            (void)!::read(children, &info, sizeof info);
        }
        int status = 0;
        for (pid_t done; (done = ::waitpid(-1, &status, WNOHANG)) > 0;)
            if (done == engine) {
                (void)!::write(kStatus, &status, sizeof status);
                ::kill(0, SIGKILL); // what it started dies with it
            }
    }
}

void closeAll(std::initializer_list<int> fds) {
    for (int fd : fds)
        if (fd >= 0) ::close(fd);
}

} // namespace

std::variant<GuardedEngine, std::string> startGuarded(const std::string& command) {
    int in[2], out[2], err[2], status[2], lifeline[2];
    int* pipes[] = {in, out, err, status, lifeline};
    for (std::size_t i = 0; i < std::size(pipes); ++i)
        if (::pipe2(pipes[i], O_CLOEXEC) != 0) {
            const std::string why = std::strerror(errno);
            for (std::size_t j = 0; j < i; ++j)
                closeAll({pipes[j][0], pipes[j][1]});
            return why;
        }
    // Everything the guard needs is made before the fork: it may not allocate.
    std::string sh = "sh", dashC = "-c", cmd = command;
    char* argv[] = {sh.data(), dashC.data(), cmd.data(), nullptr};
    sigset_t all, before;
    sigfillset(&all);
    ::pthread_sigmask(SIG_SETMASK, &all, &before); // no handler of the driver runs in the guard
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0);
        // The guard's descriptors: the engine's streams at 0-2, the lifeline and the status pipe
        // at 3 and 4, nothing else (another engine's lifeline kept here would outlive it).
        const int wanted[] = {in[0], out[1], err[1], lifeline[0], status[1]};
        int moved[5];
        for (int i = 0; i < 5; ++i)
            if ((moved[i] = ::fcntl(wanted[i], F_DUPFD_CLOEXEC, 10)) < 0) _exit(127);
        for (int i = 0; i < 5; ++i)
            if (::dup2(moved[i], i) < 0) _exit(127);
        ::close_range(5, ~0U, 0);
        guard(argv);
    }
    const int forkError = errno;
    ::pthread_sigmask(SIG_SETMASK, &before, nullptr);
    closeAll({in[0], out[1], err[1], lifeline[0], status[1]});
    if (pid < 0) {
        closeAll({in[1], out[0], err[0], lifeline[1], status[0]});
        return std::string(std::strerror(forkError));
    }
    ::setpgid(pid, pid); // as the guard does: the group exists before either goes on
    return GuardedEngine{pid, in[1], out[0], err[0], status[0], lifeline[1]};
}

} // namespace carcassonne::protocol
