#include "jcz_reader.hpp"

#include "codec/json_reading.hpp"
#include "formats/join.hpp"
#include "jcz_names.hpp"

#include <algorithm>
#include <cctype>

namespace carcassonne::gamelog {

using namespace codec; // the JSON reading toolkit (codec/json_reading.hpp)

namespace {

// setup.sets: the editions come from the ":1" / ":2" suffixes (C1 for sets without gardens, C2
// for sets with them; --edition overrides), the expansions from the set names.
void readSets(const json& j, SetupSpec& s) {
    if (!j.is_object() || j.empty())
        bad("setup.sets", "expected tile sets such as {\"basic:1\": 1}, found " + shown(j));
    std::optional<char> suffix;
    bool basic = false;
    s.expansions = {};
    for (const auto& [key, count] : j.items()) {
        const std::string path = keyPath("setup.sets", key);
        const auto colon = key.find(':');
        const std::string name = key.substr(0, colon);
        const std::string ed = colon == std::string::npos ? "" : key.substr(colon + 1);
        // The set's name first: a set the oracle does not play is refused as such, whatever
        // suffix or number of copies a save gives it (FanCloisterZone's "fishermen": 1,
        // "river/2:1": 2).
        const ExpansionRow* set = expansionOfJczSet(name);
        if (!set && !(count.is_number_integer() && count.get<int>() == 0))
            bad(path, "unsupported: the set '" + name + "' (the oracle plays the sets " +
                          jczSetNames() + "; see docs/game-log.md)");
        if (ed != "1" && ed != "2")
            bad(path, "expected a set with an edition suffix :1 or :2, such as \"basic:1\"");
        if (suffix && *suffix != ed[0])
            bad(path, "sets of both editions (:1 and :2) in one game are not supported");
        suffix = ed[0];
        if (intAt(count, path, 0, 1) == 0) continue;
        if (set->id == Expansion::Base)
            basic = true;
        else
            s.expansions.add(set->id);
    }
    if (!basic) bad("setup.sets", "expected the basic set");
    s.edition = *suffix == '1' ? Edition::C1 : Edition::C2;
    // JCloisterZone's reading of a set where the rules give several (river.start.shuffled).
    for (const ExpansionRow& row : kExpansionRows)
        if (s.expansions.has(row.id) && !row.jczSwitch.empty())
            s.rules.emplace_back(row.jczSwitch, row.jczSwitchValue);
}

// The elements of `setup.elements` the oracle reads.
std::vector<std::string> elementNames() {
    std::vector<std::string> known;
    for (const FollowerKindRow& row : kFollowerKindRows)
        known.emplace_back(row.jczElement);
    for (const char* key : {"farmers", "inn", "cathedral", "mage", "witch"})
        known.emplace_back(key);
    for (const ExpansionRow& row : kExpansionRows)
        if (!row.jczElement.empty()) known.emplace_back(row.jczElement);
    return known;
}

// An element of a rule the oracle does not model (FanCloisterZone's "fishermen": true) is refused
// as unsupported, before the players are read: what the game is comes before who plays it.
void refuseOtherElements(const json& j) {
    if (!j.is_object()) return; // readElements says what is wrong
    const std::vector<std::string> known = elementNames();
    for (const auto& [key, value] : j.items())
        if (std::find(known.begin(), known.end(), key) == known.end())
            bad(keyPath("setup.elements", key),
                "unsupported: the element '" + key + "' (the oracle reads " +
                    formats::join(known, ", ") + "; see docs/game-log.md)");
}

// Where an element is refused: "needs the inns-and-cathedrals set", "needs the 'abbot' element".
std::string needsSet(Expansion e) {
    if (!rowOf(e).jczSet.empty()) return "needs the " + std::string(rowOf(e).jczSet) + " set";
    // An expansion with no set of its own comes with its follower kind's element ("abbot").
    for (const FollowerKindRow& row : kFollowerKindRows)
        if (row.expansion == e) return "needs the '" + std::string(row.jczElement) + "' element";
    return "needs " + std::string(nameOf(e));
}

// setup.elements: follower counts become set-up supplies (each follower kind's element, its
// FollowerKindRow::jczElement); an element is on when its key is present. The plain follower's
// count defaults to what the game gives, another kind's to none. Without "farmers" the game is
// the variant without farmers (switch farmers: off); with the Inns & Cathedrals set, without "inn"
// or "cathedral" the tiles are laid but score plain (switches inns: off, cathedrals: off). Inn,
// cathedral, mage, witch and the follower kinds of an expansion come with their sets.
void readElements(const json& j, SetupSpec& s) {
    Fields f(j, "setup.elements", elementNames());
    // An element that brings an expansion with no set of its own (`"abbot": 1`) puts it in play.
    for (const FollowerKindRow& row : kFollowerKindRows)
        if (f.has(std::string(row.jczElement)) && rowOf(row.expansion).jczSet.empty())
            s.expansions.add(row.expansion);
    // An expansion's own element ("river": true) says only that its set is in play.
    for (const ExpansionRow& row : kExpansionRows)
        if (!row.jczElement.empty() && f.has(std::string(row.jczElement)) &&
            !s.expansions.has(row.id))
            bad(f.path(std::string(row.jczElement)), needsSet(row.id));
    if (!f.has("farmers")) s.rules.emplace_back("farmers", "off");
    if (s.expansions.has(Expansion::InnsCathedrals)) {
        if (!f.has("inn")) s.rules.emplace_back("inns", "off");
        if (!f.has("cathedral")) s.rules.emplace_back("cathedrals", "off");
    }
    for (const char* key : {"inn", "cathedral"})
        if (f.has(key) && !s.expansions.has(Expansion::InnsCathedrals))
            bad(f.path(key), needsSet(Expansion::InnsCathedrals));
    for (const FollowerKindRow& row : kFollowerKindRows)
        if (f.has(std::string(row.jczElement)) && !s.expansions.has(row.expansion))
            bad(f.path(std::string(row.jczElement)), needsSet(row.expansion));
    for (const char* key : {"mage", "witch"})
        if (f.has(key) && !s.expansions.has(Expansion::MageWitch))
            bad(f.path(key), needsSet(Expansion::MageWitch));
    SupplyAt supply;
    bool given = true; // every count is what the game gives: no supply to set up
    for (const FollowerKindRow& row : kFollowerKindRows) {
        if (!s.expansions.has(row.expansion)) continue;
        const std::string key(row.jczElement);
        const int gives = kFollowersGiven[row.kind];
        const int count = f.has(key)    ? intAt(f.get(key), f.path(key), row.flagged ? 0 : 1, gives)
                          : row.flagged ? 0
                                        : gives;
        supply.of(row.kind) = count;
        given = given && count == gives;
    }
    if (!given)
        for (std::size_t p = 0; p < s.players.size(); ++p) {
            supply.player = static_cast<PlayerIndex>(p);
            s.position.supply.push_back(supply);
        }
}

void note(JczGame& g, const std::string& key) {
    if (std::find(g.ignored.begin(), g.ignored.end(), key) == g.ignored.end())
        g.ignored.push_back(key);
}

// The keys of `object` outside `used`, noted as ignored under `prefix`.
void noteOthers(JczGame& g, const json& object, const std::string& prefix,
                const std::vector<std::string>& used) {
    if (!object.is_object()) return;
    for (const auto& [key, _] : object.items())
        if (std::find(used.begin(), used.end(), key) == used.end())
            note(g, prefix.empty() ? key : prefix + "." + key);
}

[[noreturn]] void unsupported(const std::string& path, const json& value) {
    bad("", "unsupported: " + path + " = " + shown(value) +
                " (the oracle does not model this rule; see docs/game-log.md)");
}

// setup.rules: JCZ's switches to ours. A client writes the switches of every expansion it
// knows; those of expansions the oracle refuses as sets cannot be in play and are ignored. A
// value the oracle does not model, or a switch it does not know, is refused by name.
void readRules(const json& j, JczGame& g) {
    SetupSpec& s = g.setup;
    if (!j.is_object()) bad("setup.rules", "expected an object, found " + shown(j));
    static const std::vector<std::string> kOtherExpansions{"princess-action",
                                                           "fairy-placement",
                                                           "dragon-move",
                                                           "barn-placement",
                                                           "wagon-move",
                                                           "bazaar-no-auction",
                                                           "hill-tiebreaker",
                                                           "espace-variant",
                                                           "gq11-pig-herd",
                                                           "tunnelize-other-expansions",
                                                           "more-tunnel-tokens",
                                                           "festival-return",
                                                           "keep-monasteries",
                                                           "labyrinth-variant",
                                                           "coc-final-scoring",
                                                           "count-move",
                                                           "little-buildings-scoring",
                                                           "king-and-robber-scoring"};
    for (const auto& [key, value] : j.items()) {
        const std::string path = keyPath("setup.rules", key);
        if (key == "tiny-city-scoring") {
            const std::string v = value.is_string() ? value.get<std::string>() : "";
            if (v != "2" && v != "4") unsupported(path, value);
            s.rules.emplace_back("tiny-city", v == "2" ? "on" : "off");
        } else if (key == "inn-and-cathedral-final-scoring") {
            const std::string v = value.is_string() ? value.get<std::string>() : "";
            if (v != "ignore" && v != "zero") unsupported(path, value);
            s.rules.emplace_back("inn-cathedral-final", v == "ignore" ? "plain" : "zero");
        } else if (std::find(kOtherExpansions.begin(), kOtherExpansions.end(), key) !=
                   kOtherExpansions.end()) {
            note(g, path);
        } else {
            unsupported(path, value);
        }
    }
}

Rotation rotationOf(const json& j, const std::string& path) {
    if (j.is_string()) {
        const std::string t = j.get<std::string>();
        for (Rotation r : kRotations)
            if (t == "R" + std::to_string(r.degrees())) return r;
    }
    bad(path, "expected R0, R90, R180 or R270, found " + shown(j));
}

void readStart(const json& j, SetupSpec& s) {
    const json& list = arrayAt(j, "setup.start");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string path = indexPath("setup.start", i);
        Fields f(list[i], path, {"tile", "x", "y", "rotation"});
        s.position.tiles.push_back(
            {tileAt(f.required("tile"), f.path("tile")),
             {intAt(f.required("x"), f.path("x"), -1000, 1000),
              intAt(f.required("y"), f.path("y"), -1000, 1000)},
             f.has("rotation") ? rotationAt(f.get("rotation"), f.path("rotation")) : Rotation{}});
    }
}

void readPlayers(const json& j, JczGame& g) {
    SetupSpec& s = g.setup;
    const json& list = arrayAt(j, "players");
    std::vector<std::pair<int, std::string>> seats;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string path = indexPath("players", i);
        if (!list[i].is_object()) bad(path, "expected a player object, found " + shown(list[i]));
        noteOthers(g, list[i], "players[]", {"name", "slot"});
        const std::string name = stringAt(list[i].value("name", json()), keyPath(path, "name"));
        const int slot =
            intAt(list[i].value("slot", json(static_cast<int>(i))), keyPath(path, "slot"), 0, 5);
        if (name.empty()) bad(keyPath(path, "name"), "a player name may not be empty");
        for (std::size_t k = 0; k < seats.size(); ++k) {
            if (seats[k].second == name)
                bad(keyPath(path, "name"), "player " + shown(json(name)) +
                                               " is listed twice (first at " +
                                               indexPath("players", k) + ")");
            if (seats[k].first == slot)
                bad(keyPath(path, "slot"), "slot " + std::to_string(slot) +
                                               " is taken twice (first at " +
                                               indexPath("players", k) + ")");
        }
        seats.emplace_back(slot, name);
    }
    std::sort(seats.begin(), seats.end());
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (seats[i].first != static_cast<int>(i))
            bad("players", "expected slots 0 to " + std::to_string(seats.size() - 1));
        s.players.push_back(seats[i].second);
    }
    // One player: JCZ's test games that check scoring only.
    if (s.players.empty() || s.players.size() > 6)
        bad("players", "expected 1 to 6 players, found " + std::to_string(s.players.size()));
}

