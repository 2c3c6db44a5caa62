#include "jcz_import.hpp"

#include "assertions.hpp"
#include "formats/join.hpp"
#include "jcz_reader.hpp"
#include "recording_scenario.hpp"

namespace carcassonne::gamelog {

namespace {

void recordOracle(Recording& r, bool ended) {
    for (RecordedAction& a : r.actions) {
        if (a.expect.error) continue;
        auto scored = scoredEntries(a.events);
        if (scored.empty()) continue;
        a.expect.scored = std::move(scored);
        a.expect.scores = a.scores;
    }
    RecordedAction& last = r.actions.back();
    if (!last.expect.error) {
        last.expect.scores = last.scores;
        if (ended) last.expect.phase = Phase::Over;
    }
}

// The assertions as expectations; the ones that name nothing the oracle scored are returned.
formats::Parsed<std::vector<std::string>> placeAssertions(Recording& r, const JczGame& game,
                                                          const GameState& final) {
    auto parsed = parseAssertions(game.assertions, game.setup.players);
    if (auto* e = std::get_if<formats::InputError>(&parsed)) return *e;
    std::vector<std::string> unplaced;
    for (const Assertion& a : std::get<std::vector<Assertion>>(parsed)) {
        if (a.kind == Assertion::Kind::Has) {
            r.actions.back().expect.scores.emplace_back(a.player, a.points);
            continue;
        }
        const AssertionCheck c = checkAssertion(a, r, final);
        if (!c.event) {
            unplaced.push_back("\"" + a.text + "\": the oracle has no such score event (" +
                               c.oracle + ")");
            continue;
        }
        // The feature and scorers are the oracle's event's; the points are the assertion's.
        ScoredEntry entry = scoredEntry(*c.event);
        entry.spec.numbers = {{ScoreField::Points, a.points}};
        Expect& x = r.actions[*c.action].expect;
        if (!x.scored) x.scored.emplace();
        x.scoredPartial = true;
        const bool duplicate = std::any_of(x.scored->begin(), x.scored->end(),
                                           [&](const auto& e) { return e.spec == entry.spec; });
        if (!duplicate) x.scored->push_back(entry);
    }
    return unplaced;
}

std::string baseName(const std::string& path) {
    const auto slash = path.find_last_of('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

} // namespace

formats::Parsed<ImportResult> importJcz(const JczGame& game, const JczReplay& replay, bool record,
                                        const std::string& file) {
    ImportResult out;
    if (replay.divergence && !replay.reproducible)
        return formats::InputError{.path = replay.divergence->where,
                                   .message = replay.divergence->summary +
                                              ": cannot be written as a scenario"};
    if (game.setup.players.size() < 2)
        return formats::InputError{.path = "players",
                                   .message = "a one-player game cannot be written as a scenario "
                                              "(scenarios have 2 to 6 players); check-log "
                                              "replays it"};
    Recording r = replay.recording;
    if (r.actions.empty())
        return formats::InputError{.path = "replay", .message = "the game has no moves to import"};
    ScenarioHeader h;
    h.comment = "Imported by carcassonne-oracle import-jcz from " + baseName(file) + ".";
    h.title =
        baseName(file) + " (JCloisterZone game, " + std::to_string(r.actions.size()) + " actions)";
    if (replay.divergence) {
        // The game breaks the rules: the scenario ends with the oracle's refusal there.
        out.warnings.push_back(replay.divergence->toString(file));
        h.source = "JCloisterZone game " + baseName(file) +
                   "; the refusal at the end is the oracle's (carcassonne-oracle import-jcz)";
        h.notes = "The game plays a move the oracle refuses: " + replay.divergence->summary;
    } else if (record) {
        recordOracle(r, replay.ended);
        h.source = "JCloisterZone game " + baseName(file) +
                   "; expectations recorded from the oracle (carcassonne-oracle import-jcz "
                   "--record)";
        h.notes = "Recorded with --record: the expected values are the oracle's own, not worked "
                  "out by hand, so this scenario guards against changes in the oracle, not "
                  "against mistakes in it.";
    } else {
        auto placed = placeAssertions(r, game, replay.state);
        if (auto* e = std::get_if<formats::InputError>(&placed)) return *e;
        const auto& unplaced = std::get<std::vector<std::string>>(placed);
        h.source =
            "JCloisterZone game " + baseName(file) + "; expectations from its test.assertions";
        h.notes = "Assertions: " + formats::join(game.assertions, "; ");
        for (const auto& u : unplaced) {
            out.warnings.push_back("assertion " + u + ": left out");
            h.notes += ". Left out (no matching score event): " + u;
        }
    }
    if (std::string ignored = ignoredNote(game); !ignored.empty()) {
        ignored[0] = 'I';
        h.notes = h.notes.empty() ? ignored + "." : h.notes + ". " + ignored + ".";
    }
    const bool expects = std::any_of(r.actions.begin(), r.actions.end(),
                                     [](const RecordedAction& a) { return a.expect.any(); });
    if (!expects)
        return formats::InputError{
            .path = "test.assertions",
            .message = "nothing to expect: the game has no test assertion the scenario could "
                       "state (use --record to take the oracle's values)"};
    out.model = toScenario(r, h);
    out.scenario = scenario::writeScenario(out.model, writeOptions(r, h));
    return out;
}

} // namespace carcassonne::gamelog
