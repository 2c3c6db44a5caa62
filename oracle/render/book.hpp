#pragma once
// The rulings book: a static HTML site, read offline, that shows every scenario of the suite as
// boards and arithmetic. index.html (by ruling and by topic), rulings.html (the register with the
// scenarios covering each ruling) and one page per scenario. These functions only build the pages;
// the `book` command finds, loads and runs the scenarios and writes the files.

#include "scenario/runner.hpp"
#include "scenario/scenario.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::render {

struct BookScenario {
    scenario::Scenario scenario;
    std::string page;                        // its file name in the book (bookPageName)
    std::vector<scenario::ScenarioRun> runs; // one per edition the scenario names
    std::string yaml;                        // the file's text: shown with its line numbers
};

// "mage-witch/scoring/x" -> "mage-witch.scoring.x.html": one flat folder, so links need no "../".
std::string bookPageName(const std::string& scenarioId);

std::string scenarioPage(const BookScenario& entry);
// `loadErrors`: files that did not load, listed so that nothing is silently missing.
std::string indexPage(const std::vector<BookScenario>& book,
                      const std::vector<std::string>& loadErrors);
std::string rulingsPage(const std::vector<BookScenario>& book);
// One line of HTML that says how a source such as "000 §1" reads and where its key is
// (docs/sources.md): shown beside the sources on the rulings page and every scenario page.
std::string sourcesKey();
// sources.html: docs/sources.md (embedded in the oracle when it is built) as a page; every text's
// heading has the id "text-000" ... "text-004", the others GitHub's anchors.
std::string sourcesPage(std::string_view markdown);
// A citation such as "000 §1; 002 fn 3" as HTML, each rule text's number a link to its entry on
// sources.html.
std::string linkSources(std::string_view citation);

} // namespace carcassonne::render
