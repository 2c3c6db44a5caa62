#include "log_reader.hpp"

#include "codec/move_json.hpp"
#include "codec/setup_json.hpp"

#include <algorithm>
#include <string_view>

namespace carcassonne::gamelog {

namespace {

using namespace codec; // the JSON reading toolkit (codec/json_reading.hpp)

class LineReader {
public:
    explicit LineReader(const std::vector<std::string>& players)
        : form_{SetupShape::GameLog, "", players, UnknownKeys::Refuse} {}

    // A player by name, or by seat index (the codec writes scorers by index).
    int player(const json& j, const std::string& path) const { return playerAt(j, path, form_); }

    // {"Alice": 3, "Bob": 0}, or [3, 0] by seat.
    std::vector<std::pair<int, int>> scores(const json& j, const std::string& path) const {
        return scoresByPlayerAt(j, path, form_);
    }

    // The codec's move (codec/move_json.hpp), but for the game's end, which has a line of its own.
    NamedMove move(const json& j, const std::string& path) const {
        NamedMove m = orBad(namedMoveFrom(j, path, UnknownKeys::Refuse));
        if (rowOf(kindOf(m)).after == After::GameOver)
            bad(keyPath(path, "type"), "the game ends with an end line ({\"type\": \"end\", ...}), "
                                       "not a move");
        return m;
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
        c.feature = featureAt(f);
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
                const std::string mp = indexPath(f.path("modifiers"), m);
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
            const std::string sp = indexPath(f.path("scorers"), s);
            Fields sf(scorers[s], sp, {"player", "points"});
            const int who = player(sf.required("player"), sf.path("player"));
            for (std::size_t t = 0; t < s; ++t)
                if (c.scorers[t].first == who)
                    bad(sp, "player " + shown(sf.get("player")) + " is listed twice (first at " +
                                indexPath(f.path("scorers"), t) + ")");
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
            const std::string ep = indexPath(path, i);
            if (!list[i].is_object() || !list[i].contains("type"))
                bad(ep, "expected an event object with a \"type\", found " + shown(list[i]));
            const std::string type = stringAt(list[i]["type"], keyPath(ep, "type"));
            if (type == "score")
                out.push_back(score(list[i], ep, static_cast<int>(i)));
            else if (std::find(others.begin(), others.end(), type) == others.end())
                bad(keyPath(ep, "type"), "unknown event type " + shown(list[i]["type"]));
        }
        return out;
    }

    Claims claims(const Fields& f) const {
        Claims c;
        if (f.has("events")) c.events = events(f.get("events"), "events");
        if (f.has("scores")) c.scores = scores(f.get("scores"), "scores");
        return c;
    }

    const SetupForm& form() const { return form_; }

private:
    SetupForm form_;
};

// Every list refuses an entry it holds already alike: "players[2]: player "Bob" is listed twice
// (first at players[0])".
void listedOnce(const json& list, std::size_t i, const std::string& path, const std::string& what) {
    for (std::size_t k = 0; k < i; ++k)
        if (list[k] == list[i])
            bad(indexPath(path, i), what + " " + shown(list[i]) + " is listed twice (first at " +
                                        indexPath(path, k) + ")");
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
            const std::string x = stringAt(list[i], indexPath("expansions", i));
            listedOnce(list, i, "expansions", "expansion");
            if (const auto added = expansionToAdd(x))
                s.expansions.add(*added);
            else
                bad(indexPath("expansions", i),
                    "expected " + expansionToAddChoices() + ", found " + shown(list[i]));
        }
    }
    const json& players = arrayAt(f.required("players"), "players");
    if (players.size() < 2 || players.size() > 6)
        bad("players", "expected 2 to 6 players, found " + std::to_string(players.size()));
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string name = stringAt(players[i], indexPath("players", i));
        if (name.empty()) bad(indexPath("players", i), "a player name may not be empty");
        listedOnce(players, i, "players", "player");
        s.players.push_back(name);
    }
    if (f.has("rules")) {
        if (!f.get("rules").is_object())
            bad("rules", "expected switches by name (an object), found " + shown(f.get("rules")));
        for (const auto& [name, value] : f.get("rules").items()) {
            const std::string v = stringAt(value, keyPath("rules", name));
            RuleSet probe;
            if (auto ok = setSwitch(probe, name, v); !ok)
                bad(keyPath("rules", name), ok.error().message);
            s.rules.emplace_back(name, v);
        }
    }
    // The position: the set-up's one reader (codec/setup_json.hpp), in the game log's shape.
    s.position = orBad(positionSpecFrom(j, LineReader(s.players).form()));
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
    } catch (const DecodeError& b) {
        return formats::InputError{.line = current, .message = b.text()};
    }
    if (!haveSetup)
        return formats::InputError{.line = 1, .message = "the log is empty: expected a setup line"};
    return log;
}

} // namespace carcassonne::gamelog
