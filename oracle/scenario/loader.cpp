#include "loader.hpp"

#include "action.hpp"
#include "basis.hpp"
#include "formats/input_file.hpp"
#include "formats/nearest_names.hpp"
#include "formats/strict_object.hpp"
#include "formats/utf8_text.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>

namespace carcassonne::scenario {

namespace {

formats::InputError errorAt(const std::string& file, SourcePos pos, std::string message) {
    return {.file = file,
            .line = pos.line,
            .column = pos.column,
            .message = std::move(message),
            .lineAndColumn = true};
}

// Thrown inside the loader only; loadScenarioText turns it into an InputError value.
struct Failure {
    SourcePos pos;
    std::string message;
};

SourcePos posOf(const YAML::Node& n) {
    const YAML::Mark m = n.Mark();
    if (m.line < 0) return {0, 0};
    return {m.line + 1, m.column + 1};
}

[[noreturn]] void failAt(const YAML::Node& n, const std::string& message) {
    throw Failure{posOf(n), message};
}

std::string describeNode(const YAML::Node& n) {
    switch (n.Type()) {
    case YAML::NodeType::Null:
        return "nothing";
    case YAML::NodeType::Scalar:
        return "'" + n.Scalar() + "'";
    case YAML::NodeType::Sequence:
        return "a list";
    case YAML::NodeType::Map:
        return "a map";
    case YAML::NodeType::Undefined:
        return "nothing";
    }
    return "?";
}

using formats::commaList;

// The entries of a list read so far, where each stands: every list refuses an entry it holds
// already alike, "ruling base.city is listed twice (first at line 2, column 11)".
class ListedOnce {
public:
    void add(const std::string& value, const YAML::Node& n, const std::string& what) {
        const auto [at, fresh] = seen_.try_emplace(value, posOf(n));
        if (fresh) return;
        failAt(n, what + " is listed twice (first at line " + std::to_string(at->second.line) +
                      ", column " + std::to_string(at->second.column) + ")");
    }

private:
    std::map<std::string, SourcePos> seen_;
};

// A map read strictly: every key known, none twice, required keys present.
class MapReader {
public:
    MapReader(const YAML::Node& node, std::string what, std::vector<std::string> known)
        : node_(node), what_(std::move(what)), known_(std::move(known)) {
        if (!node.IsMap())
            failAt(node, "expected " + what_ + " (a map), found " + describeNode(node));
        std::map<std::string, YAML::Node> seen;
        for (auto it = node.begin(); it != node.end(); ++it) {
            if (!it->first.IsScalar())
                failAt(it->first, "expected a key (a word), found " + describeNode(it->first));
            const std::string key = it->first.Scalar();
            if (std::find(known_.begin(), known_.end(), key) == known_.end())
                failAt(it->first, formats::unknownKeyMessage(key, known_, what_));
            if (auto prev = seen.find(key); prev != seen.end()) {
                const SourcePos p = posOf(prev->second);
                failAt(it->first, "duplicate key '" + key + "' in " + what_ + " (first at line " +
                                      std::to_string(p.line) + ", column " +
                                      std::to_string(p.column) + ")");
            }
            seen.emplace(key, it->first);
            values_.emplace(key, it->second);
        }
    }
    bool has(const std::string& key) const { return values_.contains(key); }
    YAML::Node get(const std::string& key) const { return values_.at(key); }
    YAML::Node required(const std::string& key) const {
        if (!has(key)) failAt(node_, what_ + " needs the key '" + key + "'");
        return values_.at(key);
    }
    const YAML::Node& node() const { return node_; }

private:
    YAML::Node node_;
    std::string what_;
    std::vector<std::string> known_;
    std::map<std::string, YAML::Node> values_;
};

std::string readString(const YAML::Node& n, const std::string& what) {
    if (!n.IsScalar()) failAt(n, "expected " + what + " (text), found " + describeNode(n));
    return n.Scalar();
}

int readInt(const YAML::Node& n, const std::string& what, int lo, int hi) {
    if (!n.IsScalar())
        failAt(n, "expected " + what + " (a whole number), found " + describeNode(n));
    const std::string& s = n.Scalar();
    std::size_t used = 0;
    long long v = 0;
    try {
        v = std::stoll(s, &used);
    } catch (...) {
        used = 0;
    }
    if (used == 0 || used != s.size())
        failAt(n, "expected " + what + " (a whole number), found '" + s + "'");
    if (v < lo || v > hi)
        failAt(n, what + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                      ", found " + s);
    return static_cast<int>(v);
}

bool readBool(const YAML::Node& n, const std::string& what) {
    const std::string s = n.IsScalar() ? n.Scalar() : "";
    if (s == "true") return true;
    if (s == "false") return false;
    failAt(n, "expected " + what + " (true or false), found " + describeNode(n));
}

std::vector<YAML::Node> readList(const YAML::Node& n, const std::string& what) {
    if (!n.IsSequence()) failAt(n, "expected " + what + " (a list), found " + describeNode(n));
    return {n.begin(), n.end()};
}

constexpr int kMaxCoordinate = 1000;

Position readPosition(const YAML::Node& n) {
    if (!n.IsSequence() || n.size() != 2)
        failAt(n, "expected a position [x, y], found " + describeNode(n));
    return {readInt(n[0], "x", -kMaxCoordinate, kMaxCoordinate),
            readInt(n[1], "y", -kMaxCoordinate, kMaxCoordinate)};
}

Rotation readRotation(const YAML::Node& n) {
    const int degrees = readInt(n, "a rotation", 0, 270);
    const auto r = Rotation::fromDegrees(degrees);
    if (!r) failAt(n, "expected a rotation of 0, 90, 180 or 270 degrees, found " + n.Scalar());
    return *r;
}

// A geometry name (a letter, ~ and a plain id) takes any copy still in supply, an id its own
// copies (TileNaming).
TileName readTile(const YAML::Node& n) {
    const std::string name = readString(n, "a tile id");
    const auto tile = tileCatalog().lookup(name);
    if (!tile)
        failAt(n, "unknown tile '" + name +
                      "' (expected a base-game letter A-X, a JCloisterZone id such as BA/RCr, "
                      "IC/RRR.i, MW/CFC, or a geometry name: ~ before the id of the tile "
                      "without a garden, such as ~IC/RFr.i; `carcassonne-oracle tiles` lists "
                      "them)");
    return *tile;
}

void readActionTile(Action& a, const YAML::Node& n) {
    const TileName tile = readTile(n);
    a.tile = tile.tile;
    a.tileNaming = tile.naming;
}

Edition readEdition(const YAML::Node& n) {
    const std::string s = readString(n, "an edition");
    const auto e = editionFromString(s);
    if (!e) failAt(n, "unknown edition '" + s + "' (expected one of: C1, C2, C3, C3.1)");
    return *e;
}

std::vector<Edition> readEditions(const YAML::Node& n) {
    std::vector<Edition> out;
    ListedOnce listed;
    for (const auto& e : readList(n, "a list of editions")) {
        const Edition ed = readEdition(e);
        listed.add(std::string(toString(ed)), e, "edition " + std::string(toString(ed)));
        out.push_back(ed);
    }
    if (out.empty()) failAt(n, "expected at least one edition");
    return out;
}

MagicFigure readFigure(const YAML::Node& n) {
    const std::string s = readString(n, "a magic figure");
    if (const auto figure = parseName<MagicFigure>(s)) return *figure;
    failAt(n, "expected a magic figure (" + choicesOf<MagicFigure>() + "), found '" + s + "'");
}

// "road E", "city N", "field NL", "field I", "cloister": a kind and a location on the tile.
FeatureSpec readFeature(const YAML::Node& atNode, const YAML::Node& onNode) {
    FeatureSpec f;
    f.at = readPosition(atNode);
    f.pos = posOf(onNode);
    const std::string text = readString(onNode, "a feature location");
    const auto part = parseFeaturePart(text);
    if (!part) failAt(onNode, part.error().message);
    f.kind = part->kind;
    f.location = part->location;
    return f;
}

// A legal-set entry as a list names it, where it stands aside.
std::string entryText(const PlacementSpec& p) {
    return "placement at " + toString(p.at) + " rotated " + std::to_string(p.rotation.degrees());
}
std::string entryText(const FollowerSpec& f) {
    return std::string(nameOf(f.kind)) + " follower on " + f.on.text();
}
std::string entryText(const MagicSpec& m) {
    return m.remove ? "removal of the " + std::string(nameOf(m.figure))
                    : std::string(nameOf(m.figure)) + " to " + m.target->text();
}

class ScenarioReader {
public:
    Scenario read(const YAML::Node& root, const std::string& file, const std::string& id) {
        MapReader top(root, "the scenario",
                      {"title", "rulings", "source", "basis", "notes", "editions", "expansions",
                       "rules", "players", "setup", "play"});
        Scenario s;
        s.file = file;
        s.id = id;
        s.title = readString(top.required("title"), "the title");
        ListedOnce rulings;
        for (const auto& r : readList(top.required("rulings"), "a list of ruling ids")) {
            const std::string rid = readString(r, "a ruling id");
            if (!findRuling(rid))
                failAt(r, "unknown ruling id '" + rid + "' (" +
                              formats::nearestText(rid, rulingIds()) +
                              "; `carcassonne-oracle rulings` lists them)");
            rulings.add(rid, r, "ruling " + rid);
            s.rulings.push_back(rid);
        }
        if (s.rulings.empty()) failAt(top.get("rulings"), "expected at least one ruling id");
        s.source = readString(top.required("source"), "the source");
        ListedOnce bases;
        if (top.has("basis"))
            for (const auto& b : readList(top.get("basis"), "a list of bases")) {
                const std::string v = readString(b, "a basis");
                if (v != "interpretation" && v != "secondary")
                    failAt(b, "expected 'interpretation' or 'secondary', found '" + v + "'");
                bases.add(v, b, "basis " + v);
                s.basis.push_back(v);
            }
        checkBasis(s, top);
        if (top.has("notes")) s.notes = readString(top.get("notes"), "notes");
        s.editions = top.has("editions") ? readEditions(top.get("editions"))
                                         : std::vector<Edition>(kEditions.begin(), kEditions.end());
        s.expansions = ExpansionSet::all();
        if (top.has("expansions")) {
            s.expansions = {};
            ListedOnce listed;
            for (const auto& e : readList(top.get("expansions"), "a list of expansions")) {
                const std::string v = readString(e, "an expansion");
                if (const auto x = expansionToAdd(v))
                    s.expansions.add(*x);
                else
                    failAt(e, "unknown expansion '" + v + "' (expected " + expansionToAddChoices() +
                                  ")");
                listed.add(v, e, "expansion " + v);
            }
        }
        if (top.has("rules")) readRules(top.get("rules"), s);
        ListedOnce players;
        for (const auto& p : readList(top.required("players"), "a list of player names")) {
            const std::string name = readString(p, "a player name");
            if (name.empty()) failAt(p, "a player name may not be empty");
            players.add(name, p, "player '" + name + "'");
            s.players.push_back(name);
        }
        if (s.players.size() < 2 || s.players.size() > 6)
            failAt(top.get("players"),
                   "expected 2 to 6 players, found " + std::to_string(s.players.size()));
        players_ = s.players;
        if (top.has("setup")) s.setup = readSetup(top.get("setup"));
        for (const auto& a : readList(top.required("play"), "a list of actions"))
            s.actions.push_back(readAction(a));
        const bool expects = std::any_of(s.actions.begin(), s.actions.end(), [](const Action& a) {
            return !a.expect.empty() || a.expectError.has_value();
        });
        if (!expects)
            failAt(top.required("play"), "the scenario states no expectation: add `expect` or "
                                         "`expect-error` to an action");
        return s;
    }

private:
    std::vector<std::string> players_;
    static const std::vector<std::string>& errorCodeNames() {
        static const std::vector<std::string> names = [] {
            std::vector<std::string> out;
            for (const ErrorCodeInfo& c : allErrorCodes())
                out.emplace_back(c.name);
            return out;
        }();
        return names;
    }