MagicFigure figureOf(const std::string& id, const std::string& path) {
    const std::string kind = id.substr(0, id.find('.'));
    if (kind == "mage") return MagicFigure::Mage;
    if (kind == "witch") return MagicFigure::Witch;
    bad(path, "expected \"mage.1\" or \"witch.1\", found \"" + id + "\"");
}

// "<seat>.small.<n>", "<seat>.big.<n>", "<seat>.abbot.<n>": the seat and the follower kind.
std::pair<int, const FollowerKindRow*> meepleOf(const json& payload, const std::string& pp) {
    const std::string id = stringAt(payload.value("meepleId", json()), keyPath(pp, "meepleId"));
    const auto dot = id.find('.');
    const std::string seat = id.substr(0, dot);
    const std::string rest = dot == std::string::npos ? "" : id.substr(dot + 1);
    const std::string type = rest.substr(0, rest.find('.'));
    const FollowerKindRow* kind = followerKindOfJczMeeple(type);
    if (seat.empty() ||
        !std::all_of(seat.begin(), seat.end(),
                     [](unsigned char c) { return std::isdigit(c) != 0; }) ||
        seat.size() > 1 || !kind)
        bad(keyPath(pp, "meepleId"), "expected " + jczMeepleIds() + ", found \"" + id + "\"");
    return {seat[0] - '0', kind};
}

