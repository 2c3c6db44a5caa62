#include "answers.hpp"

#include "rules/turn.hpp"
#include "scenario/legal_sets.hpp"

namespace carcassonne::protocol {

namespace {

Malformed malformed(const std::string& path, const std::string& what, const json& found) {
    std::string shown = found.dump(-1, ' ', false, json::error_handler_t::replace);
    if (shown.size() > 200) shown = shown.substr(0, 200) + "...";
    return Malformed{path + ": expected " + what + ", found " + shown};
}

// The list at `key`; absent means empty (a set that does not apply at this step).
Parsed<json> listAt(const json& j, const char* key) {
    if (!j.is_object()) return malformed("answer", "an object", j);
    if (!j.contains(key)) return json::array();
    if (!j[key].is_array()) return malformed(key, "a list", j[key]);
    return j[key];
}

// What the codec reads (codec/json_reading.hpp), or the answer's malformation: an engine's
// answer is read as leniently as the engine reads requests (keys it does not know are ignored).
template <typename Read>
auto read(Read&& r) -> Parsed<decltype(r())> {
    auto value = codec::decoded(std::forward<Read>(r));
    if (!value) return Malformed{value.error().text()};
    return std::move(value).value();
}

Parsed<FeatureRef> featureRefFrom(const json& j, const std::string& path) {
    return read([&] { return codec::featureAt(j, path, codec::UnknownKeys::Ignore); });
}

// The canonical text of a feature on the oracle's board, or "(no ...)".
std::string featureText(const GameState& position, const FeatureRef& f) {
    const auto node = position.board.find(f.at, f.kind, f.location);
    if (node) return position.board.canonical(*node).toString();
    return "(no " + f.toString() + ")";
}

Parsed<int> integer(const json& j, const char* key, const std::string& path, bool required,
                    int fallback = 0) {
    if (!j.contains(key)) {
        if (required) return malformed(path, std::string("a key \"") + key + "\"", j);
        return fallback;
    }
    const json& v = j[key];
    const auto n = codec::integerIn(v, -1000000, 1000000);
    if (!n) return malformed(path + "." + key, "a whole number", v);
    return static_cast<int>(*n);
}

const auto figureNamed = codec::nameFrom<MagicFigure>;

} // namespace

Parsed<Phase> phaseFrom(const json& answer) {
    const json p = answer.is_object() ? answer.value("phase", json()) : json();
    for (Phase phase : {Phase::Tile, Phase::Magic, Phase::Follower, Phase::Over})
        if (p == toString(phase)) return phase;
    return malformed("phase", "tile, magic, follower or over", p);
}

Parsed<scenario::LegalSet> placementsFrom(const json& legal) {
    auto list = listAt(legal, "placements");
    if (auto* m = std::get_if<Malformed>(&list)) return *m;
    scenario::LegalSet out;
    for (const json& p : std::get<json>(list)) {
        auto placement = read([&] {
            const codec::Fields f(p, "placements[]", {"at", "rotation"},
                                  codec::UnknownKeys::Ignore);
            return scenario::placementEntry(
                codec::positionAt(f.required("at"), f.path("at")),
                codec::rotationAt(f.required("rotation"), f.path("rotation")));
        });
        if (auto* m = std::get_if<Malformed>(&placement)) return *m;
        out.add(std::get<rules::Move>(placement));
    }
    return out;
}

Parsed<scenario::LegalSet> followersFrom(const GameState& position, const json& legal) {
    auto list = listAt(legal, "followers");
    if (auto* m = std::get_if<Malformed>(&list)) return *m;
    scenario::LegalSet out;
    for (const json& f : std::get<json>(list)) {
        auto follower = read([&] {
            const codec::Fields fields(f, "followers[]", withFollowerFlags({"at", "on"}),
                                       codec::UnknownKeys::Ignore);
            return PlaceFollowerOn{codec::featureAt(fields), codec::followerKindAt(fields)};
        });
        if (auto* m = std::get_if<Malformed>(&follower)) return *m;
        // Named, not bound: a lambda cannot capture a structured binding in clang 14.
        const PlaceFollowerOn& named = std::get<PlaceFollowerOn>(follower);
        const FeatureRef& at = named.on;
        out.addOn(position, rules::placeFollower(0, named.kind),
                  position.board.find(at.at, at.kind, at.location),
                  [&] { return "(no " + at.toString() + ")" + followerNote(named.kind); });
    }
    return out;
}

Parsed<scenario::LegalSet> besideFollowersFrom(const GameState& position, const json& legal) {
    scenario::LegalSet out;
    for (const MoveKindRow& row : kMoveKindRows) {
        if (!scenario::listedBesideFollowers(row.kind)) continue;
        const std::string key(row.wire);
        auto entries = listAt(legal, key.c_str());
        if (auto* m = std::get_if<Malformed>(&entries)) return *m;
        for (const json& e : std::get<json>(entries)) {
            auto ref = featureRefFrom(e, key + "[]");
            if (auto* m = std::get_if<Malformed>(&ref)) return *m;
            const FeatureRef& at = std::get<FeatureRef>(ref);
            rules::Move move;
            move.kind = row.kind;
            out.addOn(position, move, position.board.find(at.at, at.kind, at.location),
                      [&] { return key + " (no " + at.toString() + ")"; });
        }
    }
    return out;
}

Parsed<scenario::LegalSet> magicFrom(const GameState& position, const json& legal) {
    auto list = listAt(legal, "magic");
    if (auto* m = std::get_if<Malformed>(&list)) return *m;
    scenario::LegalSet out;
    for (const json& a : std::get<json>(list)) {
        if (a.is_object() && a.contains("remove")) {
            const auto f = figureNamed(a["remove"]);
            if (!f) return malformed("magic[].remove", "mage or witch", a["remove"]);
            out.add(rules::removeFigure(*f));
            continue;
        }
        const auto f = figureNamed(a.is_object() ? a.value("figure", json()) : json());
        if (!f) return malformed("magic[]", "{\"figure\": mage|witch, \"at\", \"on\"}", a);
        auto ref = featureRefFrom(a, "magic[]");
        if (auto* m = std::get_if<Malformed>(&ref)) return *m;
        const FeatureRef& target = std::get<FeatureRef>(ref);
        out.addOn(position, rules::moveFigure(*f, 0),
                  position.board.find(target.at, target.kind, target.location),
                  [&] { return std::string(toString(*f)) + " -> (no " + target.toString() + ")"; });
    }
    return out;
}

Parsed<std::vector<ScoreEvent>> scoredFrom(const json& ledger, int players) {
    auto list = listAt(ledger, "events");
    if (auto* m = std::get_if<Malformed>(&list)) return *m;
    std::vector<ScoreEvent> out;
    for (const json& ev : std::get<json>(list)) {
        if (!ev.is_object() || !ev.contains("type") || !ev["type"].is_string())
            return malformed("events[]", "an object with a \"type\"", ev);
        if (ev["type"] != "score") continue; // the scenario language judges score events only
        ScoreEvent e;
        auto ref = featureRefFrom(ev, "events[]");
        if (auto* m = std::get_if<Malformed>(&ref)) return *m;
        e.feature = std::get<FeatureRef>(ref);
        e.kind = e.feature.kind;
        if (const auto k = codec::nameFrom<FeatureKind>(ev.value("feature", json()))) e.kind = *k;
        for (ScoreField f : countFields()) {
            const std::string key(nameOf(f));
            auto n = integer(ev, key.c_str(), "events[]", f == ScoreField::Points);
            if (auto* m = std::get_if<Malformed>(&n)) return *m;
            *countField(e, f) = std::get<int>(n);
        }
        for (const char* flag : {"final", "complete"}) {
            const json v = ev.value(flag, json(false));
            if (!v.is_boolean()) return malformed(std::string("events[].") + flag, "a boolean", v);
            (std::string(flag) == "final" ? e.final : e.complete) = v.get<bool>();
        }
        const json modifiers = ev.value("modifiers", json::array());
        if (!modifiers.is_array()) return malformed("events[].modifiers", "a list", modifiers);
        for (const json& m : modifiers) {
            const auto kind = m.is_object() ? codec::nameFrom<ModifierKind>(m.value("kind", json()))
                                            : std::nullopt;
            if (!kind) return malformed("events[].modifiers[]", "{\"kind\", \"delta\"}", m);
            auto delta = integer(m, "delta", "events[].modifiers[]", true);
            if (auto* bad = std::get_if<Malformed>(&delta)) return *bad;
            e.modifiers.push_back({*kind, std::get<int>(delta), ""});
        }
        const json scorers = ev.value("scorers", json());
        if (!scorers.is_array()) return malformed("events[].scorers", "a list", scorers);
        for (const json& s : scorers) {
            if (!s.is_object()) return malformed("events[].scorers[]", "an object", s);
            auto player = integer(s, "player", "events[].scorers[]", true);
            auto points = integer(s, "points", "events[].scorers[]", false, e.points);
            if (auto* m = std::get_if<Malformed>(&player)) return *m;
            if (auto* m = std::get_if<Malformed>(&points)) return *m;
            const int p = std::get<int>(player);
            if (p < 0 || p >= players) return malformed("events[].scorers[].player", "a player", s);
            e.scorers.push_back({static_cast<PlayerIndex>(p), std::get<int>(points)});
        }
        out.push_back(std::move(e));
    }
    return out;
}

Parsed<StateAnswer> stateFrom(const GameState& position, const json& state) {
    StateAnswer a;
    auto phase = phaseFrom(state);
    if (auto* m = std::get_if<Malformed>(&phase)) return *m;
    a.phase = std::get<Phase>(phase);
    auto current = integer(state, "current", "state", true);
    if (auto* m = std::get_if<Malformed>(&current)) return *m;
    a.current = std::get<int>(current);
    const json scores = state.value("scores", json());
    const json supply = state.value("supply", json());
    if (!scores.is_array()) return malformed("scores", "a list of numbers", scores);
    if (!supply.is_array() || supply.size() != scores.size())
        return malformed("supply", "a list of {normal, large}, one per player", supply);
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const auto score = codec::integerIn(scores[i], -1000000, 1000000);
        if (!score) return malformed("scores[]", "a whole number", scores[i]);
        PlayerState p;
        p.score = static_cast<int>(*score);
        for (FollowerKind kind : kFollowerKinds) {
            // A kind of an expansion named when wanted (the abbot) goes unnamed in a game without
            // it (none); a game that plays it names it, as serve does: a missing count is the
            // engine's answer at fault, not a supply of 0.
            const Expansion box = expansionOf(kind);
            auto n = integer(supply[i], std::string(nameOf(kind)).c_str(), "supply[]",
                             rowOf(box).byDefault || position.config.expansions.has(box));
            if (auto* m = std::get_if<Malformed>(&n)) return *m;
            p.inSupply[kind] = std::get<int>(n);
        }
        a.players.push_back(p);
    }
    const json figures = state.value("figures", json());
    if (!figures.is_object()) return malformed("figures", "an object", figures);
    for (MagicFigure f : kMagicFigures) {
        const json where = figures.value(std::string(toString(f)), json("supply"));
        auto& text = a.figures[static_cast<std::size_t>(f)];
        if (where == "supply") {
            text = "supply";
            continue;
        }
        auto ref = featureRefFrom(where, "figures." + std::string(toString(f)));
        if (auto* m = std::get_if<Malformed>(&ref)) return *m;
        text = featureText(position, std::get<FeatureRef>(ref));
    }
    return a;
}

} // namespace carcassonne::protocol
