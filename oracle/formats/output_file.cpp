#include "output_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <random>
#include <streambuf>
#include <vector>

namespace carcassonne::formats {

namespace fs = std::filesystem;

std::string OutputError::toString() const {
    return "cannot write " + path + ": " + reason;
}

std::string systemReason(int error) {
    return std::strerror(error);
}

namespace {

std::string parentOf(const std::string& path) {
    const fs::path parent = fs::path(path).parent_path();
    return parent.empty() ? std::string(".") : parent.string();
}

} // namespace

std::string linkTarget(const std::string& path) {
    std::string p = path;
    for (int hop = 0; hop < 40; ++hop) {
        struct stat st {};
        if (::lstat(p.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return p;
        std::vector<char> target(static_cast<std::size_t>(st.st_size > 0 ? st.st_size : 255) + 1);
        const ssize_t n = ::readlink(p.c_str(), target.data(), target.size());
        if (n < 0 || static_cast<std::size_t>(n) >= target.size()) return p;
        const std::string to(target.data(), static_cast<std::size_t>(n));
        p = !to.empty() && to.front() == '/' ? to : (fs::path(parentOf(p)) / to).string();
    }
    return p;
}

namespace {

FileIdentity identityOfStat(const struct stat& st) {
    FileIdentity id;
    id.device = st.st_dev;
    id.inode = st.st_ino;
    id.kind = S_ISREG(st.st_mode)   ? FileIdentity::Kind::File
              : S_ISDIR(st.st_mode) ? FileIdentity::Kind::Folder
                                    : FileIdentity::Kind::Other;
    return id;
}

} // namespace

std::optional<FileIdentity> identityOf(const std::string& path) {
    if (path.empty()) return std::nullopt;
    struct stat st {};
    if (::stat(path.c_str(), &st) == 0) return identityOfStat(st);
    if (errno != ENOENT) return std::nullopt;
    // Not there yet: the first existing folder above, with the rest of the path below it. The
    // last component's links are followed first (a dangling link names the file it will make).
    std::error_code ec;
    fs::path missing = fs::absolute(linkTarget(path), ec).lexically_normal();
    if (ec) return std::nullopt;
    std::string rest = missing.filename().string();
    for (fs::path folder = missing.parent_path();; folder = folder.parent_path()) {
        if (::stat(folder.c_str(), &st) == 0) {
            if (!S_ISDIR(st.st_mode)) return std::nullopt;
            FileIdentity id = identityOfStat(st);
            id.kind = FileIdentity::Kind::Missing;
            id.rest = rest;
            return id;
        }
        if (errno != ENOENT || folder == folder.parent_path()) return std::nullopt;
        rest = folder.filename().string() + "/" + rest;
    }
}

std::optional<FileIdentity> identityOfDescriptor(int fd) {
    struct stat st {};
    if (::fstat(fd, &st) != 0) return std::nullopt;
    return identityOfStat(st);
}

DescriptorBuffer::DescriptorBuffer(int fd, bool lineBuffered)
    : fd_(fd), lineBuffered_(lineBuffered), buffer_(std::make_unique<char[]>(kSize)) {
    setp(buffer_.get(), buffer_.get() + kSize);
}

DescriptorBuffer::~DescriptorBuffer() = default;

bool DescriptorBuffer::drain() {
    const char* at = pbase();
    while (!error_ && at < pptr()) {
        const ssize_t n = ::write(fd_, at, static_cast<std::size_t>(pptr() - at));
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0)
            error_ = n < 0 ? errno : EIO;
        else
            at += n;
    }
    // After a failure what is written is dropped: the error is what counts.
    setp(buffer_.get(), buffer_.get() + kSize);
    return error_ == 0;
}

DescriptorBuffer::int_type DescriptorBuffer::overflow(int_type c) {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
        *pptr() = traits_type::to_char_type(c);
        pbump(1);
        if (lineBuffered_ && c == '\n' && !drain()) return traits_type::eof();
    }
    return traits_type::not_eof(c);
}

std::streamsize DescriptorBuffer::xsputn(const char* text, std::streamsize count) {
    std::streamsize written = 0;
    while (written < count) {
        if (pptr() == epptr() && !drain()) return written;
        const std::streamsize room = std::min<std::streamsize>(epptr() - pptr(), count - written);
        std::copy_n(text + written, room, pptr());
        pbump(static_cast<int>(room));
        written += room;
    }
    // A terminal sees each line as it is written, as with the C library's line buffering.
    if (lineBuffered_ && std::find(text, text + count, '\n') != text + count && !drain())
        return written;
    return written;
}

int DescriptorBuffer::sync() {
    return drain() ? 0 : -1;
}

namespace {

// A name no other writer takes: `.NAME.tmp-XXXXXX` in the destination's folder.
std::string temporaryName(const std::string& destination) {
    static std::atomic<unsigned> counter{0};
    thread_local std::mt19937 random{std::random_device{}()};
    static constexpr char kDigits[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    std::string suffix;
    unsigned mixed = static_cast<unsigned>(random()) ^ (counter.fetch_add(1) * 2654435761u);
    for (int i = 0; i < 6; ++i, mixed /= 36)
        suffix += kDigits[mixed % 36];
    const fs::path p(destination);
    return (p.parent_path() / ("." + p.filename().string() + ".tmp-" + suffix)).string();
}

} // namespace

struct OutputFile::State {
    std::string path;        // as given
    std::string destination; // its links followed
    std::string writing;     // the temporary, the partial, or the destination itself
    enum class Into { Temporary, Partial, InPlace } into;
    bool inPlace = false;
    int fd = -1;
    bool done = false;
    DescriptorBuffer buffer;
    std::ostream stream;

