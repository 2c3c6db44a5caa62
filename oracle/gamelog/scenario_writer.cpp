#include "scenario_writer.hpp"

#include "codec/json_codec.hpp"
#include "yaml_flow.hpp"

#include <algorithm>
#include <sstream>
#include <string_view>

namespace carcassonne::gamelog {

namespace {

// The ruling a refused move breaks, for a scenario's `rulings`.
std::string_view rulingOf(ErrorCode code) {
    switch (code) {
    case ErrorCode::TilePlaceable:
        return "base.place.discard";
    case ErrorCode::FeatureNotFound:
    case ErrorCode::NotOnPlacedTile:
    case ErrorCode::FeatureOccupied:
        return "base.meeple.place";
    case ErrorCode::NoFollowerLeft:
        return "base.meeple.supply";
    case ErrorCode::MagicActionRequired:
    case ErrorCode::NoMagicActionDue:
        return "mw.trigger";
    case ErrorCode::MagicTargetComplete:
        return "mw.target.completed";
    case ErrorCode::MagicTargetOtherFigure:
        return "mw.target.other";
    case ErrorCode::MagicTargetSameFeature:
        return "mw.target.different";
    case ErrorCode::MagicTargetNotRoadOrCity:
        return "mw.features";
    case ErrorCode::MagicRemovalNotAllowed:
        return "mw.no-target";
    case ErrorCode::GameOver:
    case ErrorCode::TileExpected:
    case ErrorCode::FollowerStepExpected:
        return "base.score.when";
    default:
        return "base.place.match";
    }
}

ordered_json position(Position p) {
    return ordered_json::array({p.x, p.y});
}

ordered_json feature(const FeatureRef& f) {
    return {{"at", position(f.at)}, {"on", codec::locationText(f)}};
}

std::string name(const Recording& r, int player) {
    return yamlScalar(r.setup.players[static_cast<std::size_t>(player)]);
}

ordered_json scoresJson(const Recording& r, const std::vector<std::pair<int, int>>& scores) {
    ordered_json j = ordered_json::object();
    for (const auto& [p, points] : scores)
        j[r.setup.players[static_cast<std::size_t>(p)]] = points;
    return j;
}

// The action's own key and value, e.g. `place: {tile: V, at: [1, 0], rotation: 90}`.
std::string actionLine(const ActionSpec& a) {
    using K = ActionSpec::Kind;
    switch (a.kind) {
    case K::Place:
        return "place: " + yamlFlow({{"tile", tileCatalog().at(a.tile).name},
                                     {"at", position(a.at)},
                                     {"rotation", a.rotation.degrees()}});
    case K::Discard:
        return "discard: " + yamlScalar(tileCatalog().at(a.tile).name);
    case K::Magic: {
        ordered_json j{{"figure", std::string(toString(a.figure))}};
        j.update(feature(a.feature));
        return "magic: " + yamlFlow(j);
    }
    case K::Remove:
        return "magic: " + yamlFlow({{"remove", std::string(toString(a.figure))}});
    case K::Follower: {
        ordered_json j = feature(a.feature);
        if (a.large) j["large"] = true;
        return "follower: " + yamlFlow(j);
    }
    case K::Pass:
        return "follower: none";
    case K::Final:
        return "final: true";
    }
    return "";
}

ordered_json entryJson(const Recording& r, const ScoredEntry& e) {
    ordered_json j{{"feature", std::string(toString(e.kind))}};
    j.update(feature(e.feature));
    for (const auto& [key, value] : e.numbers)
        j[key] = value;
    j["points"] = e.points;
    ordered_json players = ordered_json::array();
    for (int p : e.players)
        players.push_back(r.setup.players[static_cast<std::size_t>(p)]);
    j["players"] = players;
    if (e.final) j["final"] = *e.final;
    return j;
}

void writeExpect(std::ostream& out, const Recording& r, const Expect& x) {
    if (x.error) out << "    expect-error: " << toString(*x.error) << "\n";
    if (!x.scored && x.scores.empty() && !x.phase) return;
    out << "    expect:\n";
    if (x.phase) out << "      phase: " << toString(*x.phase) << "\n";
    if (x.scored) {
        std::string indent = "        ";
        if (x.scoredPartial) {
            out << "      scored:\n        partial: true\n        events:\n";
            indent += "  ";
        } else if (x.scored->empty()) {
            out << "      scored: []\n";
        } else {
            out << "      scored:\n";
        }
        for (const ScoredEntry& e : *x.scored)
            out << indent << "- " << yamlFlow(entryJson(r, e)) << "\n";
    }
    if (!x.scores.empty()) out << "      scores: " << yamlFlow(scoresJson(r, x.scores)) << "\n";
}

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
        if (a.expect.error) add(rulingOf(*a.expect.error));
        if (a.expect.scored)
            for (const ScoredEntry& e : *a.expect.scored)
                for (auto id : e.rulings)
                    add(id);
    }
    return out;
}

