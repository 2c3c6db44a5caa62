#pragma once
// Output files written whole or not at all, and where a path leads. Every file the oracle writes
// (reports, scenarios, pictures, game logs, resume points, transcripts, the book's pages) goes
// through OutputFile: it is written into a temporary file beside its destination and renamed onto
// it once complete, so a writer killed half-way leaves the earlier file (or none), never a
// truncated one, and of two writers of one file the last rename wins whole. A failed write (a full
// disk, a closed pipe) is an OutputError naming the file and the system's reason, never lost.
//
// identityOf tells whether two paths name one file (the same path, a hard link, a symbolic link),
// for the command line's refusal of an output that is one of its inputs.

#include <sys/types.h>

#include <memory>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <string_view>
#include <variant>

namespace carcassonne::formats {

// An output that could not be written: the path as the user gave it, and why.
struct OutputError {
    std::string path;
    std::string reason; // the system's words ("No space left on device")

    // "cannot write PATH: REASON".
    std::string toString() const;
};

// Where a path leads. An existing file is known by its device and inode, symbolic links followed
// (so a hard link or a symbolic link to a file is that file); a file that does not exist yet by
// the deepest existing folder on its way (symbolic links followed) and the rest of the path below
// it, so `a`, `./a` and a dangling link to `a` are one file before any of them is written.
struct FileIdentity {
    enum class Kind {
        File,    // an existing regular file
        Missing, // nothing there yet (an output to be made)
        Folder,  // an existing folder
        Other,   // a device, a FIFO, a socket: written in place (/dev/null, /dev/stdout)
    };
    Kind kind = Kind::Missing;
    dev_t device = 0;
    ino_t inode = 0;
    std::string rest; // Missing: the path below the existing folder (device, inode)

    friend bool operator==(const FileIdentity& a, const FileIdentity& b) {
        return a.device == b.device && a.inode == b.inode && a.rest == b.rest;
    }
};

// The identity of `path`; nullopt when it cannot be told (a folder on the way cannot be read).
std::optional<FileIdentity> identityOf(const std::string& path);
// The identity of an open descriptor (standard input or output): what it was opened on.
std::optional<FileIdentity> identityOfDescriptor(int fd);

// `path` with the symbolic links of its last component followed (a chain of them too, up to 40):
// the file a write through `path` reaches. An output is renamed onto this, so writing through a
// link keeps the link and changes the file it points to.
std::string linkTarget(const std::string& path);

// A stream buffer on a file descriptor that keeps the first write error (errno) instead of losing
// it: the stream's badbit says that a write failed, error() says why. Line-buffered, it writes
// out each line as it comes (standard output on a terminal). Used by one thread at a time.
class DescriptorBuffer : public std::streambuf {
public:
    explicit DescriptorBuffer(int fd, bool lineBuffered = false);
    ~DescriptorBuffer() override;
    DescriptorBuffer(const DescriptorBuffer&) = delete;
    DescriptorBuffer& operator=(const DescriptorBuffer&) = delete;

    // The errno of the first write that failed; 0 while none has.
    int error() const { return error_; }

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char* text, std::streamsize count) override;
    int sync() override;

private:
    bool drain();
    static constexpr std::ptrdiff_t kSize = 1 << 16;
    int fd_;
    bool lineBuffered_;
    int error_ = 0;
    std::unique_ptr<char[]> buffer_;
};

// How an OutputFile is written until commit().
enum class Writing {
    // Into a hidden temporary file beside the destination, `.NAME.tmp-XXXXXX`, renamed onto NAME.
    Whole,
    // Into `NAME.partial` beside the destination, visible while it grows (a JSON Lines report a
    // user follows with `tail -f NAME.partial`: tail keeps reading the file after the rename), and
    // renamed onto NAME at commit. Two writers do not share one partial file: one that finds it
    // held by another (a lock) is written as Whole instead.
    Live,
};

class OutputFile {
public:
    // Opens the output's temporary file (a destination that is a device or a FIFO, as /dev/null,
    // /dev/stdout or a shell's process substitution, is written in place); an error when it
    // cannot be made or the destination is a folder.
    static std::variant<OutputFile, OutputError> open(const std::string& path,
                                                      Writing writing = Writing::Whole);

    OutputFile(OutputFile&&) noexcept;
    OutputFile& operator=(OutputFile&&) noexcept;
    // Not committed: the temporary file is removed, the destination is as it was.
    ~OutputFile();

    // The text goes here; the stream's address never changes (a moved OutputFile keeps it).
    std::ostream& stream();
    // Writes what is buffered to the file (a Live report's lines, for its readers); false once a
    // write has failed.
    bool flush();
    // Everything written (flushed and closed), then renamed onto the destination; the error when
    // a write failed on the way (the destination is then left as it was). Once only.
    std::optional<OutputError> commit();

    // The path as given, and the file written until commit (the temporary, the partial file, or
    // the destination itself when it is written in place).
    const std::string& path() const;
    const std::string& writingTo() const;

private:
    struct State;
    explicit OutputFile(std::unique_ptr<State> state);
    std::unique_ptr<State> state_;
};

// `text` written whole to `path` (OutputFile, Writing::Whole); the error when it could not be.
std::optional<OutputError> writeFile(const std::string& path, std::string_view text);

// The reason of the last system call's failure, as strerror words it.
std::string systemReason(int error);

} // namespace carcassonne::formats
