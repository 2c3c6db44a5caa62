#include "book.hpp"

#include "formats/join.hpp"
#include "html.hpp"
#include "players.hpp"
#include "scenario/describe.hpp"
#include "scenario/legal_sets.hpp"
#include "scenario/replay.hpp"
#include "svg_board.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

namespace carcassonne::render {

namespace {

using scenario::Action;
using scenario::Scenario;

bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition e) {
    return !editions || std::find(editions->begin(), editions->end(), e) != editions->end();
}

std::string joined(const std::vector<std::string>& items) {
    return formats::join(items, ", ");
}

std::string editionList(const std::vector<Edition>& editions) {
    std::vector<std::string> names;
    for (Edition e : editions)
        names.emplace_back(toString(e));
    return joined(names);
}

std::string tileName(TileTypeId id) {
    return tileCatalog().at(id).name;
}

// An action in words, as its YAML says it, after the one who does it (a player, or "The game").
std::string actionText(const Action& a) {
    if (a.draws()) return "draws " + tileName(*a.tile);
    if (a.key == "place")
        return "places " + (a.tile ? tileName(*a.tile) : std::string("the tile drawn")) + " at " +
               toString(a.at) + " rotated " + std::to_string(a.rotation.degrees());
    if (a.key == "discard") return "discards " + tileName(*a.tile);
    if (a.key == "magic") {
        if (a.magic.remove) return "sets the " + std::string(toString(a.magic.figure)) + " aside";
        return "puts the " + std::string(toString(a.magic.figure)) + " on the " +
               a.magic.target->text();
    }
    if (a.key == "follower") {
        if (!a.follower) return "places no follower";
        return "places " + aFollower(a.follower->kind) + " on the " + a.follower->on.text();
    }
    // After its subject, "The game": "The game ends: final scoring".
    if (a.key == "final") return "ends: final scoring";
    // An action of a kind of move the book has no words of its own for: its key and feature.
    return "plays " + std::string(a.key) + (a.feature ? " on the " + a.feature->text() : "");
}

std::string scoresText(const std::vector<std::string>& players, const GameState& state) {
    std::vector<std::string> parts;
    for (std::size_t p = 0; p < state.players.size(); ++p)
        parts.push_back(scenario::playerName(players, static_cast<PlayerIndex>(p)) + " " +
                        std::to_string(state.players[p].score));
    return joined(parts);
}

std::string items(const std::vector<std::string>& texts, const char* cls = nullptr) {
    std::string out = "<ul>";
    for (const auto& t : texts)
        out += std::string("<li") + (cls ? std::string(" class=\"") + cls + "\"" : "") + ">" +
               escape(t) + "</li>";
    return out + "</ul>";
}

// The legal sets the action's expectations assert, as the oracle computes them; the squares of
// legal placements are also pointed out on the picture.
std::string legalOptions(const Action& a, const scenario::ReplayStep& step, Edition edition,
                         std::vector<Position>& marked) {
    std::string out;
    bool placements = false, followers = false, magic = false;
    const GameState& state = step.state;
    // Each move by its label (rules::label), as findings print it.
    auto labels = [&](const std::vector<rules::Move>& moves) {
        std::vector<std::string> texts;
        for (const rules::Move& m : moves)
            texts.push_back(rules::label(state, m));
        return texts;
    };
    for (const auto& x : a.expect) {
        if (!appliesTo(x.editions, edition)) continue;
        const auto tile = x.placementsTile ? x.placementsTile : step.drawn;
        if (x.placements && tile && !placements) {
            placements = true;
            std::vector<rules::Move> moves;
            if (state.phase == Phase::Tile) moves = scenario::legalSets(state, tile).placements;
            for (const rules::Move& m : moves)
                if (std::find(marked.begin(), marked.end(), m.at()) == marked.end())
                    marked.push_back(m.at());
            out += "<p>Legal placements of " + escape(tileName(*tile)) + " (" +
                   std::to_string(moves.size()) + ", dashed on the board):</p>" +
                   items(labels(moves));
        }
        if (x.followers && !followers) {
            followers = true;
            const auto texts = labels(scenario::legalSets(state, std::nullopt).followers);
            out += "<p>Legal follower placements (" + std::to_string(texts.size()) +
                   "; passing is always allowed):</p>" + items(texts);
        }
        if (x.magic && !magic) {
            magic = true;
            const auto texts = labels(scenario::legalSets(state, std::nullopt).magic);
            out +=
                "<p>Legal magic actions (" + std::to_string(texts.size()) + "):</p>" + items(texts);
        }
    }
    return out;
}

std::string eventsHtml(const Scenario& s, const scenario::ReplayStep& step) {
    std::vector<std::string> plain, scoring;
    for (const Event& ev : step.events)
        (std::holds_alternative<ScoreEvent>(ev) ? scoring : plain)
            .push_back(scenario::describe(s.players, ev));
    std::string out;
    if (step.refusedWith)
        out += "<p>Refused, as the scenario expects: " + escape(*step.refusedWith) + "</p>";
    if (!plain.empty()) out += items(plain);
    if (!scoring.empty())
        out += "<p>Scoring:</p>" + items(scoring, "score") +
               "<p>Scores: " + escape(scoresText(s.players, step.state)) + "</p>";
    return out;
}

// One edition's replay and run, as the page shows it.
struct EditionView {
    Edition edition;
    scenario::ReplayTrace trace;
    const scenario::ScenarioRun* run = nullptr; // the book's run under the edition, if any
};

// "C3.1" -> "C3-1": the edition as an id and class name (the switch's CSS names these).
std::string editionSlug(Edition e) {
    std::string out(toString(e));
    std::replace(out.begin(), out.end(), '.', '-');
    return out;
}

const scenario::ReplayStep* stepOf(const scenario::ReplayTrace& trace, std::size_t action) {
    for (const auto& step : trace.steps)
        if (step.action == action) return &step;
    return nullptr;
}

const GameState& lastState(const scenario::ReplayTrace& trace) {
    return trace.steps.empty() ? trace.start : trace.steps.back().state;
}

// A finding's line, linked to the copy of the file at the end of the page.
std::string findingHtml(const scenario::Finding& f) {
    return "<a href=\"#L" + std::to_string(f.pos.line) + "\">line " + std::to_string(f.pos.line) +
           "</a>: " + escape(f.message) +
           (f.details.empty() ? "" : " (" + escape(joined(f.details)) + ")");
}

std::string outcomeTable(const Scenario& s, const std::vector<EditionView>& views) {
    std::string out = "<table class=\"outcomes\"><tr><th>Edition</th><th>Outcome</th>"
                      "<th>Final scores</th><th>Findings</th></tr>\n";
    const std::string firstScores =
        views.empty() ? "" : scoresText(s.players, lastState(views.front().trace));
    for (Edition e : kEditions) {
        out += "<tr><td>" + std::string(toString(e)) + "</td>";
        const auto view = std::find_if(views.begin(), views.end(),
                                       [&](const EditionView& v) { return v.edition == e; });
        if (view == views.end() || !view->run) {
            out += "<td colspan=\"3\" class=\"muted\">not run: the scenario does not name this "
                   "edition</td></tr>\n";
            continue;
        }
        std::string findings;
        for (const auto& f : view->run->findings)
            findings += "<li>" + findingHtml(f) + "</li>";
        const std::string scores = scoresText(s.players, lastState(view->trace));
        const bool differs = scores != firstScores;
        out += "<td>" + outcomeBadge(toString(view->run->outcome)) + "</td><td" +
               (differs ? " class=\"differs\"" : "") + ">" + escape(scores) +
               (differs ? " <span class=\"badge differs\">differs from " +
                              std::string(toString(views.front().edition)) + "</span>"
                        : "") +
               "</td><td>" + (findings.empty() ? "" : "<ul>" + findings + "</ul>") + "</td></tr>\n";
    }
    return out + "</table>\n";
}

// The lines of a file, 1-based (lines[0] is empty).
std::vector<std::string> fileLines(const std::string& text) {
    std::vector<std::string> lines{""};
    std::string line;
    for (char c : text) {
        if (c == '\n') {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            lines.push_back(line);
            line.clear();
        } else {
            line += c;
        }
    }
    if (!line.empty()) lines.push_back(line);
    return lines;
}

bool isCommentOrBlank(const std::string& line) {
    const auto first = line.find_first_not_of(" \t");
    return first == std::string::npos || line[first] == '#';
}
bool isComment(const std::string& line) {
    const auto first = line.find_first_not_of(" \t");
    return first != std::string::npos && line[first] == '#';
}

// The lines [first, last] of the file that hold action `i` of the play list: the comment lines
// right above it (the arithmetic), the action with its expectations and comments, up to the
// comments that lead into the next action (or the next top-level key). {0, 0}: unknown.
std::pair<int, int> actionLines(const Scenario& s, const std::vector<std::string>& lines,
                                std::size_t i) {
    const int count = static_cast<int>(lines.size()) - 1;
    const int at = s.actions[i].pos.line;
    if (at < 1 || at > count) return {0, 0};
    int first = at;
    while (first > 1 && isComment(lines[static_cast<std::size_t>(first - 1)]))
        --first;
    int next = count + 1;
    if (i + 1 < s.actions.size() && s.actions[i + 1].pos.line > at) {
        next = s.actions[i + 1].pos.line;
        while (next - 1 > at && isComment(lines[static_cast<std::size_t>(next - 1)]))
            --next;
    } else {
        for (int l = at + 1; l <= count; ++l) {
            const auto& text = lines[static_cast<std::size_t>(l)];
            if (!text.empty() && std::isalpha(static_cast<unsigned char>(text[0]))) {
                next = l;
                break;
            }
        }
    }
    int last = next - 1;
    while (last > at && isCommentOrBlank(lines[static_cast<std::size_t>(last)]) &&
           !isComment(lines[static_cast<std::size_t>(last)]))
        --last;
    return {first, last};
}

std::string yamlBlock(const std::vector<std::string>& lines, int first, int last, bool anchors) {
    std::string out = "<pre class=\"yaml\">";
    for (int l = first; l <= last; ++l) {
        const std::string n = std::to_string(l);
        const auto& text = lines[static_cast<std::size_t>(l)];
        out += std::string("<span class=\"ln\"") + (anchors ? " id=\"L" + n + "\"" : "") + ">" + n +
               "</span>" +
               (isComment(text) ? "<span class=\"comment\">" + escape(text) + "</span>"
                                : escape(text)) +
               "\n";
    }
    return out + "</pre>";
}

// An edition's events as HTML with each line (<li> or <p>) the first edition does not show marked
// `class="changed"`, so that the differing score or event stands out.
std::string markChanged(const std::string& own, const std::string& base) {
    std::string out;
    std::size_t at = 0;
    while (at < own.size()) {
        const auto li = own.find("<li", at), p = own.find("<p>", at);
        const auto start = std::min(li, p);
        if (start == std::string::npos) break;
        const std::string close = start == li ? "</li>" : "</p>";
        const auto end = own.find(close, start);
        if (end == std::string::npos) break;
        const std::string element = own.substr(start, end + close.size() - start);
        out += own.substr(at, start - at);
        if (base.find(element) == std::string::npos)
            out += (start == li ? "<li data-changed=\"1\"" : "<p data-changed=\"1\">") +
                   element.substr(3);
        else
            out += element;
        at = end + close.size();
    }
    return out + own.substr(std::min(at, own.size()));
}

// Whether action i's expectations held under one edition: the findings at its lines, or PASS.
std::string expectationOutcome(const Scenario& s, std::size_t i, const EditionView& v) {
    const Action& a = s.actions[i];
    const std::string ed = "<b>" + std::string(toString(v.edition)) + "</b> ";
    if (!appliesTo(a.editions, v.edition)) return ed + "<span class=\"muted\">not played</span>";
    const int from = a.pos.line;
    const int to = i + 1 < s.actions.size() && s.actions[i + 1].pos.line > from
                       ? s.actions[i + 1].pos.line
                       : std::numeric_limits<int>::max();
    std::string failed;
    if (v.run)
        for (const auto& f : v.run->findings)
            if (f.pos.line >= from && f.pos.line < to) failed += "<li>" + findingHtml(f) + "</li>";
    if (!failed.empty()) return ed + outcomeBadge("FAIL") + "<ul>" + failed + "</ul>";
    if (!stepOf(v.trace, i))
        return ed + "<span class=\"muted\">not reached: " +
               escape(v.trace.error.value_or("the replay stopped")) + "</span>";
    const bool asserts = std::any_of(a.expect.begin(), a.expect.end(),
                                     [&](const scenario::Expectation& x) {
                                         return appliesTo(x.editions, v.edition);
                                     }) ||
                         (a.expectError && appliesTo(a.expectError->editions, v.edition));
    return ed + (asserts ? outcomeBadge("PASS") : "<span class=\"muted\">nothing asserted</span>");
}

std::string facts(const Scenario& s) {
    const std::string rulings = formats::join(s.rulings, ", ", [](const std::string& id) {
        const Ruling* r = findRuling(id);
        return "<a href=\"rulings.html#" + escape(id) + "\">" + escape(id) + "</a>" +
               (r ? " <span class=\"muted\">(" + escape(toString(r->basis)) + ")</span>" : "");
    });
    std::string players;
    for (std::size_t p = 0; p < s.players.size(); ++p)
        players += "<span class=\"swatch\" style=\"background:" +
                   playerColour(s.players, static_cast<PlayerIndex>(p)) + "\"></span>" +
                   escape(s.players[p]);
    std::vector<std::string> expansions;
    for (Expansion e : expansionsIn(s.expansions))
        expansions.emplace_back(titleOf(e));
    std::vector<std::string> rules;
    for (const auto& [name, value] : s.rules)
        rules.push_back(name + ": " + value);
    std::string out = "<dl class=\"facts\"><dt>Rulings</dt><dd>" + rulings +
                      "</dd><dt>Source</dt><dd>" + linkSources(s.source) + "<br>" + sourcesKey() +
                      "</dd>";
    if (!s.basis.empty()) out += "<dt>Basis</dt><dd>" + escape(joined(s.basis)) + "</dd>";
    out += "<dt>Editions</dt><dd>" + editionList(s.editions) + "</dd><dt>Expansions</dt><dd>" +
           escape(expansions.empty() ? "none (base game)" : joined(expansions)) + "</dd>";
    if (!rules.empty()) out += "<dt>Rule switches</dt><dd>" + escape(joined(rules)) + "</dd>";
    // The file links to its copy at the end of the page: the book is read offline and moved
    // around, where a link to the file itself would lead nowhere.
    return out + "<dt>Players</dt><dd>" + players +
           "</dd><dt>File</dt><dd><a href=\"#file\"><code>" + escape(s.file) +
           "</code></a></dd></dl>\n";
}

} // namespace