// The loader wants `basis` whenever a listed ruling is an interpretation or secondary.
std::vector<std::string> basisOf(const std::vector<std::string>& rulings) {
    std::vector<std::string> out;
    for (const auto& id : rulings) {
        const RulingBasis b = findRuling(id)->basis;
        const char* needed = b == RulingBasis::Interpretation ? "interpretation"
                             : b == RulingBasis::Secondary    ? "secondary"
                                                              : nullptr;
        if (needed && std::find(out.begin(), out.end(), needed) == out.end())
            out.emplace_back(needed);
    }
    return out;
}

void writeSetup(std::ostream& out, const Recording& r) {
    const SetupSpec& setup = r.setup;
    const PositionSpec& s = setup.position;
    const bool any = !s.tiles.empty() || !s.followers.empty() || !s.figures.empty() ||
                     !s.scores.empty() || !s.supply.empty() || s.turn;
    if (!any) return;
    out << "setup:\n";
    if (!s.tiles.empty()) {
        out << "  tiles:\n";
        for (const PlaceTile& t : s.tiles)
            out << "    - "
                << yamlFlow({{"tile", tileCatalog().at(t.tile).name},
                             {"at", position(t.at)},
                             {"rotation", t.rotation.degrees()}})
                << "\n";
    }
    if (!s.followers.empty()) {
        out << "  followers:\n";
        for (const FollowerAt& f : s.followers) {
            ordered_json j{{"player", setup.players[static_cast<std::size_t>(f.player)]}};
            j.update(feature(f.on));
            if (f.kind == FollowerKind::Large) j["large"] = true;
            out << "    - " << yamlFlow(j) << "\n";
        }
    }
    if (!s.figures.empty()) {
        ordered_json j = ordered_json::object();
        for (const FigureAt& f : s.figures)
            j[std::string(toString(f.figure))] = feature(f.on);
        out << "  figures: " << yamlFlow(j) << "\n";
    }
    if (!s.scores.empty()) {
        const std::vector<std::pair<int, int>> scores(s.scores.begin(), s.scores.end());
        out << "  scores: " << yamlFlow(scoresJson(r, scores)) << "\n";
    }
    if (!s.supply.empty()) {
        ordered_json j = ordered_json::object();
        for (const SupplyAt& sp : s.supply) {
            ordered_json v = ordered_json::object();
            for (FollowerKind kind : valuesOf<FollowerKind>())
                if (sp.of(kind)) v[std::string(nameOf(kind))] = *sp.of(kind);
            j[setup.players[static_cast<std::size_t>(sp.player)]] = v;
        }
        out << "  supply: " << yamlFlow(j) << "\n";
    }
    if (s.turn) out << "  turn: " << name(r, *s.turn) << "\n";
}

// A comment's text ends at the line's end: a newline (or any control character) in a file name
// would put the rest outside the comment. Bytes that are not UTF-8 become U+FFFD, as in strings.
std::string commentText(const std::string& text) {
    const std::string quoted = yamlQuoted(text);
    std::string out = ordered_json::parse(quoted).get<std::string>();
    std::replace_if(
        out.begin(), out.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; }, ' ');
    return out;
}

} // namespace

std::string writeScenario(const Recording& r, const ScenarioHeader& h) {
    std::ostringstream out;
    if (!h.comment.empty()) out << "# " << commentText(h.comment) << "\n";
    const auto rulings = rulingsOf(r, h);
    out << "title: " << yamlQuoted(h.title) << "\n";
    out << "rulings: " << yamlFlow(rulings) << "\n";
    if (const auto basis = basisOf(rulings); !basis.empty())
        out << "basis: " << yamlFlow(basis) << "\n";
    out << "source: " << yamlQuoted(h.source) << "\n";
    if (!h.notes.empty()) out << "notes: " << yamlQuoted(h.notes) << "\n";
    out << "editions: [" << toString(r.setup.edition) << "]\n";
    ordered_json expansions = ordered_json::array();
    if (r.setup.expansions.has(Expansion::InnsCathedrals)) expansions.push_back("inns-cathedrals");
    if (r.setup.expansions.has(Expansion::MageWitch)) expansions.push_back("mage-witch");
    out << "expansions: " << yamlFlow(expansions) << "\n";
    if (!r.setup.rules.empty()) {
        ordered_json rules = ordered_json::object();
        for (const auto& [k, v] : r.setup.rules)
            rules[k] = v;
        out << "rules: " << yamlFlow(rules) << "\n";
    }
    out << "players: " << yamlFlow(r.setup.players) << "\n";
    writeSetup(out, r);
    out << "play:\n";
    for (const RecordedAction& a : r.actions) {
        out << "  - " << actionLine(a.action);
        if (!a.origin.empty()) out << "  # " << a.origin;
        out << "\n";
        if (a.player) out << "    player: " << name(r, *a.player) << "\n";
        writeExpect(out, r, a.expect);
    }
    return out.str();
}

} // namespace carcassonne::gamelog
