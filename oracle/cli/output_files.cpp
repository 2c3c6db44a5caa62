#include "output_files.hpp"

#include "exit_codes.hpp"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <iostream>

namespace carcassonne::cli {

int reportCannotWrite(const formats::OutputError& error) {
    std::cerr << "carcassonne-oracle: " << error.toString() << " (exit code " << CannotWrite
              << ")\n";
    return CannotWrite;
}

int writeOutputFile(const std::string& path, std::string_view text) {
    if (const auto error = formats::writeFile(path, text)) return reportCannotWrite(*error);
    return Success;
}

void ignoreBrokenPipes() {
    std::signal(SIGPIPE, SIG_IGN);
}

int finishStandardOutput(int code) {
    std::cout.flush();
    const auto* buffer = dynamic_cast<const formats::DescriptorBuffer*>(std::cout.rdbuf());
    const int error = buffer ? buffer->error() : 0;
    if (!error && !std::cout.fail()) return code;
    std::cout.clear();
    return reportCannotWrite(
        {"the standard output", error ? formats::systemReason(error) : "a write failed"});
}

} // namespace carcassonne::cli