// RETURN_MEEPLE: a move only for a source a kind of move reads (MoveKindRow::jczReturnSource:
// ABBOT_RETURN, the recall), on the feature of its meeple pointer. JCloisterZone writes the
// pointer as {"featurePointer": {...}, "meepleId": ...}; a flat one ({"position", "feature",
// "location", "meepleId"}) is read too. The meeple's seat is the mover's, as DEPLOY_MEEPLE's is
// (the replay reports another's as a divergence); whose abbot stands on the feature is the
// rules' to judge (abbot.recall).
NamedMove returnedMeeple(const json& payload, const std::string& pp, JczMessage& m) {
    const std::string source = stringAt(payload.value("source", json()), keyPath(pp, "source"));
    const auto row =
        std::find_if(kMoveKindRows.begin(), kMoveKindRows.end(),
                     [&](const MoveKindRow& r) { return r.jczReturnSource == source; });
    if (source.empty() || row == kMoveKindRows.end()) {
        std::vector<std::string> sources;
        for (const MoveKindRow& r : kMoveKindRows)
            if (!r.jczReturnSource.empty()) sources.emplace_back(r.jczReturnSource);
        const std::string read = formats::join(sources, ", ");
        bad(keyPath(pp, "source"), "unsupported: a meeple returned by " + shown(json(source)) +
                                       " (the oracle reads RETURN_MEEPLE with the source " + read +
                                       ")");
    }
    const json pointer = payload.value("pointer", json());
    const std::string path = keyPath(pp, "pointer");
    if (!pointer.is_object()) bad(path, "expected a meeple pointer, found " + shown(pointer));
    m.meepleSeat = meepleOf(pointer, path).first;
    const bool nested = pointer.contains("featurePointer");
    json feature = nested ? pointer["featurePointer"] : pointer;
    if (!nested)
        feature.erase("meepleId");
    else
        for (const auto& [key, value] : pointer.items())
            if (key != "featurePointer" && key != "meepleId")
                bad(keyPath(path, key),
                    "unknown key '" + key + "' (expected one of: featurePointer, meepleId)");
    const std::string featurePath = nested ? keyPath(path, "featurePointer") : path;
    if (!feature.is_object())
        bad(featurePath, "expected a feature pointer, found " + shown(feature));
    if (!feature.contains("feature"))
        bad(featurePath, "a returned meeple's pointer needs its 'feature'");
    m.pointer = readPointer(feature, featurePath);
    MoveOfKind move;
    move.operands.kind = row->kind;
    move.feature = refOf(*m.pointer);
    return move;
}