    State(std::string p, std::string d, std::string w, Into i, int descriptor)
        : path(std::move(p)), destination(std::move(d)), writing(std::move(w)), into(i),
          inPlace(i == Into::InPlace), fd(descriptor), buffer(descriptor), stream(&buffer) {}

    void abandon() {
        if (done) return;
        done = true;
        ::close(fd);
        if (!inPlace) ::unlink(writing.c_str());
    }
};

namespace {

// `NAME.partial`, opened and locked as this writer's: a partial file another live writer holds
// (its lock) is not taken; one a killed writer left (no lock) is taken and emptied. -1 when it
// is held or cannot be made (the caller writes a Whole temporary file instead).
int openPartial(const std::string& partial) {
    for (int attempt = 0; attempt < 5; ++attempt) {
        const int fd = ::open(partial.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
        if (fd < 0) return -1;
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            ::close(fd);
            return -1;
        }
        // Locked, but the name may have been renamed away (its writer committed) meanwhile:
        // then the file locked is no longer the partial one.
        struct stat held {
        }, named{};
        if (::fstat(fd, &held) == 0 && ::stat(partial.c_str(), &named) == 0 &&
            held.st_dev == named.st_dev && held.st_ino == named.st_ino) {
            if (::ftruncate(fd, 0) == 0) return fd;
            ::close(fd);
            return -1;
        }
        ::close(fd);
    }
    return -1;
}

} // namespace

OutputFile::OutputFile(std::unique_ptr<State> state) : state_(std::move(state)) {}
OutputFile::OutputFile(OutputFile&&) noexcept = default;
OutputFile& OutputFile::operator=(OutputFile&& other) noexcept {
    if (this != &other) {
        if (state_) state_->abandon();
        state_ = std::move(other.state_);
    }
    return *this;
}
OutputFile::~OutputFile() {
    if (state_) state_->abandon();
}

std::variant<OutputFile, OutputError> OutputFile::open(const std::string& path, Writing writing) {
    auto failed = [&](int error) { return OutputError{path, systemReason(error)}; };
    if (path.empty()) return OutputError{path, "no file named"};
    const std::string destination = linkTarget(path);
    struct stat st {};
    const bool exists = ::stat(destination.c_str(), &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) return OutputError{path, "it is a folder"};
    if (exists && !S_ISREG(st.st_mode)) {
        // A device or a FIFO: written in place, there is nothing to rename onto.
        const int fd = ::open(destination.c_str(), O_WRONLY | O_CLOEXEC);
        if (fd < 0) return failed(errno);
        return OutputFile(
            std::make_unique<State>(path, destination, destination, State::Into::InPlace, fd));
    }
    if (writing == Writing::Live) {
        const std::string partial = destination + ".partial";
        if (const int fd = openPartial(partial); fd >= 0) {
            if (exists) ::fchmod(fd, st.st_mode & 07777);
            return OutputFile(
                std::make_unique<State>(path, destination, partial, State::Into::Partial, fd));
        }
    }
    for (int attempt = 0;; ++attempt) {
        const std::string temporary = temporaryName(destination);
        const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            // The file keeps the mode it had (a report made readable to a group stays so).
            if (exists) ::fchmod(fd, st.st_mode & 07777);
            return OutputFile(
                std::make_unique<State>(path, destination, temporary, State::Into::Temporary, fd));
        }
        if (errno != EEXIST || attempt == 100) {
            const int error = errno;
            return OutputError{path, "cannot create a file in " + parentOf(destination) + ": " +
                                         systemReason(error)};
        }
    }
}

std::ostream& OutputFile::stream() {
    return state_->stream;
}

bool OutputFile::flush() {
    state_->stream.flush();
    return state_->buffer.error() == 0 && !state_->stream.fail();
}

std::optional<OutputError> OutputFile::commit() {
    State& s = *state_;
    if (s.done) return OutputError{s.path, "written twice"};
    s.stream.flush();
    int error = s.buffer.error();
    if (!error && s.stream.fail()) error = EIO;
    if (error) {
        s.abandon();
        return OutputError{s.path, systemReason(error)};
    }
    s.done = true;
    if (s.into == State::Into::Partial) {
        // Renamed while it is still locked: a writer that takes the partial name after the rename
        // makes a new file, never empties this one.
        const int renamed = ::rename(s.writing.c_str(), s.destination.c_str());
        error = renamed == 0 ? 0 : errno;
        if (error) ::unlink(s.writing.c_str());
        if (::close(s.fd) != 0 && errno != EINTR && !error) error = errno;
        if (error) return OutputError{s.path, systemReason(error)};
        return std::nullopt;
    }
    // A file system that reports a write's failure only at close (NFS, a quota) is heard too.
    if (::close(s.fd) != 0 && errno != EINTR) {
        error = errno;
        if (!s.inPlace) ::unlink(s.writing.c_str());
        return OutputError{s.path, systemReason(error)};
    }
    if (s.inPlace) return std::nullopt;
    if (::rename(s.writing.c_str(), s.destination.c_str()) != 0) {
        error = errno;
        ::unlink(s.writing.c_str());
        return OutputError{s.path, systemReason(error)};
    }
    return std::nullopt;
}

const std::string& OutputFile::path() const {
    return state_->path;
}

const std::string& OutputFile::writingTo() const {
    return state_->writing;
}

std::optional<OutputError> writeFile(const std::string& path, std::string_view text) {
    auto opened = OutputFile::open(path);
    if (auto* error = std::get_if<OutputError>(&opened)) return *error;
    OutputFile& file = std::get<OutputFile>(opened);
    file.stream() << text;
    return file.commit();
}

} // namespace carcassonne::formats