    static const std::vector<std::string>& rulingIds() {
        static const std::vector<std::string> ids = [] {
            std::vector<std::string> out;
            for (const Ruling& r : allRulings())
                out.emplace_back(r.id);
            return out;
        }();
        return ids;
    }

    void checkBasis(const Scenario& s, const MapReader& top) {
        for (const auto& rid : s.rulings) {
            const auto needed = basisCalledFor(rid);
            if (needed && std::find(s.basis.begin(), s.basis.end(), *needed) == s.basis.end())
                failAt(top.get("rulings"),
                       "ruling " + rid + " is " + std::string(*needed) +
                           " in the register: mark the scenario with `basis: [" +
                           std::string(*needed) + "]`");
        }
    }

    void readRules(const YAML::Node& n, Scenario& s) {
        if (!n.IsMap()) failAt(n, "expected rule switches (a map), found " + describeNode(n));
        std::map<std::string, SourcePos> seen;
        for (auto it = n.begin(); it != n.end(); ++it) {
            const std::string name = readString(it->first, "a switch name");
            const std::string value = readString(it->second, "a switch value");
            if (const auto [at, fresh] = seen.try_emplace(name, posOf(it->first)); !fresh)
                failAt(it->first, "duplicate key '" + name + "' in rules (first at line " +
                                      std::to_string(at->second.line) + ", column " +
                                      std::to_string(at->second.column) + ")");
            RuleSet probe;
            if (auto ok = setSwitch(probe, name, value); !ok)
                failAt(ok.error().message.starts_with("unknown") ? it->first : it->second,
                       ok.error().message);
            s.rules.emplace_back(name, value);
        }
    }