JczMessage readMessage(const json& j, std::size_t i, JczGame& g) {
    const int players = static_cast<int>(g.setup.players.size());
    const std::string path = indexPath("replay", i);
    if (!j.is_object()) bad(path, "expected a message object, found " + shown(j));
    noteOthers(g, j, "replay[]", {"type", "player", "payload"});
    JczMessage m;
    m.index = i;
    m.type = stringAt(j.value("type", json()), keyPath(path, "type"));
    if (j.contains("player") && !j["player"].is_null())
        m.player = intAt(j["player"], keyPath(path, "player"), 0, players - 1);
    const json payload = j.value("payload", json::object());
    const std::string pp = keyPath(path, "payload");
    if (!payload.is_object()) bad(pp, "expected an object, found " + shown(payload));
    noteOthers(
        g, payload, "replay[].payload",
        {"tileId", "rotation", "position", "figureId", "to", "pointer", "meepleId", "source"});
    NamedMove a = Pass{};
    if (m.type == "PLACE_TILE") {
        const TileTypeId tile = tileAt(payload.value("tileId", json()), keyPath(pp, "tileId"));
        const Rotation rotation =
            rotationOf(payload.value("rotation", json()), keyPath(pp, "rotation"));
        a = PlaceTile{tile, positionAt(payload.value("position", json()), keyPath(pp, "position")),
                      rotation};
    } else if (m.type == "MOVE_NEUTRAL_FIGURE") {
        const MagicFigure figure =
            figureOf(stringAt(payload.value("figureId", json()), keyPath(pp, "figureId")),
                     keyPath(pp, "figureId"));
        if (!payload.contains("to")) bad(pp, "missing key 'to'");
        if (payload["to"].is_null()) {
            a = RemoveFigure{figure};
        } else {
            m.pointer = readPointer(payload["to"], keyPath(pp, "to"));
            a = MoveFigureTo{figure, refOf(*m.pointer)};
        }
    } else if (m.type == "DEPLOY_MEEPLE") {
        m.pointer = readPointer(payload.value("pointer", json()), keyPath(pp, "pointer"));
        const FeatureRef on = refOf(*m.pointer);
        const std::pair<int, const FollowerKindRow*> meeple = meepleOf(payload, pp);
        m.meepleSeat = meeple.first;
        a = PlaceFollowerOn{on, meeple.second->kind};
    } else if (m.type == "RETURN_MEEPLE") {
        a = returnedMeeple(payload, pp, m);
    } else if (m.type == "PASS") {
        a = Pass{};
    } else if (m.type == "COMMIT") {
        return m;
    } else {
        bad(keyPath(path, "type"),
            "expected PLACE_TILE, MOVE_NEUTRAL_FIGURE, DEPLOY_MEEPLE, RETURN_MEEPLE, PASS or "
            "COMMIT, found " +
                shown(j["type"]));
    }
    m.action = a;
    return m;
}

