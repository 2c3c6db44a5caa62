#include "log_reader.hpp"

#include "codec/json_codec.hpp"
#include "json_fields.hpp"

#include <algorithm>
#include <string_view>

namespace carcassonne::gamelog {

namespace {

FeatureRef featureOf(const Fields& f) {
    const Position at = positionAt(f.required("at"), f.path("at"));
    const std::string on = stringAt(f.required("on"), f.path("on"));
    const auto loc = orBad(codec::locationFrom(on), f.path("on"));
    return FeatureRef{at, loc.first, loc.second};
}

FollowerKind kindOf(const Fields& f) {
    return followerKindOf(
        [&](const std::string& flag) { return f.has(flag) && boolAt(f.get(flag), f.path(flag)); });
}

MagicFigure figureOf(const json& j, const std::string& path) {
    const std::string s = stringAt(j, path);
    if (const auto figure = parseName<MagicFigure>(s)) return *figure;
    bad(path, "expected " + choicesOf<MagicFigure>() + ", found " + shown(j));
}

class LineReader {
public:
    explicit LineReader(const std::vector<std::string>& players) : players_(players) {}

    // A player by name, or by seat index (the codec writes scorers by index).
    int player(const json& j, const std::string& path) const {
        if (j.is_number_integer()) return intAt(j, path, 0, static_cast<int>(players_.size()) - 1);
        const std::string name = stringAt(j, path);
        const auto it = std::find(players_.begin(), players_.end(), name);
        if (it == players_.end()) bad(path, "unknown player " + shown(j));
        return static_cast<int>(it - players_.begin());
    }

    // {"Alice": 3, "Bob": 0}, or [3, 0] by seat.
    std::vector<std::pair<int, int>> scores(const json& j, const std::string& path) const {
        std::vector<std::pair<int, int>> out;
        if (j.is_array()) {
            if (j.size() != players_.size())
                bad(path, "expected one score per player (" + std::to_string(players_.size()) +
                              "), found " + shown(j));
            for (std::size_t i = 0; i < j.size(); ++i)
                out.emplace_back(static_cast<int>(i), intAt(j[i], index(path, i), -100000, 100000));
            return out;
        }
        if (!j.is_object())
            bad(path, "expected scores by player name (an object) or by seat (a list), found " +
                          shown(j));
        for (const auto& [name, points] : j.items())
            out.emplace_back(player(json(name), path),
                             intAt(points, join(path, name), -100000, 100000));
        return out;
    }

    NamedMove move(const json& j, const std::string& path) const {
        if (!j.is_object() || !j.contains("type"))
            bad(path, "expected a move object with a \"type\", found " + shown(j));
        const std::string type = stringAt(j["type"], join(path, "type"));
        NamedMove a = Pass{};
        if (type == "place") {
            Fields f(j, path, {"type", "tile", "at", "rotation"});
            const TileName tile = tileNameAt(f.required("tile"), f.path("tile"));
            a = PlaceTile{tile.tile, positionAt(f.required("at"), f.path("at")),
                          f.has("rotation") ? rotationAt(f.get("rotation"), f.path("rotation"))
                                            : Rotation{},
                          tile.naming};
        } else if (type == "discard") {
            Fields f(j, path, {"type", "tile"});
            const TileName tile = tileNameAt(f.required("tile"), f.path("tile"));
            a = DiscardTile{tile.tile, tile.naming};
        } else if (type == "magic" && j.contains("remove")) {
            Fields f(j, path, {"type", "remove"});
            a = RemoveFigure{figureOf(f.get("remove"), f.path("remove"))};
        } else if (type == "magic") {
            Fields f(j, path, {"type", "figure", "at", "on"});
            const MagicFigure figure = figureOf(f.required("figure"), f.path("figure"));
            a = MoveFigureTo{figure, featureOf(f)};
        } else if (type == "follower") {
            Fields f(j, path, withFollowerFlags({"type", "at", "on"}));
            a = PlaceFollowerOn{featureOf(f), kindOf(f)};
        } else if (type == "pass") {
            Fields f(j, path, {"type"});
        } else if (type == "final") {
            bad(join(path, "type"), "the game ends with an end line ({\"type\": \"end\", ...}), "
                                    "not a move");
        } else {
            bad(join(path, "type"),
                "expected place, discard, magic, follower or pass, found " + shown(j["type"]));
        }
        return a;
    }

