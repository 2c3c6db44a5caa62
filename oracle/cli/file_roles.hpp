#pragma once
// The files a command reads and writes, checked before anything is written: an output that is
// one of the command's inputs (the same path, a hard link, a symbolic link to it, or standard
// output redirected into it) or the same file as another of its outputs is refused with exit code
// 64, so that no input is ever overwritten and no report silently replaces another.
//
// Every command declares its files here (the scenario files below the folders it reads too), then
// asks refusal() once, before it opens any output.

#include <optional>
#include <string>
#include <vector>

namespace carcassonne::cli {

class FileRoles {
public:
    // Standard output counts as an output when it is redirected to a regular file.
    FileRoles();

    // A file the command reads (`what` names it in messages: "the scenario", "--expectations").
    // `rewritable`: the command reads it and writes it back by design (--update-expectations'
    // file, fuzz's resume point), so an output declared `rewrites` may be it.
    void reads(const std::string& path, std::string what, bool rewritable = false);
    // Standard input, when the command reads it (serve).
    void readsStandardInput();
    // A file the command writes (`what`: "-o", "--report junit:r.xml"). A device or a FIFO
    // (/dev/null, /dev/stdout) is never refused: it is written in place, as often as asked.
    void writes(const std::string& path, std::string what, bool rewrites = false);
    // A folder the command writes files into (fuzz --out): it may exist as a folder, not as a
    // file, and no other output may be it.
    void writesFolder(const std::string& path, std::string what);

    // The message on standard error and exit code 64 when an output is an input or another
    // output (or a folder, where a file is expected); nothing when every output is its own.
    std::optional<int> refusal() const;

private:
    struct Role {
        std::string path; // empty: a standard stream
        std::string what;
        bool own = false; // rewritable (an input) or rewrites (an output)
        int descriptor = -1;
        bool folder = false; // an output folder (writesFolder)
    };
    std::vector<Role> inputs_;
    std::vector<Role> outputs_;
};

} // namespace carcassonne::cli
