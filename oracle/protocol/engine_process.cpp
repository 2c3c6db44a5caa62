#include "engine_process.hpp"

#include "engine_guard.hpp"
#include "protocol.hpp"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

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
    closeFd(statusPipe_);
    closeFd(lifeline_);
}

std::variant<std::monostate, LinkError> EngineProcess::start(const std::string& command) {
    auto started = startGuarded(command);
    if (auto* why = std::get_if<std::string>(&started))
        return LinkError{LinkStatus::Crash, "cannot start the engine: " + *why};
    const GuardedEngine& e = std::get<GuardedEngine>(started);
    guard_ = e.guard;
    in_ = e.in;
    out_ = e.out;
    err_ = e.err;
    statusPipe_ = e.status;
    lifeline_ = e.lifeline;
    setNonBlocking(in_);
    setNonBlocking(out_);
    setNonBlocking(err_);
    setNonBlocking(statusPipe_);
    struct stat pipe {};
    if (::fstat(out_, &pipe) == 0) holders_.emplace(guard_, pipe.st_ino);
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
    // While no reply comes, the engine's processes are looked at (after 100 ms, then every
    // 250 ms): one that gave its output up under a shell keeping a copy ends the wait.
    auto look = Clock::now() + std::chrono::milliseconds(100);
    bool eof = false;
    while (true) {
        const auto newline = buffer_.find('\n');
        if (newline != std::string::npos && newline <= kMaxLineBytes) {
            std::string line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            // Who holds the output while the engine answers: what it may give up later.
            if (!lineRead_ && holders_) (void)holders_->givenUp();
            lineRead_ = true;
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
        if (!pump(std::min(deadline, look), eof)) {
            if (Clock::now() >= deadline)
                return LinkError{LinkStatus::Timeout,
                                 "no reply within " + std::to_string(timeout.count()) + " ms"};
            look = Clock::now() + std::chrono::milliseconds(250);
            if (holders_)
                if (auto closer = holders_->givenUp())
                    return LinkError{LinkStatus::Crash,
                                     "the engine closed its output: " + *closer +
                                         " runs on without it, and only a process waiting for "
                                         "its children (the shell) keeps a copy"};
        }
    }
}

bool EngineProcess::exited(std::chrono::milliseconds wait) {
    if (status_) return true;
    if (statusPipe_ < 0) return false;
    const auto deadline = Clock::now() + wait;
    for (;;) {
        int status = 0;
        const ssize_t n = ::read(statusPipe_, &status, sizeof status);
        if (n == static_cast<ssize_t>(sizeof status)) {
            status_ = status;
            return true;
        }
        if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
            closeFd(statusPipe_); // the guard is gone without a word: killed with the group
            return false;
        }
        if (Clock::now() >= deadline) return false;
        pollfd fd{statusPipe_, POLLIN, 0};
        ::poll(&fd, 1, remainingMs(deadline));
    }
}

bool EngineProcess::reap(bool wait) {
    if (guard_ < 0 || reaped_) return reaped_;
    int status = 0;
    const pid_t r = ::waitpid(guard_, &status, wait ? 0 : WNOHANG);
    if (r == guard_ || (r < 0 && errno == ECHILD)) reaped_ = true;
    return reaped_;
}

std::string EngineProcess::exitDescription() {
    // The pipe closes a moment before the guard has the engine's status: give it that moment.
    if (!exited(std::chrono::milliseconds(100))) return "still running";
    const int status = *status_;
    if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
    if (WIFSIGNALED(status)) {
        const char* name = ::strsignal(WTERMSIG(status));
        return "killed by signal " + std::to_string(WTERMSIG(status)) +
               (name ? std::string(" (") + name + ")" : "");
    }
    return "stopped";
}

void EngineProcess::kill() {
    // The whole group: the guard, the shell and whatever they started. The guard leads the group
    // and is our child until reaped here, so the group's id is never another's.
    if (guard_ < 0 || reaped_) return;
    ::kill(-guard_, SIGKILL);
    reap(true);
}

void EngineProcess::stop(std::chrono::milliseconds grace) {
    closeFd(in_);
    const auto deadline = Clock::now() + grace;
    bool eof = false;
    while (!exited(std::chrono::milliseconds(0)) && !reap(false) && Clock::now() < deadline) {
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
