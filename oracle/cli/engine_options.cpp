#include "engine_options.hpp"

#include "exit_codes.hpp"
#include "number_option.hpp"

#include <iostream>

namespace carcassonne::cli {

void addFreshEngineOption(CLI::App& c, bool& fresh) {
    c.add_flag("--fresh-engine", fresh,
               "Start a new engine for every run (default: one engine per job serves its runs, "
               "each beginning with new-game)");
}

void addTimeoutOptions(CLI::App& c, int& timeoutMs, int& startTimeoutMs) {
    c.add_option("--timeout-ms", timeoutMs,
                 "Time the engine has for each reply, from the moment the request is written")
        ->check(wholeNumberIn(1, kMaxTimeoutMs))
        ->capture_default_str();
    // Apart from the per-reply timeout: an interpreter or a JVM can take seconds to start on a
    // busy machine, where its replies are quick.
    c.add_option("--start-timeout-ms", startTimeoutMs,
                 "Time the engine has to start: from its launch to its answer to hello")
        ->check(wholeNumberIn(1, kMaxTimeoutMs))
        ->capture_default_str();
}

int reportEngineCannotStart(const std::string& command, const protocol::SessionEnd& end) {
    std::cerr << "carcassonne-oracle: the engine cannot start: `" << command << "` "
              << (end.outcome == scenario::Outcome::Timeout ? "did not answer hello"
                                                            : "ended before answering hello")
              << ": " << end.message << "\n";
    if (end.stderrLines.empty()) std::cerr << "  (it wrote nothing on standard error)\n";
    for (const std::string& line : end.stderrLines)
        std::cerr << "  engine stderr: " << line << "\n";
    return EngineCannotStart;
}

} // namespace carcassonne::cli