    int readPlayer(const YAML::Node& n) {
        const std::string name = readString(n, "a player name");
        const auto it = std::find(players_.begin(), players_.end(), name);
        if (it == players_.end())
            failAt(n, "unknown player '" + name + "' (players: " + commaList(players_) + ")");
        return static_cast<int>(it - players_.begin());
    }

    FollowerSpec readFollower(const YAML::Node& n, std::vector<std::string> extraKeys = {}) {
        std::vector<std::string> keys = withFollowerFlags({"at", "on"});
        keys.insert(keys.end(), extraKeys.begin(), extraKeys.end());
        MapReader m(n, "a follower", keys);
        FollowerSpec f;
        f.on = readFeature(m.required("at"), m.required("on"));
        f.kind = followerKindOf(
            [&](const std::string& flag) { return m.has(flag) && readBool(m.get(flag), flag); });
        f.pos = posOf(n);
        return f;
    }

    FigureSpec readFigureSpec(const YAML::Node& key, const YAML::Node& value, bool allowSupply) {
        FigureSpec f;
        f.figure = readFigure(key);
        f.pos = posOf(key);
        if (allowSupply && value.IsScalar() && value.Scalar() == "supply") return f;
        MapReader m(value, "a figure position", {"at", "on"});
        f.on = readFeature(m.required("at"), m.required("on"));
        return f;
    }