    ClaimedScore score(const json& j, const std::string& path, int i) const {
        std::vector<std::string> keys{"type",     "feature",   "at",      "on",     "final",
                                      "complete", "modifiers", "scorers", "rulings"};
        for (ScoreField n : countFields())
            keys.emplace_back(nameOf(n));
        Fields f(j, path, keys);
        ClaimedScore c;
        c.index = i;
        const std::string kind = stringAt(f.required("feature"), f.path("feature"));
        if (const auto k = parseName<FeatureKind>(kind))
            c.kind = *k;
        else
            bad(f.path("feature"),
                "expected " + choicesOf<FeatureKind>() + ", found " + shown(f.get("feature")));
        c.feature = featureOf(f);
        for (ScoreField n : countFields()) {
            const std::string key(nameOf(n));
            if (f.has(key) || n == ScoreField::Points)
                c.numbers[n] = intAt(n == ScoreField::Points ? f.required(key) : f.get(key),
                                     f.path(key), -100000, 100000);
        }
        if (f.has("final")) c.final = boolAt(f.get("final"), f.path("final"));
        if (f.has("complete")) c.complete = boolAt(f.get("complete"), f.path("complete"));
        if (f.has("modifiers")) {
            std::vector<std::pair<ModifierKind, int>> mods;
            const json& list = arrayAt(f.get("modifiers"), f.path("modifiers"));
            for (std::size_t m = 0; m < list.size(); ++m) {
                const std::string mp = index(f.path("modifiers"), m);
                Fields mf(list[m], mp, {"kind", "delta", "ruling"});
                const std::string k = stringAt(mf.required("kind"), mf.path("kind"));
                const auto parsed = parseName<ModifierKind>(k);
                if (!parsed)
                    bad(mf.path("kind"), "expected " + choicesOf<ModifierKind>() + ", found " +
                                             shown(mf.get("kind")));
                const ModifierKind mk = *parsed;
                mods.emplace_back(mk,
                                  intAt(mf.required("delta"), mf.path("delta"), -100000, 100000));
            }
            c.modifiers = mods;
        }
        const json& scorers = arrayAt(f.required("scorers"), f.path("scorers"));
        for (std::size_t s = 0; s < scorers.size(); ++s) {
            const std::string sp = index(f.path("scorers"), s);
            Fields sf(scorers[s], sp, {"player", "points"});
            const int who = player(sf.required("player"), sf.path("player"));
            for (std::size_t t = 0; t < s; ++t)
                if (c.scorers[t].first == who)
                    bad(sp, "player " + shown(sf.get("player")) + " is listed twice (first at " +
                                index(f.path("scorers"), t) + ")");
            c.scorers.emplace_back(
                who, intAt(sf.required("points"), sf.path("points"), -100000, 100000));
        }
        return c;
    }

    // The claimed ledger: score events are checked, the other codec events only named.
    std::vector<ClaimedScore> events(const json& j, const std::string& path) const {
        static const std::vector<std::string> others{
            "tile-placed",     "tile-discarded",  "figure-moved",      "figure-removed",
            "figure-returned", "follower-placed", "follower-returned", "game-ended"};
        std::vector<ClaimedScore> out;
        const json& list = arrayAt(j, path);
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string ep = index(path, i);
            if (!list[i].is_object() || !list[i].contains("type"))
                bad(ep, "expected an event object with a \"type\", found " + shown(list[i]));
            const std::string type = stringAt(list[i]["type"], join(ep, "type"));
            if (type == "score")
                out.push_back(score(list[i], ep, static_cast<int>(i)));
            else if (std::find(others.begin(), others.end(), type) == others.end())
                bad(join(ep, "type"), "unknown event type " + shown(list[i]["type"]));
        }
        return out;
    }