std::string scenarioPage(const BookScenario& entry) {
    const Scenario& s = entry.scenario;
    std::vector<EditionView> views;
    for (Edition e : s.editions.empty() ? std::vector<Edition>{Edition::C3} : s.editions) {
        EditionView v{e, scenario::replaySteps(s, e), nullptr};
        for (const auto& r : entry.runs)
            if (r.edition == e) v.run = &r;
        views.push_back(std::move(v));
    }
    const EditionView& first = views.front();
    const Edition edition = first.edition;
    const auto& trace = first.trace;
    const auto lines = fileLines(entry.yaml);
    const bool several = views.size() > 1;

    // Each action's events and scores under every edition, and whether they differ.
    struct Shown {
        std::string html;  // events, scores and legal sets, as the page shows them
        std::string board; // the picture, when it differs from the first edition's
    };
    std::vector<std::vector<Shown>> shown(s.actions.size());
    std::vector<std::size_t> differing;
    for (std::size_t i = 0; i < s.actions.size(); ++i) {
        const Action& a = s.actions[i];
        std::string firstBoard;
        for (const auto& v : views) {
            Shown out;
            if (!appliesTo(a.editions, v.edition)) {
                out.html = "<span class=\"muted\">not played under this edition</span>";
            } else if (const auto* step = stepOf(v.trace, i)) {
                std::vector<Position> marked;
                out.html = eventsHtml(s, *step) + legalOptions(a, *step, v.edition, marked);
                if (out.html.empty()) out.html = "<span class=\"muted\">no events</span>";
                // The same title under every edition, so that equal boards compare equal.
                out.board = svgBoard({step->state, s.players, step->lastPlaced, marked},
                                     "The board after action " + std::to_string(i + 1));
            } else {
                out.html = "<span class=\"muted\">not replayed: " +
                           escape(v.trace.error.value_or("the replay stopped")) + "</span>";
            }
            shown[i].push_back(std::move(out));
        }
        for (std::size_t k = 1; k < shown[i].size(); ++k)
            if (shown[i][k].html != shown[i][0].html || shown[i][k].board != shown[i][0].board) {
                differing.push_back(i);
                break;
            }
    }

    std::string body = "<h1>" + escape(s.title) + "</h1>\n<p class=\"muted\">" + escape(s.id) +
                       "</p>\n" + facts(s) + "<h2 id=\"outcome\">Outcome per edition</h2>\n" +
                       outcomeTable(s, views);
    if (several) {
        body += "<p id=\"differences\">";
        if (differing.empty()) {
            body += "Every action has the same events, scores and board under " +
                    editionList(s.editions) + ".";
        } else {
            body += "The editions differ at action";
            body += differing.size() > 1 ? "s" : "";
            body += " " + formats::join(differing, ", ", [](std::size_t a) {
                        const std::string n = std::to_string(a + 1);
                        return "<a href=\"#action-" + n + "\">" + n + "</a>";
                    });
            body += " (marked <span class=\"badge differs\">editions differ</span> below).";
        }
        body += "</p>\n";
    }

    body +=
        "<h2 id=\"setup\">Set-up</h2>\n<p>Scores: " + escape(scoresText(s.players, trace.start)) +
        ".</p>\n<div class=\"board-wrap\">" +
        svgBoard({trace.start, s.players, std::nullopt, {}}, "The set-up") + "</div>\n";

    body += "<h2 id=\"play\">Play</h2>\n<p>Each action with its lines of the scenario file "
            "(the comments hold the arithmetic), what it asserts and whether that held under "
            "each edition, and its events and scores under each edition. Pictures are drawn "
            "under " +
            std::string(toString(edition)) +
            (several ? "; another edition's picture is shown only where its board differs" : "") +
            ".</p>\n";
    if (several) {
        // The edition switch: plain radio buttons and CSS (html.cpp), no script. The inputs are
        // siblings of the list so that `:checked ~ ol` reaches the list's edition blocks.
        body += "<p class=\"switch-label\">Show:</p>\n<input type=\"radio\" name=\"edition\" "
                "id=\"show-all\" checked=\"checked\"/><label for=\"show-all\">every "
                "edition</label>\n";
        for (const auto& v : views)
            body += "<input type=\"radio\" name=\"edition\" id=\"show-" + editionSlug(v.edition) +
                    "\"/><label for=\"show-" + editionSlug(v.edition) + "\">" +
                    std::string(toString(v.edition)) + "</label>\n";
    }
    body += "<ol class=\"actions\">\n";
    const GameState* before = &trace.start;
    for (std::size_t i = 0; i < s.actions.size(); ++i) {
        const Action& a = s.actions[i];
        const std::string number = std::to_string(i + 1);
        const bool differs = std::find(differing.begin(), differing.end(), i) != differing.end();
        const scenario::ReplayStep* step = stepOf(trace, i);
        std::string who = a.key == "final" ? std::string("The game") : "";
        if (who.empty() && a.player)
            who = scenario::playerName(s.players, static_cast<PlayerIndex>(*a.player));
        if (who.empty() && step) who = scenario::playerName(s.players, before->current);
        body += "<li id=\"action-" + number + "\"" + (differs ? " class=\"differs\"" : "") +
                "><h3>" + number + ". " + escape((who.empty() ? "" : who + " ") + actionText(a));
        if (a.editions)
            body += " <span class=\"muted\">(only under " + editionList(*a.editions) + ")</span>";
        if (differs) body += " <span class=\"badge differs\">editions differ</span>";
        body += "</h3>\n";

        const auto [from, to] = actionLines(s, lines, i);
        std::string checks;
        for (const auto& v : views)
            checks += "<li>" + expectationOutcome(s, i, v) + "</li>";
        body += "<div class=\"asserts\">" +
                (from ? yamlBlock(lines, from, to, false) : std::string()) +
                "<div class=\"checks\"><p>Expectations of this action:</p><ul>" + checks +
                "</ul></div></div>\n";

        body += "<div class=\"step\">";
        if (step) body += shown[i][0].board;
        body += "<div class=\"events\">";
        // Editions that show the same events and board share one block, which carries the class
        // of each of them, so that the switch shows it under any of them.
        std::vector<bool> done(views.size(), false);
        for (std::size_t k = 0; k < views.size(); ++k) {
            if (done[k]) continue;
            const Shown& out = shown[i][k];
            std::string classes;
            std::vector<std::string> editions;
            for (std::size_t m = k; m < views.size(); ++m)
                if (!done[m] && shown[i][m].html == out.html && shown[i][m].board == out.board) {
                    done[m] = true;
                    classes += " ed-" + editionSlug(views[m].edition);
                    editions.emplace_back(toString(views[m].edition));
                }
            const std::string names = formats::join(editions, ", ");
            const bool own = k > 0;
            body += "<div class=\"ed" + classes + (own ? " differs" : "") + "\">";
            if (several)
                body += "<h4>Under " + names +
                        (own ? " <span class=\"badge differs\">differs from " +
                                   std::string(toString(edition)) + "</span>"
                             : "") +
                        "</h4>";
            body += own ? markChanged(out.html, shown[i][0].html) : out.html;
            if (own && !out.board.empty() && out.board != shown[i][0].board)
                body += "<div class=\"board-wrap\" title=\"The board under " + names + "\">" +
                        out.board + "</div>";
            body += "</div>";
        }
        body += "</div></div></li>\n";
        if (step) before = &step->state;
    }
    body += "</ol>\n";

    body += "<h2 id=\"file\">The scenario file</h2>\n<p><code>" + escape(s.file) + "</code>";
    if (lines.size() > 1)
        body += "</p>\n" + yamlBlock(lines, 1, static_cast<int>(lines.size()) - 1, true) + "\n";
    else
        body += " <span class=\"muted\">(its text could not be read)</span></p>\n";
    return htmlPage(s.title, body);
}

} // namespace carcassonne::render
