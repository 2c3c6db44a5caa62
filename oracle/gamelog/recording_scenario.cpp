#include "recording_scenario.hpp"

#include "scenario/action.hpp"
#include "scenario/basis.hpp"
#include "scenario/position.hpp"

#include <algorithm>
#include <string_view>

namespace carcassonne::gamelog {

namespace sc = carcassonne::scenario;

namespace {

std::vector<std::string> rulingsOf(const Recording& r, const ScenarioHeader& h) {
    std::vector<std::string> out;
    auto add = [&](std::string_view id) {
        if (findRuling(id) && std::find(out.begin(), out.end(), id) == out.end())
            out.emplace_back(id);
    };
    add("base.place.match");
    for (const auto& id : h.rulings)
        add(id);
    for (const RecordedAction& a : r.actions) {
        if (a.expect.error) add(rulingBrokenBy(*a.expect.error));
        if (a.expect.scored)
            for (const ScoredEntry& e : *a.expect.scored)
                for (auto id : e.rulings)
                    add(id);
    }
    return out;
}

sc::Action specOfAction(const RecordedAction& recorded) {
    sc::Action out = sc::actionOf(recorded.action);
    out.player = recorded.player;
    const Expect& x = recorded.expect;
    if (x.error) out.expectError = sc::ExpectedError{*x.error, std::nullopt, {}};
    if (x.scored || !x.scores.empty() || x.phase) {
        sc::Expectation e;
        e.phase = x.phase;
        if (x.scored) {
            e.scored.emplace();
            for (const ScoredEntry& s : *x.scored)
                e.scored->push_back(s.spec);
        }
        e.scoredPartial = x.scoredPartial;
        e.scores = x.scores;
        out.expect.push_back(e);
    }
    return out;
}

} // namespace

sc::Scenario toScenario(const Recording& r, const ScenarioHeader& h) {
    sc::Scenario s;
    s.title = h.title;
    s.rulings = rulingsOf(r, h);
    s.basis = sc::basisFor(s.rulings);
    s.source = h.source;
    s.notes = h.notes;
    s.editions = {r.setup.edition};
    s.expansions = r.setup.expansions;
    s.rules = r.setup.rules;
    s.players = r.setup.players;
    s.setup = sc::setupOf(r.setup.position);
    for (const RecordedAction& a : r.actions)
        s.actions.push_back(specOfAction(a));
    return s;
}

sc::WriteOptions writeOptions(const Recording& r, const ScenarioHeader& h) {
    sc::WriteOptions options;
    if (!h.comment.empty()) options.comments.push_back(h.comment);
    for (const RecordedAction& a : r.actions)
        options.actionComments.push_back(a.origin);
    return options;
}

std::string writeScenario(const Recording& r, const ScenarioHeader& h) {
    return sc::writeScenario(toScenario(r, h), writeOptions(r, h));
}

} // namespace carcassonne::gamelog
