#include "engine_process.hpp"

#include "protocol.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace carcassonne::protocol {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kErrorTailBytes = 16 * 1024;
constexpr std::size_t kChunk = 64 * 1024;

void closeFd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

int remainingMs(Clock::time_point deadline) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    return left.count() <= 0 ? 0 : static_cast<int>(std::min<long long>(left.count(), 1 << 30));
}

void setNonBlocking(int fd) {
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
}

} // namespace

EngineProcess::~EngineProcess() {
    kill();
    closeFd(in_);
    closeFd(out_);
    closeFd(err_);
}

std::variant<std::monostate, LinkError> EngineProcess::start(const std::string& command) {
    int in[2], out[2], err[2];
    if (::pipe2(in, O_CLOEXEC) != 0) return LinkError{LinkStatus::Crash, std::strerror(errno)};
    if (::pipe2(out, O_CLOEXEC) != 0) {
        ::close(in[0]), ::close(in[1]);
        return LinkError{LinkStatus::Crash, std::strerror(errno)};
    }
    if (::pipe2(err, O_CLOEXEC) != 0) {
        ::close(in[0]), ::close(in[1]), ::close(out[0]), ::close(out[1]);
        return LinkError{LinkStatus::Crash, std::strerror(errno)};
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    // A process group of its own, so a kill reaches the shell and everything it started; the
    // driver ignores SIGPIPE, and the engine should not inherit that.
    sigset_t defaults, none;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigemptyset(&none);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(
        &attr,
        static_cast<short>(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK));
    std::string sh = "sh", dashC = "-c", cmd = command;
    char* argv[] = {sh.data(), dashC.data(), cmd.data(), nullptr};
    const int rc = ::posix_spawn(&pid_, "/bin/sh", &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    ::close(in[0]);
    ::close(out[1]);
    ::close(err[1]);
    in_ = in[1];
    out_ = out[0];
    err_ = err[0];
    if (rc != 0) {
        pid_ = -1;
        return LinkError{LinkStatus::Crash,
                         "cannot start the engine: " + std::string(std::strerror(rc))};
    }
    setNonBlocking(in_);
    setNonBlocking(out_);
    setNonBlocking(err_);
    return std::monostate{};
}

void EngineProcess::drainError() {
    char chunk[4096];
    while (err_ >= 0) {
        const ssize_t n = ::read(err_, chunk, sizeof chunk);
        if (n > 0) {
            errTail_.append(chunk, static_cast<std::size_t>(n));
            errBytes_ += static_cast<std::size_t>(n);
            if (errTail_.size() > kErrorTailBytes)
                errTail_.erase(0, errTail_.size() - kErrorTailBytes);
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EINTR)) return;
        closeFd(err_); // end of file or a real error: nothing more to read
    }
}

bool EngineProcess::pump(Clock::time_point deadline, bool& eof, short wantWrite) {
    pollfd fds[3];
    nfds_t n = 0;
    int outIndex = -1, errIndex = -1;
    // Past the line cap, stop reading: readLine reports the flood before any more is buffered.
    if (out_ >= 0 && buffer_.size() <= kMaxLineBytes) {
        outIndex = static_cast<int>(n);
        fds[n++] = {out_, POLLIN, 0};
    }
    if (err_ >= 0) {
        errIndex = static_cast<int>(n);
        fds[n++] = {err_, POLLIN, 0};
    }
    if (wantWrite && in_ >= 0) fds[n++] = {in_, POLLOUT, 0};
    const int ready = ::poll(fds, n, remainingMs(deadline));
    if (ready < 0 && errno == EINTR) return true;
    if (ready <= 0) return false;
    if (errIndex >= 0 && fds[errIndex].revents) drainError();
    if (outIndex >= 0 && fds[outIndex].revents) {
        char chunk[kChunk];
        const ssize_t got = ::read(out_, chunk, sizeof chunk);
        if (got > 0) {
            buffer_.append(chunk, static_cast<std::size_t>(got));
        } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
            eof = true;
            closeFd(out_); // out of the poll set: a closed pipe would wake every poll at once
        }
    }
    return true;
}