void readAnnotations(const json& annotations, JczGame& g) {
    if (!annotations.is_object()) return;
    noteOthers(g, annotations, "gameAnnotations", {"drawOrder", "tilePack", "endTurn"});
    if (annotations.contains("endTurn"))
        g.endTurn = intAt(annotations["endTurn"], "gameAnnotations.endTurn", 1, 1000000);
    std::string path = "gameAnnotations.drawOrder";
    const json* order = annotations.contains("drawOrder") ? &annotations["drawOrder"] : nullptr;
    if (!order && annotations.contains("tilePack")) {
        const json& pack = annotations["tilePack"];
        if (pack.is_object() && pack.contains("params") && pack["params"].is_object() &&
            pack["params"].contains("drawOrder")) {
            order = &pack["params"]["drawOrder"];
            path = "gameAnnotations.tilePack.params.drawOrder";
        }
    }
    if (!order) return;
    const json& list = arrayAt(*order, path);
    g.hasDrawOrder = true;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (list[i] == "#END") {
            if (i + 1 != list.size()) bad(indexPath(path, i), "\"#END\" must come last");
            g.endMarker = true;
        } else {
            g.drawOrder.push_back(tileAt(list[i], indexPath(path, i)));
        }
    }
}

} // namespace

formats::Parsed<JczGame> readJcz(const std::string& text) {
    try {
        const json root = parseStrict(text, "");
        if (!root.is_object()) bad("", "expected a JCloisterZone game (a JSON object)");
        JczGame g;
        if (!root.contains("setup")) bad("", "missing key 'setup'");
        if (!root.contains("players")) bad("", "missing key 'players'");
        noteOthers(g, root, "", {"setup", "players", "replay", "gameAnnotations", "test"});
        // The sets and elements first: a game of an expansion or a rule the oracle does not play
        // (a FanCloisterZone game with its own setup keys and players) is refused as unsupported
        // before anything else of it is read.
        const json& given = root["setup"];
        const bool hasSets = given.is_object() && given.contains("sets");
        if (hasSets) readSets(given["sets"], g.setup);
        if (hasSets && given.contains("elements")) refuseOtherElements(given["elements"]);
        // timer and options: how the game was played (clocks, the client's display), not rules.
        Fields setup(given, "setup", {"sets", "elements", "rules", "start", "timer", "options"});
        if (!hasSets) (void)setup.required("sets");
        readPlayers(root["players"], g);
        for (const char* key : {"timer", "options"})
            if (setup.has(key)) note(g, setup.path(key));
        readElements(setup.has("elements") ? setup.get("elements") : json::object(), g.setup);
        if (setup.has("rules")) readRules(setup.get("rules"), g);
        if (setup.has("start")) readStart(setup.get("start"), g.setup);
        const json replay = root.value("replay", json::array());
        (void)arrayAt(replay, "replay");
        for (std::size_t i = 0; i < replay.size(); ++i)
            g.replay.push_back(readMessage(replay[i], i, g));
        if (root.contains("gameAnnotations")) readAnnotations(root["gameAnnotations"], g);
        if (root.contains("test") && root["test"].is_object()) {
            noteOthers(g, root["test"], "test", {"assertions"});
            if (root["test"].contains("assertions")) {
                const json& list = arrayAt(root["test"]["assertions"], "test.assertions");
                for (std::size_t i = 0; i < list.size(); ++i)
                    g.assertions.push_back(stringAt(list[i], indexPath("test.assertions", i)));
            }
        }
        return g;
    } catch (const codec::DecodeError& b) {
        return formats::InputError{.line = b.line, .path = b.path, .message = b.message};
    }
}

std::string ignoredNote(const JczGame& game) {
    return game.ignored.empty()
               ? ""
               : "ignored (not used by the oracle): " + formats::join(game.ignored, ", ");
}

} // namespace carcassonne::gamelog
