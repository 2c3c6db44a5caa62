#include "engine_options.hpp"

#include "exit_codes.hpp"

#include <iostream>

namespace carcassonne::cli {

void addFreshEngineOption(CLI::App& c, bool& fresh) {
    c.add_flag("--fresh-engine", fresh,
               "Start a new engine for every run (default: one engine per job serves its runs, "
               "each beginning with new-game)");
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