std::variant<std::monostate, LinkError>
EngineProcess::writeLine(const std::string& line, std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    const std::string data = line + "\n";
    std::size_t sent = 0;
    bool eof = false;
    while (sent < data.size()) {
        if (in_ < 0) return LinkError{LinkStatus::Crash, "the engine's input is closed"};
        const ssize_t n = ::write(in_, data.data() + sent, data.size() - sent);
        if (n > 0) {
            sent += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EPIPE)
            return LinkError{LinkStatus::Crash,
                             "the engine closed its input (" + exitDescription() + ")"};
        if (n < 0 && errno != EAGAIN && errno != EINTR)
            return LinkError{LinkStatus::Crash, std::strerror(errno)};
        if (!pump(deadline, eof, POLLOUT))
            return LinkError{LinkStatus::Timeout, "the engine did not read its input within " +
                                                      std::to_string(timeout.count()) + " ms"};
    }
    return std::monostate{};
}

std::variant<std::string, LinkError> EngineProcess::readLine(std::chrono::milliseconds timeout) {
    const auto deadline = Clock::now() + timeout;
    bool eof = false;
    while (true) {
        const auto newline = buffer_.find('\n');
        if (newline != std::string::npos && newline <= kMaxLineBytes) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            return line;
        }
        if (buffer_.size() > kMaxLineBytes)
            return LinkError{LinkStatus::Protocol, "the engine wrote a line longer than " +
                                                       std::to_string(kMaxLineBytes) + " bytes"};
        if (eof || out_ < 0) {
            closeFd(out_);
            return LinkError{LinkStatus::Crash,
                             std::string("the engine closed its output") +
                                 (buffer_.empty() ? "" : " in the middle of a line") + " (" +
                                 exitDescription() + ")"};
        }
        if (!pump(deadline, eof))
            return LinkError{LinkStatus::Timeout,
                             "no reply within " + std::to_string(timeout.count()) + " ms"};
    }
}

bool EngineProcess::reap(bool wait) {
    if (pid_ < 0 || reaped_) return reaped_;
    int status = 0;
    const pid_t r = ::waitpid(pid_, &status, wait ? 0 : WNOHANG);
    if (r == pid_) {
        status_ = status;
        reaped_ = true;
    }
    return reaped_;
}

std::string EngineProcess::exitDescription() {
    // The pipe closes a moment before the process is gone: give it that moment.
    for (int i = 0; i < 50 && !reap(false); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (!reaped_) return "still running";
    if (WIFEXITED(status_)) return "exited with status " + std::to_string(WEXITSTATUS(status_));
    if (WIFSIGNALED(status_)) {
        const char* name = ::strsignal(WTERMSIG(status_));
        return "killed by signal " + std::to_string(WTERMSIG(status_)) +
               (name ? std::string(" (") + name + ")" : "");
    }
    return "stopped";
}

void EngineProcess::kill() {
    // The whole group: the shell and whatever it started. Once the engine is reaped its id may be
    // reused, so a group is never signalled after that.
    if (pid_ < 0 || reaped_) return;
    ::kill(-pid_, SIGKILL);
    ::kill(pid_, SIGKILL); // in case it left its group
    reap(true);
}

void EngineProcess::stop(std::chrono::milliseconds grace) {
    closeFd(in_);
    const auto deadline = Clock::now() + grace;
    bool eof = false;
    while (!reap(false) && Clock::now() < deadline) {
        // Keep reading so an engine blocked on a full pipe can finish; what it says is ignored.
        if (!eof && out_ >= 0) {
            pump(std::min(deadline, Clock::now() + std::chrono::milliseconds(10)), eof);
            if (buffer_.size() > kMaxLineBytes) buffer_.clear();
        } else {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }
    kill();
    // What the engine wrote last (why it could not start, say) may still be in the pipe.
    drainError();
}

} // namespace carcassonne::protocol