    std::vector<FigureSpec> readFigures(const YAML::Node& n, bool allowSupply) {
        if (!n.IsMap())
            failAt(n, "expected figures (a map of mage/witch), found " + describeNode(n));
        std::vector<FigureSpec> out;
        for (auto it = n.begin(); it != n.end(); ++it) {
            FigureSpec f = readFigureSpec(it->first, it->second, allowSupply);
            for (const auto& g : out)
                if (g.figure == f.figure)
                    failAt(it->first, "duplicate key '" + it->first.Scalar() + "'");
            out.push_back(f);
        }
        return out;
    }

    std::vector<std::pair<int, int>> readScores(const YAML::Node& n) {
        if (!n.IsMap())
            failAt(n, "expected scores (a map of player: points), found " + describeNode(n));
        std::vector<std::pair<int, int>> out;
        for (auto it = n.begin(); it != n.end(); ++it) {
            const int p = readPlayer(it->first);
            for (const auto& [q, _] : out)
                if (q == p) failAt(it->first, "duplicate key '" + it->first.Scalar() + "'");
            out.emplace_back(p, readInt(it->second, "a score", 0, 100000));
        }
        return out;
    }

    std::vector<SupplySpec> readSupply(const YAML::Node& n) {
        if (!n.IsMap())
            failAt(n, "expected supplies (a map of player: {normal, large}), found " +
                          describeNode(n));
        std::vector<SupplySpec> out;
        for (auto it = n.begin(); it != n.end(); ++it) {
            SupplySpec s;
            s.player = readPlayer(it->first);
            s.pos = posOf(it->first);
            for (const auto& o : out)
                if (o.player == s.player)
                    failAt(it->first, "duplicate key '" + it->first.Scalar() + "'");
            MapReader m(it->second, "a supply", namesOf<FollowerKind>());
            for (FollowerKind kind : kFollowerKinds) {
                const std::string name(nameOf(kind));
                if (m.has(name))
                    s.of(kind) = readInt(m.get(name), name + " followers", 0, kMostFollowers[kind]);
            }
            out.push_back(s);
        }
        return out;
    }