    Claims claims(const Fields& f) const {
        Claims c;
        if (f.has("events")) c.events = events(f.get("events"), "events");
        if (f.has("scores")) c.scores = scores(f.get("scores"), "scores");
        return c;
    }

private:
    const std::vector<std::string>& players_;
};

// Every list refuses an entry it holds already alike: "players[2]: player "Bob" is listed twice
// (first at players[0])".
void listedOnce(const json& list, std::size_t i, const std::string& path, const std::string& what) {
    for (std::size_t k = 0; k < i; ++k)
        if (list[k] == list[i])
            bad(index(path, i),
                what + " " + shown(list[i]) + " is listed twice (first at " + index(path, k) + ")");
}

SetupSpec readSetup(const json& j) {
    Fields f(j, "",
             {"type", "version", "edition", "expansions", "players", "rules", "tiles", "followers",
              "figures", "scores", "supply", "turn"});
    SetupSpec s;
    if (f.has("version")) (void)intAt(f.get("version"), "version", 1, 1); // the only one so far
    const std::string edition = stringAt(f.required("edition"), "edition");
    const auto e = editionFromString(edition);
    if (!e) bad("edition", "expected C1, C2, C3 or C3.1, found " + shown(f.get("edition")));
    s.edition = *e;
    if (f.has("expansions")) {
        s.expansions = {};
        const json& list = arrayAt(f.get("expansions"), "expansions");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string x = stringAt(list[i], index("expansions", i));
            listedOnce(list, i, "expansions", "expansion");
            if (const auto added = expansionToAdd(x))
                s.expansions.add(*added);
            else
                bad(index("expansions", i),
                    "expected " + expansionToAddChoices() + ", found " + shown(list[i]));
        }
    }
    const json& players = arrayAt(f.required("players"), "players");
    if (players.size() < 2 || players.size() > 6)
        bad("players", "expected 2 to 6 players, found " + std::to_string(players.size()));
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string name = stringAt(players[i], index("players", i));
        if (name.empty()) bad(index("players", i), "a player name may not be empty");
        listedOnce(players, i, "players", "player");
        s.players.push_back(name);
    }
    if (f.has("rules")) {
        if (!f.get("rules").is_object())
            bad("rules", "expected switches by name (an object), found " + shown(f.get("rules")));
        for (const auto& [name, value] : f.get("rules").items()) {
            const std::string v = stringAt(value, join("rules", name));
            RuleSet probe;
            if (auto ok = setSwitch(probe, name, v); !ok)
                bad(join("rules", name), ok.error().message);
            s.rules.emplace_back(name, v);
        }
    }
    if (f.has("tiles")) {
        const json& list = arrayAt(f.get("tiles"), "tiles");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string tp = index("tiles", i);
            Fields tf(list[i], tp, {"tile", "at", "rotation"});
            const TileName tile = tileNameAt(tf.required("tile"), tf.path("tile"));
            s.position.tiles.push_back({tile.tile, positionAt(tf.required("at"), tf.path("at")),
                                        tf.has("rotation")
                                            ? rotationAt(tf.get("rotation"), tf.path("rotation"))
                                            : Rotation{},
                                        tile.naming});
        }
    }
    LineReader r(s.players);
    if (f.has("followers")) {
        const json& list = arrayAt(f.get("followers"), "followers");
        for (std::size_t i = 0; i < list.size(); ++i) {
            Fields ff(list[i], index("followers", i), withFollowerFlags({"player", "at", "on"}));
            s.position.followers.push_back(
                {static_cast<PlayerIndex>(r.player(ff.required("player"), ff.path("player"))),
                 featureOf(ff), kindOf(ff)});
        }
    }
    if (f.has("figures")) {
        Fields ff(f.get("figures"), "figures", {"mage", "witch"});
        for (MagicFigure m : kMagicFigures) {
            const std::string key(toString(m));
            if (ff.has(key))
                s.position.figures.push_back(
                    {m, featureOf(Fields(ff.get(key), ff.path(key), {"at", "on"}))});
        }
    }
    if (f.has("scores")) {
        for (const auto& [player, points] : r.scores(f.get("scores"), "scores")) {
            if (points < 0) bad("scores", "set-up scores may not be negative");
            s.position.scores.emplace_back(static_cast<PlayerIndex>(player), points);
        }
    }
    if (f.has("supply")) {
        if (!f.get("supply").is_object())
            bad("supply",
                "expected supplies by player name (an object), found " + shown(f.get("supply")));
        for (const auto& [name, value] : f.get("supply").items()) {
            const std::string sp = join("supply", name);
            Fields sf(value, sp, namesOf<FollowerKind>());
            SupplyAt setting{static_cast<PlayerIndex>(r.player(json(name), "supply")), {}};
            for (FollowerKind kind : kFollowerKinds) {
                const std::string key(nameOf(kind));
                if (sf.has(key))
                    setting.of(kind) = intAt(sf.get(key), sf.path(key), 0, kMostFollowers[kind]);
            }
            s.position.supply.push_back(setting);
        }
    }
    if (f.has("turn")) s.position.turn = static_cast<PlayerIndex>(r.player(f.get("turn"), "turn"));
    return s;
}

