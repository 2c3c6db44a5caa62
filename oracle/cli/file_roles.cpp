#include "file_roles.hpp"

#include "exit_codes.hpp"
#include "formats/output_file.hpp"

#include <unistd.h>

#include <iostream>

namespace carcassonne::cli {

using formats::FileIdentity;

FileRoles::FileRoles() {
    outputs_.push_back({"", "the standard output", false, STDOUT_FILENO});
}

void FileRoles::reads(const std::string& path, std::string what, bool rewritable) {
    inputs_.push_back({path, std::move(what), rewritable, -1});
}

void FileRoles::readsStandardInput() {
    inputs_.push_back({"", "the standard input", false, STDIN_FILENO});
}

void FileRoles::writes(const std::string& path, std::string what, bool rewrites) {
    if (!path.empty()) outputs_.push_back({path, std::move(what), rewrites, -1});
}

void FileRoles::writesFolder(const std::string& path, std::string what) {
    if (!path.empty()) outputs_.push_back({path, std::move(what), false, -1, true});
}

namespace {

std::optional<FileIdentity> identity(const std::string& path, int descriptor) {
    return descriptor >= 0 ? formats::identityOfDescriptor(descriptor) : formats::identityOf(path);
}

// "--report json:a (a)": the option and, when it says something else, the path.
std::string named(const std::string& what, const std::string& path) {
    if (path.empty() || what.find(path) != std::string::npos) return what;
    return what + " " + path;
}

} // namespace

std::optional<int> FileRoles::refusal() const {
    auto refuse = [](const std::string& message) {
        std::cerr << "carcassonne-oracle: " << message << " (exit code " << UsageError << ")\n";
        return UsageError;
    };
    struct Output {
        const Role* role;
        FileIdentity id;
    };
    std::vector<Output> outputs;
    bool anyExisting = false;
    for (const Role& o : outputs_) {
        const auto id = identity(o.path, o.descriptor);
        if (!id) continue; // a folder on the way that cannot be read: opening it says why
        if (o.folder && id->kind == FileIdentity::Kind::File)
            return refuse(named(o.what, o.path) + " is a file; a folder is expected");
        if (!o.folder && id->kind == FileIdentity::Kind::Folder && o.descriptor < 0)
            return refuse(named(o.what, o.path) + " is a folder; a file is expected");
        // A device or a FIFO is written in place, as often as asked (/dev/null twice is fine);
        // standard output on a terminal or a pipe is no file either.
        if (id->kind != FileIdentity::Kind::File && id->kind != FileIdentity::Kind::Missing &&
            !o.folder)
            continue;
        for (const Output& earlier : outputs)
            if (earlier.id == id)
                return refuse(named(earlier.role->what, earlier.role->path) + " and " +
                              named(o.what, o.path) +
                              " are the same file: give each output a file of its own");
        anyExisting = anyExisting || id->kind == FileIdentity::Kind::File;
        outputs.push_back({&o, *id});
    }
    // An output that does not exist yet is no input: the inputs are looked at only when one does
    // (a suite of many files is not stat'ed for nothing).
    if (!anyExisting) return std::nullopt;
    for (const Role& i : inputs_) {
        const auto id = identity(i.path, i.descriptor);
        if (!id || id->kind != FileIdentity::Kind::File) continue;
        for (const Output& o : outputs)
            if (o.id == *id && !(i.own && o.role->own))
                return refuse(named(o.role->what, o.role->path) + " is " +
                              (i.descriptor >= 0 ? i.what : named(i.what, i.path)) +
                              " (the same file): an output never overwrites an input");
    }
    return std::nullopt;
}

} // namespace carcassonne::cli
