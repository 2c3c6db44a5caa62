#include "book.hpp"

#include "html.hpp"
#include "players.hpp"
#include "scenario/describe.hpp"
#include "scenario/replay.hpp"
#include "svg_board.hpp"

#include <algorithm>

namespace carcassonne::render {

namespace {

using scenario::Action;
using scenario::Scenario;

bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition e) {
    return !editions || std::find(editions->begin(), editions->end(), e) != editions->end();
}

std::string joined(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& i : items)
        out += (out.empty() ? "" : ", ") + i;
    return out;
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

// An action in words, as its YAML says it.
std::string actionText(const Action& a) {
    switch (a.kind) {
    case Action::Kind::Draw:
        return "draws " + tileName(*a.tile);
    case Action::Kind::Place:
        return "places " + (a.tile ? tileName(*a.tile) : std::string("the tile drawn")) + " at " +
               toString(a.at) + " rotated " + std::to_string(a.rotation.degrees());
    case Action::Kind::Discard:
        return "discards " + tileName(*a.tile);
    case Action::Kind::Magic:
        if (a.magic.remove) return "sets the " + std::string(toString(a.magic.figure)) + " aside";
        return "puts the " + std::string(toString(a.magic.figure)) + " on the " +
               a.magic.target->text();
    case Action::Kind::Follower:
        if (!a.follower) return "places no follower";
        return "places a " + followerWords(a.follower->kind) + " on the " + a.follower->on.text();
    case Action::Kind::Final:
        return "ends the game: final scoring";
    }
    return "?";
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
    for (const auto& x : a.expect) {
        if (!appliesTo(x.editions, edition)) continue;
        const auto tile = x.placementsTile ? x.placementsTile : step.drawn;
        if (x.placements && tile && !placements) {
            placements = true;
            std::vector<std::string> texts;
            if (step.state.phase == Phase::Tile)
                for (const PlaceTile& p : legalPlacements(step.state, *tile)) {
                    texts.push_back(scenario::describe(p));
                    if (std::find(marked.begin(), marked.end(), p.at) == marked.end())
                        marked.push_back(p.at);
                }
            out += "<p>Legal placements of " + escape(tileName(*tile)) + " (" +
                   std::to_string(texts.size()) + ", dashed on the board):</p>" + items(texts);
        }
        if (x.followers && !followers) {
            followers = true;
            std::vector<std::string> texts;
            for (const PlaceFollower& f : legalFollowerPlacements(step.state))
                texts.push_back(scenario::describe(step.state, f));
            out += "<p>Legal follower placements (" + std::to_string(texts.size()) +
                   "; passing is always allowed):</p>" + items(texts);
        }
        if (x.magic && !magic) {
            magic = true;
            std::vector<std::string> texts;
            for (const MagicAction& m : legalMagicActions(step.state))
                texts.push_back(scenario::describe(step.state, m));
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

std::string outcomeTable(const BookScenario& entry) {
    const Scenario& s = entry.scenario;
    std::string out = "<table><tr><th>Edition</th><th>Outcome</th><th>Final scores</th>"
                      "<th>Findings</th></tr>\n";
    for (Edition e : kEditions) {
        out += "<tr><td>" + std::string(toString(e)) + "</td>";
        const auto run =
            std::find_if(entry.runs.begin(), entry.runs.end(),
                         [&](const scenario::ScenarioRun& r) { return r.edition == e; });
        if (run == entry.runs.end()) {
            out += "<td colspan=\"3\" class=\"muted\">not run: the scenario does not name this "
                   "edition</td></tr>\n";
            continue;
        }
        const auto trace = scenario::replaySteps(s, e);
        const GameState& last = trace.steps.empty() ? trace.start : trace.steps.back().state;
        std::vector<std::string> findings;
        for (const auto& f : run->findings)
            findings.push_back("line " + std::to_string(f.pos.line) + ": " + f.message +
                               (f.details.empty() ? "" : " (" + joined(f.details) + ")"));
        out += "<td>" + outcomeBadge(toString(run->outcome)) + "</td><td>" +
               escape(scoresText(s.players, last)) + "</td><td>" +
               (findings.empty() ? "" : items(findings)) + "</td></tr>\n";
    }
    return out + "</table>\n";
}

std::string facts(const Scenario& s) {
    std::string rulings;
    for (const auto& id : s.rulings) {
        const Ruling* r = findRuling(id);
        rulings += (rulings.empty() ? "" : ", ") + std::string("<a href=\"rulings.html#") +
                   escape(id) + "\">" + escape(id) + "</a>" +
                   (r ? " <span class=\"muted\">(" + escape(toString(r->basis)) + ")</span>" : "");
    }
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
                      "</dd><dt>Source</dt><dd>" + escape(s.source) + "<br>" + sourcesKey() +
                      "</dd>";
    if (!s.basis.empty()) out += "<dt>Basis</dt><dd>" + escape(joined(s.basis)) + "</dd>";
    out += "<dt>Editions</dt><dd>" + editionList(s.editions) + "</dd><dt>Expansions</dt><dd>" +
           escape(expansions.empty() ? "none (base game)" : joined(expansions)) + "</dd>";
    if (!rules.empty()) out += "<dt>Rule switches</dt><dd>" + escape(joined(rules)) + "</dd>";
    return out + "<dt>Players</dt><dd>" + players + "</dd><dt>File</dt><dd><code>" +
           escape(s.file) + "</code></dd></dl>\n";
}

} // namespace

std::string scenarioPage(const BookScenario& entry) {
    const Scenario& s = entry.scenario;
    const Edition edition = s.editions.empty() ? Edition::C3 : s.editions.front();
    const auto trace = scenario::replaySteps(s, edition);
    std::string body = "<h1>" + escape(s.title) + "</h1>\n<p class=\"muted\">" + escape(s.id) +
                       "</p>\n" + facts(s) + "<h2 id=\"outcome\">Outcome per edition</h2>\n" +
                       outcomeTable(entry);

    body += "<h2 id=\"setup\">Set-up</h2>\n<p>Pictures and events under " +
            std::string(toString(edition)) +
            ". Scores: " + escape(scoresText(s.players, trace.start)) +
            ".</p>\n<div class=\"board-wrap\">" +
            svgBoard({trace.start, s.players, std::nullopt, {}}, "The set-up") + "</div>\n";

    body += "<h2 id=\"play\">Play</h2>\n<ol class=\"actions\">\n";
    const GameState* before = &trace.start;
    std::size_t next = 0; // the next replay step to show
    for (std::size_t i = 0; i < s.actions.size(); ++i) {
        const Action& a = s.actions[i];
        const std::string number = std::to_string(i + 1);
        body += "<li id=\"action-" + number + "\"><h3>" + number + ". ";
        if (!appliesTo(a.editions, edition)) {
            body += escape(actionText(a)) + " <span class=\"muted\">(only under " +
                    editionList(*a.editions) + ")</span></h3></li>\n";
            continue;
        }
        if (next >= trace.steps.size() || trace.steps[next].action != i) {
            body += escape(actionText(a)) + " <span class=\"muted\">(not replayed: " +
                    escape(trace.error.value_or("the replay stopped")) + ")</span></h3></li>\n";
            continue;
        }
        const scenario::ReplayStep& step = trace.steps[next++];
        const std::string who =
            a.kind == Action::Kind::Final
                ? std::string("The game")
                : scenario::playerName(s.players, a.player ? static_cast<PlayerIndex>(*a.player)
                                                           : before->current);
        std::vector<Position> marked;
        const std::string legal = legalOptions(a, step, edition, marked);
        body += escape(who + " " + actionText(a)) + "</h3>\n<div class=\"step\">" +
                svgBoard({step.state, s.players, step.lastPlaced, marked},
                         "The board after action " + number) +
                "<div class=\"events\">" + eventsHtml(s, step) + legal + "</div></div></li>\n";
        before = &step.state;
    }
    return htmlPage(s.title, body + "</ol>\n");
}

} // namespace carcassonne::render
