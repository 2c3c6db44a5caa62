#include "book.hpp"

#include "html.hpp"

#include <algorithm>

namespace carcassonne::render {

std::string sourcesKey() {
    return "<span class=\"muted\">000 to 004 are rule texts, cited by number, then section (§), "
           "paragraph (¶) or footnote (fn); the key to them and to the secondary sources is "
           "<a href=\"sources.html\">the sources page</a> (<code>docs/sources.md</code> in the "
           "oracle's repository).</span>";
}

std::string rulingsPage(const std::vector<BookScenario>& book) {
    std::string body = "<h1>The ruling register</h1>\n<p>Every rule the oracle enforces, with "
                       "how firm its basis is, the editions it holds in, its sources and the "
                       "scenarios that exercise it.</p>\n<p>" +
                       sourcesKey() + "</p>\n";
    for (const Ruling& r : allRulings()) {
        std::string covered;
        for (const auto& e : book)
            if (std::find(e.scenario.rulings.begin(), e.scenario.rulings.end(), r.id) !=
                e.scenario.rulings.end())
                covered += "<li><a href=\"" + escape(e.page) + "\">" + escape(e.scenario.title) +
                           "</a></li>";
        body +=
            "<section id=\"" + escape(r.id) + "\">\n<h2>" + escape(r.id) + "</h2>\n<p>" +
            escape(r.summary) + "</p>\n<dl class=\"facts\"><dt>Basis</dt><dd>" +
            escape(toString(r.basis)) + "</dd><dt>Editions</dt><dd>" + escape(r.editions) +
            "</dd><dt>Sources</dt><dd>" + linkSources(r.source) + "</dd><dt>Scenarios</dt><dd>" +
            (covered.empty() ? "<span class=\"muted\">none</span>" : "<ul>" + covered + "</ul>") +
            "</dd></dl>\n</section>\n";
    }
    return htmlPage("The ruling register", body);
}

} // namespace carcassonne::render