// The text line by line, without copying it: a log of millions of empty lines must not become
// millions of strings. A byte-order mark some editors write is not part of the first line's JSON;
// a CR before the LF is dropped.
class Lines {
public:
    explicit Lines(const std::string& text)
        : text_(text), start_(text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0) {}

    // The next line, false at the end of the text.
    bool next(std::string_view& line) {
        if (start_ >= text_.size()) return false;
        std::size_t end = text_.find('\n', start_);
        if (end == std::string::npos) end = text_.size();
        line = std::string_view(text_).substr(start_, end - start_);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        start_ = end + 1;
        ++number_;
        return true;
    }
    int number() const { return number_; } // of the line next() gave

private:
    const std::string& text_;
    std::size_t start_;
    int number_ = 0;
};

bool blank(std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t'; });
}

} // namespace

formats::Parsed<GameLog> readGameLog(const std::string& text) {
    GameLog log;
    bool haveSetup = false;
    int current = 0;
    try {
        Lines lines(text);
        for (std::string_view line; lines.next(line);) {
            current = lines.number();
            if (line.size() > kMaxLineBytes) bad("", "the line is longer than 1 MiB");
            if (blank(line)) continue;
            if (log.end)
                bad("",
                    "nothing may follow the end line (line " + std::to_string(log.end->line) + ")");
            const json j = parseStrict(std::string(line), "");
            if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
                bad("", "expected an object with \"type\": \"setup\", \"move\" or \"end\", found " +
                            shown(j));
            const std::string type = j["type"].get<std::string>();
            if (!haveSetup) {
                if (type != "setup")
                    bad("type", "the first line must be the setup line, found " + shown(j["type"]));
                log.setup = readSetup(j);
                log.setupLine = current;
                haveSetup = true;
                continue;
            }
            LineReader r(log.setup.players);
            if (type == "move") {
                Fields f(j, "", {"type", "move", "player", "events", "scores"});
                LogMove m;
                m.line = current;
                m.action = r.move(f.required("move"), "move");
                if (f.has("player")) m.player = r.player(f.get("player"), "player");
                m.claims = r.claims(f);
                log.moves.push_back(std::move(m));
            } else if (type == "end") {
                Fields f(j, "", {"type", "events", "scores"});
                LogMove m;
                m.line = current;
                m.action = EndGame{};
                f.required("scores");
                m.claims = r.claims(f);
                log.end = std::move(m);
            } else if (type == "setup") {
                bad("type", "only the first line is a setup line");
            } else {
                bad("type", "expected \"move\" or \"end\", found " + shown(j["type"]));
            }
        }
    } catch (const BadInput& b) {
        return formats::InputError{.line = current, .message = b.text()};
    }
    if (!haveSetup)
        return formats::InputError{.line = 1, .message = "the log is empty: expected a setup line"};
    return log;
}

} // namespace carcassonne::gamelog
