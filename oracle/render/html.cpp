#include "html.hpp"

#include "formats/xml_escape.hpp"

namespace carcassonne::render {

namespace {

constexpr std::string_view kStyle = R"css(
body { font-family: "DejaVu Sans", Arial, sans-serif; margin: 0 auto; max-width: 72rem;
       padding: 0 1rem 3rem; color: #222; background: #fbf9f4; line-height: 1.45; }
nav { padding: .6rem 0; border-bottom: 1px solid #d8d0bd; margin-bottom: 1rem; }
nav a { margin-right: 1.2rem; }
a { color: #1f4fb4; }
h1 { font-size: 1.6rem; margin: .4rem 0; }
h2 { font-size: 1.25rem; margin-top: 2rem; border-bottom: 1px solid #e2dccd; }
h3 { font-size: 1.05rem; margin: 1.2rem 0 .3rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
dl.facts dt { font-weight: bold; }
dl.facts dd { margin: 0; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { border: 1px solid #d8d0bd; padding: .25rem .6rem; text-align: left; vertical-align: top; }
th { background: #efe9da; }
.badge { display: inline-block; padding: 0 .45rem; border-radius: .3rem; font-size: .85rem;
         font-weight: bold; color: #fff; background: #777; }
.badge.PASS { background: #2e7d32; } .badge.FAIL { background: #c62828; }
.badge.ERROR { background: #6a1b9a; }
.swatch { display: inline-block; width: .8rem; height: .8rem; border-radius: 50%;
          border: 1px solid #333; margin: 0 .3rem 0 .6rem; vertical-align: middle; }
ol.actions { padding-left: 0; list-style: none; }
ol.actions > li { border-top: 1px solid #e2dccd; padding: .5rem 0 1rem; }
.step { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.step svg, .board-wrap svg { max-width: 100%; height: auto; }
.events { min-width: 18rem; flex: 1; }
.events ul { margin: .2rem 0; padding-left: 1.2rem; }
.score { font-family: "DejaVu Sans Mono", monospace; font-size: .9rem; }
.muted { color: #666; }
code { font-family: "DejaVu Sans Mono", monospace; font-size: .9rem; }
ul.scenarios { columns: 2 28rem; }
ul.scenarios > li { break-inside: avoid; }
.badge.differs { background: #b35c00; }
td.differs, .ed.differs { background: #fff1dc; }
li.differs > h3 { color: #8a4500; }
.ed { border-left: 3px solid #d8d0bd; padding-left: .5rem; margin-bottom: .5rem; }
.ed.differs { border-left-color: #b35c00; }
[data-changed] { background: #ffd9a8; font-weight: bold; }
h4 { font-size: .95rem; margin: .2rem 0; }
.asserts { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
pre.yaml { background: #f3efe4; border: 1px solid #e2dccd; padding: .4rem .6rem; margin: .3rem 0;
           font-size: .8rem; overflow-x: auto; max-width: 100%; }
pre.yaml .ln { display: inline-block; width: 3em; color: #999; user-select: none; }
pre.yaml .comment { color: #2b6b2b; }
.checks ul { list-style: none; padding-left: 0; margin: .2rem 0; }
.switch-label { display: inline; font-weight: bold; }
input[name=edition] { margin-left: .8rem; }
#show-C1:checked ~ ol .ed:not(.ed-C1), #show-C2:checked ~ ol .ed:not(.ed-C2),
#show-C3:checked ~ ol .ed:not(.ed-C3), #show-C3-1:checked ~ ol .ed:not(.ed-C3-1) { display: none; }
)css";

} // namespace

// Line breaks stay as they are (text in <title> and <p> reads the same); attribute values never
// hold one (page names, ids, badge classes).
std::string escape(std::string_view text) {
    return formats::xmlText(text);
}

std::string htmlPage(const std::string& title, const std::string& body) {
    return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
           "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>" +
           escape(title) + "</title>\n<style>" + std::string(kStyle) +
           "</style>\n</head>\n<body>\n<nav><a href=\"index.html\">Index</a>"
           "<a href=\"rulings.html\">Rulings</a><a href=\"sources.html\">Sources</a></nav>\n" +
           body + "</body>\n</html>\n";
}

std::string outcomeBadge(std::string_view outcome) {
    const std::string o = escape(outcome);
    return "<span class=\"badge " + o + "\">" + o + "</span>";
}

} // namespace carcassonne::render