    Setup readSetup(const YAML::Node& n) {
        MapReader m(n, "the setup", {"tiles", "followers", "figures", "scores", "supply", "turn"});
        Setup s;
        if (m.has("tiles"))
            for (const auto& t : readList(m.get("tiles"), "a list of tiles")) {
                MapReader tm(t, "a set-up tile", {"tile", "at", "rotation", "editions"});
                const TileName tile = readTile(tm.required("tile"));
                s.tiles.push_back(
                    {tile.tile, readPosition(tm.required("at")),
                     tm.has("rotation") ? readRotation(tm.get("rotation")) : Rotation{}, posOf(t),
                     tile.naming,
                     tm.has("editions") ? std::optional(readEditions(tm.get("editions")))
                                        : std::nullopt});
            }
        if (m.has("followers"))
            for (const auto& f : readList(m.get("followers"), "a list of followers")) {
                MapReader fm(f, "a set-up follower", withFollowerFlags({"player", "at", "on"}));
                s.followers.push_back(
                    {readPlayer(fm.required("player")), readFollower(f, {"player"})});
            }
        if (m.has("figures")) s.figures = readFigures(m.get("figures"), false);
        if (m.has("scores")) s.scores = readScores(m.get("scores"));
        if (m.has("supply")) s.supply = readSupply(m.get("supply"));
        if (m.has("turn")) s.turn = readPlayer(m.get("turn"));
        return s;
    }

    MagicSpec readMagic(const YAML::Node& n) {
        MagicSpec s;
        s.pos = posOf(n);
        if (n.IsMap() && n["remove"]) {
            MapReader m(n, "a magic removal", {"remove"});
            s.remove = true;
            s.figure = readFigure(m.get("remove"));
            return s;
        }
        MapReader m(n, "a magic action", {"figure", "at", "on"});
        s.figure = readFigure(m.required("figure"));
        s.target = readFeature(m.required("at"), m.required("on"));
        return s;
    }

    PlacementSpec readPlacementSpec(const YAML::Node& n) {
        MapReader m(n, "a placement", {"at", "rotation"});
        return {readPosition(m.required("at")), readRotation(m.required("rotation")), posOf(n)};
    }

    template <typename T, typename F>
    SetExpectation<T> readSet(const YAML::Node& n, const std::string& what, F readEntry,
                              std::vector<std::string> extra = {}) {
        std::vector<std::string> keys{"exactly", "includes", "excludes", "count"};
        keys.insert(keys.end(), extra.begin(), extra.end());
        MapReader m(n, what, keys);
        SetExpectation<T> s;
        s.pos = posOf(n);
        auto list = [&](const std::string& key) {
            std::vector<T> out;
            ListedOnce listed;
            for (const auto& e : readList(m.get(key), "a list")) {
                out.push_back(readEntry(e));
                listed.add(entryText(out.back()), e, entryText(out.back()));
            }
            return out;
        };
        if (m.has("exactly")) s.exactly = list("exactly");
        if (m.has("includes")) s.includes = list("includes");
        if (m.has("excludes")) s.excludes = list("excludes");
        if (m.has("count")) s.count = readInt(m.get("count"), "a count", 0, 100000);
        if (!s.exactly && !s.includes && !s.excludes && !s.count)
            failAt(n, what + " needs one of exactly, includes, excludes, count");
        return s;
    }

    EventSpec readEvent(const YAML::Node& n) {
        std::vector<std::string> keys{"feature", "at", "on"};
        for (ScoreField f : valuesOf<ScoreField>())
            keys.emplace_back(nameOf(f));
        keys.insert(keys.end(), {"players", "final"});
        MapReader m(n, "a score event", keys);
        EventSpec e;
        e.pos = posOf(n);
        const std::string kind = readString(m.required("feature"), "a feature kind");
        e.feature = readFeature(m.required("at"), m.required("on"));
        if (kind != std::string(toString(e.feature.kind)) &&
            !(kind == "field" && e.feature.kind == FeatureKind::City))
            failAt(m.get("feature"), "feature '" + kind + "' does not match the location '" +
                                         m.get("on").Scalar() + "'");
        if (kind != std::string(toString(e.feature.kind))) e.kind = FeatureKind::Field;
        for (ScoreField f : valuesOf<ScoreField>()) {
            const std::string key(nameOf(f));
            if (m.has(key)) e.numbers[f] = readInt(m.get(key), key, -100000, 100000);
        }
        if (!m.has("points")) failAt(n, "a score event needs 'points'");
        ListedOnce scorers;
        for (const auto& p : readList(m.required("players"), "a list of players")) {
            e.players.push_back(readPlayer(p));
            scorers.add(p.Scalar(), p, "player '" + p.Scalar() + "'");
        }
        std::sort(e.players.begin(), e.players.end());
        if (m.has("final")) e.final = readBool(m.get("final"), "final");
        return e;
    }

