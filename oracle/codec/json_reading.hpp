#pragma once
// Reading JSON strictly, the codec's way: every failure is a DecodeError naming the JSON path and
// what was expected, never a rules ErrorCode (whether a well-formed value is legal is the rules'
// question, asked after: rules::resolveMove, rules::startPosition). The readers of the codec's
// forms (move_json.hpp, setup_json.hpp) and of the game-log and JCloisterZone records
// (oracle/gamelog/) are written with these; each door words a DecodeError its own way: `serve`
// answers bad-request, a game log or a .jcz file is an input error (exit 2).

#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace carcassonne::codec {

using nlohmann::json;

// A JSON value that is not the form it should be.
struct DecodeError {
    std::string path;    // "move.at", "setup.tiles[2]"; "" for the value (or line) itself
    std::string message; // "expected a position [x, y], found \"here\""
    int line = 0;        // of a JSON syntax error in a multi-line text (a .jcz file)
    std::string text() const { return path.empty() ? message : path + ": " + message; }
    friend bool operator==(const DecodeError&, const DecodeError&) = default;
};

template <typename T>
using Decoded = Result<T, DecodeError>;

// What a reader does with a key its form does not name: our own records refuse it (a typo must
// not pass silently); requests of the engine protocol ignore it, as engines ignore request keys
// they do not know (docs/engine-protocol.md), so that a later minor can add keys.
enum class UnknownKeys { Refuse, Ignore };

// JSON text to a value, nesting at most kMaxJsonDepth deep: the value, or what is wrong with the
// text, to follow "the request" ("is not JSON: parse error at column 5: ...", "holds a NUL byte
// at column 12 ...", "is not UTF-8: ...", "holds a number beyond the range of a double ...", "is
// JSON nested deeper than 64 levels", "has the key "id" twice"). The parser itself copes with any
// depth, but copying or dumping a value recurses once per level, so a deep enough line from a
// client or an engine would overflow the stack. Duplicate keys are refused where asked (a
// request to `serve`, as game logs refuse them); an engine's replies are read without that check,
// which costs a tenth of the driver's time on large replies.
inline constexpr int kMaxJsonDepth = 64;
enum class JsonKeys { LastWins, Unique };

// The first key an object holds twice, as nlohmann's parse callback meets the keys (it keeps the
// last value silently): a reader refuses the text when there is one.
class DuplicateKeys {
public:
    void see(json::parse_event_t event, const json& parsed);
    const std::string& first() const { return duplicate_; }

private:
    std::vector<std::set<std::string>> open_; // the keys of each object open
    std::string duplicate_;
};

std::variant<json, std::string> parseJson(const std::string& text,
                                          JsonKeys keys = JsonKeys::LastWins);

// A whole number within [lo, hi], whichever JSON number type holds it: a huge unsigned number or
// one beyond int must not wrap into range.
std::optional<long long> integerIn(const json& j, long long lo, long long hi);

// The readers below throw DecodeError, and only readers catch it: `decoded` runs one and gives
// its value or its error, so that no caller sees the exception.
[[noreturn]] void bad(const std::string& path, const std::string& message);
std::string shown(const json& value); // the value as written, shortened

template <typename Read>
auto decoded(Read&& read) -> Decoded<decltype(read())> {
    try {
        return read();
    } catch (const DecodeError& e) {
        return e;
    }
}

// A reader's value, or its DecodeError thrown on (within a reader of a larger form).
template <typename T>
T orBad(Decoded<T> r) {
    if (!r) throw r.error();
    return std::move(r).value();
}

// A rules-model result's value, or DecodeError at `path` with its message.
template <typename T>
T orBad(Result<T> r, const std::string& path) {
    if (!r) bad(path, r.error().message);
    return std::move(r).value();
}

// Parses JSON text, refusing duplicate keys and nesting deeper than kMaxJsonDepth (copying or
// dumping a value recurses once per level); DecodeError on a syntax error, with its position.
json parseStrict(const std::string& text, const std::string& path);

// An object read key by key: `known` are the keys of its form; the others are refused or ignored.
class Fields {
public:
    Fields(const json& object, std::string path, std::vector<std::string> known,
           UnknownKeys unknown = UnknownKeys::Refuse);
    bool has(const std::string& key) const { return object_.contains(key); }
    const json& get(const std::string& key) const { return object_.at(key); }
    const json& required(const std::string& key) const;
    std::string path(const std::string& key) const;

private:
    const json& object_;
    std::string path_;
};

std::string keyPath(const std::string& path, const std::string& key); // "move" "at": "move.at"
std::string indexPath(const std::string& path, std::size_t i);        // "tiles[2]"
int intAt(const json& j, const std::string& path, int lo, int hi);
std::string stringAt(const json& j, const std::string& path);
bool boolAt(const json& j, const std::string& path);
const json& arrayAt(const json& j, const std::string& path);

// The rules model's values in the codec's forms (json_codec.hpp writes them).
Rotation rotationAt(const json& j, const std::string& path); // 0, 90, 180 or 270
Position positionAt(const json& j, const std::string& path); // [x, y], each within ±1000
// A tile by id or geometry name (a base-game letter, or ~ and a plain id: "~IC/RFr.i"), with which
// of the two it is: an id names its own copies, a geometry name any copy of the picture
// (rules/tile_copies.hpp).
TileName tileNameAt(const json& j, const std::string& path);
TileTypeId tileAt(const json& j, const std::string& path); // the geometry only: a legal query
// "road E", "field NL", "cloister" (rules/board.hpp: parseFeaturePart).
FeaturePart featurePartAt(const json& j, const std::string& path);
// {"at": [x, y], "on": "road E"}: the two keys of `f`'s object (a move, a set-up follower...).
FeatureRef featureAt(const Fields& f);
// {"at": [x, y], "on": "road E"} and nothing else (`unknown`: what other keys are).
FeatureRef featureAt(const json& j, const std::string& path, UnknownKeys unknown);
// A follower's kind as its flags (rules/vocabulary.hpp: `"large": true`); absent flags are false.
FollowerKind followerKindAt(const Fields& f);
// A name of one of the rules' vocabularies (rules/vocabulary.hpp): "mage", "C3.1", "large"...;
// nameFrom: the value or nothing, nameAt: the value or DecodeError.
template <typename E>
std::optional<E> nameFrom(const json& j) {
    return j.is_string() ? parseName<E>(j.get<std::string>()) : std::nullopt;
}
template <typename E>
E nameAt(const json& j, const std::string& path) {
    if (const auto e = nameFrom<E>(j)) return *e;
    bad(path, "expected " + choicesOf<E>() + ", found " + shown(j));
}

} // namespace carcassonne::codec
