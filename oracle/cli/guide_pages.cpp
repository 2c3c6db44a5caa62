#include "guide_pages.hpp"

#include <map>
#include <stdexcept>
#include <string>

namespace carcassonne::cli {

void addGuideFooters(CLI::App& app) {
    // The guide by task (README.md, "The guide"): one page per task, each command on the page of
    // the task it serves.
    static const std::map<std::string, std::string> pages{
        {"run", "docs/reports-and-ci.md"},
        {"merge", "docs/reports-and-ci.md"},
        {"drive", "docs/testing-an-engine.md"},
        {"fuzz", "docs/testing-an-engine.md"},
        {"serve", "docs/testing-an-engine.md"},
        {"perft", "docs/perft.md"},
        {"check-log", "docs/game-log.md"},
        {"import-jcz", "docs/game-log.md"},
        {"explain", "docs/scenarios.md"},
        {"legal", "docs/scenarios.md"},
        {"render", "docs/scenarios.md"},
        {"tiles", "docs/scenarios.md"},
        {"schema", "docs/scenarios.md"},
        {"coverage", "docs/scenarios.md"},
        {"book", "docs/book.md"},
        {"rulings", "docs/rulings.md"},
        {"editions", "docs/rulings.md"},
    };
    app.footer("Guide: README.md and docs/ in the repository (one page per task; each command's "
               "--help names its page).");
    for (auto* sub : app.get_subcommands({})) {
        const auto page = pages.find(sub->get_name());
        if (page == pages.end())
            throw std::logic_error("no guide page for the command " + sub->get_name());
        sub->footer("Guide: " + page->second + " in the repository.");
    }
}

} // namespace carcassonne::cli