    Expectation readExpectation(const YAML::Node& n) {
        MapReader m(n, "an expectation",
                    {"editions", "phase", "placements", "followers", "magic", "scored", "scores",
                     "figures", "supply"});
        Expectation x;
        x.pos = posOf(n);
        if (m.has("editions")) x.editions = readEditions(m.get("editions"));
        if (m.has("phase")) {
            const std::string p = readString(m.get("phase"), "a phase");
            x.phasePos = posOf(m.get("phase"));
            x.phase = parseName<Phase>(p);
            if (!x.phase)
                failAt(m.get("phase"),
                       "expected a phase (" + commaList(namesOf<Phase>()) + "), found '" + p + "'");
        }
        if (m.has("placements")) {
            const YAML::Node p = m.get("placements");
            if (p.IsMap() && p["tile"]) x.placementsTile = readTile(p["tile"]).tile; // geometry
            x.placements = readSet<PlacementSpec>(
                p, "placements", [&](const YAML::Node& e) { return readPlacementSpec(e); },
                {"tile"});
        }
        if (m.has("followers"))
            x.followers =
                readSet<FollowerSpec>(m.get("followers"), "followers",
                                      [&](const YAML::Node& e) { return readFollower(e); });
        if (m.has("magic"))
            x.magic = readSet<MagicSpec>(m.get("magic"), "magic",
                                         [&](const YAML::Node& e) { return readMagic(e); });
        if (m.has("scored")) {
            YAML::Node s = m.get("scored");
            x.scoredPos = posOf(s);
            if (s.IsMap()) {
                MapReader sm(s, "scored", {"events", "partial"});
                x.scoredPartial = sm.has("partial") && readBool(sm.get("partial"), "partial");
                s = sm.required("events");
            }
            std::vector<EventSpec> events;
            for (const auto& e : readList(s, "a list of score events"))
                events.push_back(readEvent(e));
            x.scored = events;
        }
        if (m.has("scores")) {
            x.scores = readScores(m.get("scores"));
            x.scoresPos = posOf(m.get("scores"));
        }
        if (m.has("figures")) x.figures = readFigures(m.get("figures"), true);
        if (m.has("supply")) x.supply = readSupply(m.get("supply"));
        return x;
    }

    // An action's operands as the map of the kind of move it plays names them (its row's
    // operands): a tile `tile` (beside a square, optional: the drawn tile), its figure under the
    // row's key, a square `at` and `rotation` (default 0), a feature `at` and `on`, a follower
    // kind by its flag.
    void readOperands(Action& a, const MoveKindRow& row, const YAML::Node& n) {
        const std::uint8_t operands = row.operands;
        std::vector<std::string> keys;
        if (operands & kTileOperand) keys.emplace_back("tile");
        if (operands & kFigureOperand) keys.emplace_back(row.figureKey);
        if (operands & (kSquareOperand | kFeatureOperand)) keys.emplace_back("at");
        if (operands & kSquareOperand) keys.emplace_back("rotation");
        if (operands & kFeatureOperand) keys.emplace_back("on");
        if (operands & kFollowerOperand) keys = withFollowerFlags(keys);
        MapReader m(n, formName(row), keys);
        if (operands & kTileOperand) {
            if (m.has("tile"))
                readActionTile(a, m.get("tile"));
            else if (!(operands & kSquareOperand))
                readActionTile(a, m.required("tile"));
        }
        if (operands & kFigureOperand) {
            a.magic.figure = readFigure(m.required(std::string(row.figureKey)));
            a.magic.remove = !(operands & kFeatureOperand);
            a.magic.pos = posOf(n);
        }
        if (operands & kSquareOperand) {
            a.at = readPosition(m.required("at"));
            a.rotation = m.has("rotation") ? readRotation(m.get("rotation")) : Rotation{};
        }
        if (!(operands & kFeatureOperand)) return;
        const FeatureSpec feature = readFeature(m.required("at"), m.required("on"));
        if (operands & kFollowerOperand) {
            const FollowerKind kind = followerKindOf([&](const std::string& flag) {
                return m.has(flag) && readBool(m.get(flag), flag);
            });
            a.follower = FollowerSpec{feature, kind, posOf(n)};
        } else if (operands & kFigureOperand) {
            a.magic.target = feature;
        } else {
            a.feature = feature;
        }
    }

