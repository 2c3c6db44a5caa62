#include "book.hpp"

#include "html.hpp"

#include <map>
#include <set>

namespace carcassonne::render {

namespace {

// How bad an outcome is for the index: an error in the scenario is worse than a failed
// expectation, which is worse than a known failure, a skipped run or a pass.
int severity(scenario::Outcome outcome) {
    switch (scenario::verdictOf(outcome)) {
    case scenario::Verdict::Passed:
        return 0;
    case scenario::Verdict::Skipped:
        return 1;
    case scenario::Verdict::ExpectedFailure:
        return 2;
    case scenario::Verdict::Failed:
        return 3;
    case scenario::Verdict::Errored:
        return 4;
    }
    return 4;
}

// The worst outcome over the editions run (the first of equally bad ones): what the index shows
// next to a scenario.
std::string summary(const BookScenario& e) {
    if (e.runs.empty()) return "";
    scenario::Outcome worst = e.runs.front().outcome;
    for (const auto& run : e.runs)
        if (severity(run.outcome) > severity(worst)) worst = run.outcome;
    return " " + outcomeBadge(toString(worst));
}

std::string link(const BookScenario& e) {
    return "<li><a href=\"" + escape(e.page) + "\">" + escape(e.scenario.title) + "</a>" +
           summary(e) + " <span class=\"muted\">" + escape(e.scenario.id) + "</span></li>\n";
}

std::string topicOf(const std::string& id) {
    const auto slash = id.rfind('/');
    return slash == std::string::npos ? "(top level)" : id.substr(0, slash);
}

} // namespace

std::string bookPageName(const std::string& scenarioId) {
    std::string out;
    for (char c : scenarioId) {
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                           (c >= '0' && c <= '9') || c == '-' || c == '_';
        out += plain ? c : '.';
    }
    out.erase(0, out.find_first_not_of('.'));
    return (out.empty() ? "scenario" : out) + ".html";
}

std::string indexPage(const std::vector<BookScenario>& book,
                      const std::vector<std::string>& loadErrors) {
    std::size_t passing = 0, runs = 0;
    for (const auto& e : book)
        for (const auto& r : e.runs) {
            ++runs;
            passing += r.outcome == scenario::Outcome::Pass ? 1 : 0;
        }
    std::string body = "<h1>Carcassonne rulings book</h1>\n<p>" + std::to_string(book.size()) +
                       " scenarios, " + std::to_string(passing) + " of " + std::to_string(runs) +
                       " edition runs pass. Each scenario page shows the board after every "
                       "action, the score arithmetic and the outcome per edition. The "
                       "<a href=\"rulings.html\">ruling register</a> lists the scenarios that "
                       "cover each ruling.</p>\n<p>Scenarios <a href=\"#by-topic\">by topic</a> "
                       "(their folder) or <a href=\"#by-ruling\">by ruling</a>.</p>\n";
    if (!loadErrors.empty()) {
        body += "<h2 id=\"errors\">Files that did not load</h2>\n<ul>\n";
        for (const auto& e : loadErrors)
            body += "<li><code>" + escape(e) + "</code></li>\n";
        body += "</ul>\n";
    }

    body += "<h2 id=\"by-topic\">By topic</h2>\n";
    std::map<std::string, std::string> topics;
    for (const auto& e : book)
        topics[topicOf(e.scenario.id)] += link(e);
    for (const auto& [topic, links] : topics)
        body += "<h3>" + escape(topic) + "</h3>\n<ul class=\"scenarios\">\n" + links + "</ul>\n";

    body += "<h2 id=\"by-ruling\">By ruling</h2>\n";
    std::map<std::string, std::string> rulings; // in id order
    for (const auto& e : book)
        for (const auto& id :
             std::set<std::string>(e.scenario.rulings.begin(), e.scenario.rulings.end()))
            rulings[id] += link(e);
    for (const auto& [id, links] : rulings)
        body += "<h3><a href=\"rulings.html#" + escape(id) + "\">" + escape(id) + "</a></h3>\n" +
                "<ul class=\"scenarios\">\n" + links + "</ul>\n";
    return htmlPage("Carcassonne rulings book", body);
}

} // namespace carcassonne::render