    // The value of an action that plays a move, in the form its kinds' rows give (ActionForm).
    void readMoveAction(Action& a, const YAML::Node& n) {
        const ActionForm form = actionForm(a.key);
        const std::string key(a.key);
        if (form.mapped.empty() && !form.tileAlone) {
            if (!readBool(n, key)) failAt(n, "expected `" + key + ": true`");
            return;
        }
        if (form.bare && n.IsScalar() && n.Scalar() == "none") return;
        if (form.tileAlone && (form.mapped.empty() || !n.IsMap())) {
            readActionTile(a, n);
            return;
        }
        const MoveKindRow* row =
            form.rowOf([&](std::string_view mark) { return n.IsMap() && n[std::string(mark)]; });
        readOperands(a, *row, n);
    }

    Action readAction(const YAML::Node& n) {
        const std::vector<std::string> kinds(actionKeys().begin(), actionKeys().end());
        std::vector<std::string> keys = kinds;
        for (const char* other : {"player", "expect", "expect-error", "editions"})
            keys.emplace_back(other);
        MapReader m(n, "an action", keys);
        Action a;
        a.pos = posOf(n);
        int found = 0;
        for (const std::string_view k : actionKeys())
            if (m.has(std::string(k))) {
                ++found;
                a.key = k;
            }
        if (found != 1)
            failAt(n, "an action needs exactly one of: " + commaList(kinds) + " (found " +
                          std::to_string(found) + ")");
        if (m.has("player")) a.player = readPlayer(m.get("player"));
        if (m.has("editions")) a.editions = readEditions(m.get("editions"));
        const YAML::Node value = m.get(std::string(a.key));
        if (a.draws())
            readActionTile(a, value);
        else
            readMoveAction(a, value);
        if (m.has("expect")) {
            const YAML::Node e = m.get("expect");
            if (e.IsSequence())
                for (const auto& x : e)
                    a.expect.push_back(readExpectation(x));
            else
                a.expect.push_back(readExpectation(e));
        }
        if (m.has("expect-error")) {
            const YAML::Node e = m.get("expect-error");
            ExpectedError err{};
            err.pos = posOf(e);
            YAML::Node codeNode = e;
            if (e.IsMap()) {
                MapReader em(e, "an expected error", {"code", "editions"});
                codeNode = em.required("code");
                if (em.has("editions")) err.editions = readEditions(em.get("editions"));
            }
            const std::string code = readString(codeNode, "an error code");
            const auto c = errorCodeFromString(code);
            if (!c)
                failAt(codeNode, "unknown error code '" + code + "' (" +
                                     formats::nearestText(code, errorCodeNames()) +
                                     "; `carcassonne-oracle rulings --errors` lists them)");
            err.code = *c;
            a.expectError = err;
        }
        return a;
    }
};

} // namespace

namespace {
// yaml-cpp parses nested collections recursively: a file of a million '[' would exhaust the stack
// before any of our checks ran. Scenarios nest a few levels; refuse deep nesting up front.
std::optional<formats::InputError> checkNesting(const std::string& text, const std::string& file) {
    int depth = 0;
    int line = 1;
    int column = 0;
    char quote = 0;
    bool comment = false;
    bool leading = true; // still in a line's indentation and block indicators ("- - - x")
    for (char c : text) {
        ++column;
        if (c == '\n') {
            ++line;
            column = 0;
            comment = false;
            leading = true;
            if (quote == 0) continue;
        }
        // Block collections nest by indentation: their depth is bounded by the start column.
        if (leading && (c == ' ' || c == '-' || c == '?' || c == ':')) {
            if (column > kMaxIndent)
                return errorAt(file, {line, column},
                               "a line indented deeper than " + std::to_string(kMaxIndent) +
                                   " columns");
        } else {
            leading = false;
        }
        if (comment) continue;
        if (quote) {
            if (c == quote) quote = 0;
            continue;
        }
        if (c == '#')
            comment = true;
        else if (c == '"' || c == '\'')
            quote = c;
        else if (c == '[' || c == '{') {
            if (++depth > kMaxNesting)
                return errorAt(file, {line, column},
                               "collections nested deeper than " + std::to_string(kMaxNesting) +
                                   " levels");
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}
} // namespace

namespace {
// YAML text is UTF-8 (or UTF-16/32, which yaml-cpp guesses from a NUL byte among the first four:
// such a file is refused as not UTF-8 here, rather than read as something else) of printable
// characters. yaml-cpp takes a NUL for an escape character and passes other bytes through.
std::optional<formats::InputError> checkText(const std::string& text, const std::string& file) {
    const auto fault = formats::findTextFault(text, formats::ControlCharacters::Refused);
    if (!fault) return std::nullopt;
    std::string advice;
    if (fault->found.starts_with("the byte"))
        advice = " (save the file as UTF-8)";
    else if (fault->found.starts_with("the control"))
        advice = " (YAML allows tab and line breaks; write another control character as an "
                 "escape in a double-quoted string, such as \"\\x1B\")";
    return errorAt(file, {fault->line, fault->column}, fault->message() + advice);
}

// Records where each document of a stream starts (its `---`, or its first line).
class DocumentStarts : public YAML::EventHandler {
public:
    std::vector<YAML::Mark> starts;
    void OnDocumentStart(const YAML::Mark& mark) override { starts.push_back(mark); }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  const std::string&) override {}
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override {}
    void OnSequenceEnd() override {}
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override {}
    void OnMapEnd() override {}
};

// A scenario file holds one document: a second one (after `---`, even an empty one) would be
// read by no one, its expectations never checked. The parser is asked for two documents and no
// more: on some malformed texts yaml-cpp reports an empty document on every call without reading
// on (YAML::LoadAll never returns there), so a loop until it says "no more" may not end.
std::optional<formats::InputError> secondDocument(const std::string& text,
                                                  const std::string& file) {
    std::istringstream in(text);
    YAML::Parser parser(in);
    DocumentStarts starts;
    if (!parser.HandleNextDocument(starts) || !parser.HandleNextDocument(starts))
        return std::nullopt;
    // A document yaml-cpp starts without an event (the malformed case above) has no place: the
    // file's start.
    const YAML::Mark m = starts.starts.size() > 1 ? starts.starts[1] : YAML::Mark{};
    return errorAt(file, {m.line + 1, m.column + 1},
                   "expected one YAML document (a scenario file holds one scenario), found a "
                   "second one here");
}
} // namespace

LoadResult loadScenarioText(const std::string& text, const std::string& file,
                            const std::string& id) {
    if (text.size() > kMaxScenarioBytes)
        return errorAt(file, {1, 1}, "the file is larger than 1 MiB");
    if (auto bad = checkText(text, file)) return *bad;
    if (auto deep = checkNesting(text, file)) return *deep;
    try {
        if (auto second = secondDocument(text, file)) return *second;
        return ScenarioReader{}.read(YAML::Load(text), file, id);
    } catch (const Failure& f) {
        // A node yaml-cpp has no mark for (an empty document): the file's start.
        return errorAt(file, f.pos.line > 0 ? f.pos : SourcePos{1, 1}, f.message);
    } catch (const YAML::Exception& e) {
        return errorAt(file, {e.mark.line + 1, e.mark.column + 1}, "invalid YAML: " + e.msg);
    }
}

LoadResult loadScenarioFile(const std::string& path, const std::string& id) {
    auto text = formats::readInputFile(path, kMaxScenarioBytes);
    if (auto* e = std::get_if<formats::InputError>(&text)) {
        // Scenario errors always carry a line and column; a file too large is refused at its start.
        e->lineAndColumn = true;
        if (e->message.starts_with("the file is larger")) e->line = e->column = 1;
        return *e;
    }
    return loadScenarioText(std::get<std::string>(text), path, id);
}

} // namespace carcassonne::scenario
