#include "json_reading.hpp"

#include "formats/json_text.hpp"
#include "formats/strict_object.hpp"
#include "formats/utf8_text.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <set>

namespace carcassonne::codec {

namespace {

// Whether a value of `text` (a container, a key, a scalar) stands inside more than `limit` open
// arrays and objects: the depth nlohmann's parser gives its callback for the value, counted by a
// scan, brackets inside strings not counted. For text that is not JSON the answer means nothing
// (the parse refuses it anyway).
bool nestedDeeperThan(const std::string& text, int limit) {
    int open = 0;
    bool inString = false, escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '[':
        case '{':
            if (open++ > limit) return true;
            break;
        case ']':
        case '}':
            --open;
            break;
        case '"':
            inString = true;
            if (open > limit) return true;
            break;
        case ' ':
        case '\t':
        case '\n':
        case '\r':
        case ',':
        case ':':
            break;
        default: // the first character of a number, true, false or null (or the rest of one)
            if (open > limit) return true;
        }
    }
    return false;
}

} // namespace

std::variant<json, std::string> parseJson(const std::string& text, JsonKeys keys) {
    // The depth is checked by a scan before the parse, so that the parse itself is nlohmann's
    // plain one: the callback parser that could refuse a deep value as it goes costs a tenth of
    // the driver's time on large replies (legal sets after every action of a fuzz game).
    // nlohmann stops at a NUL byte as at the end of the text ("{...}\0garbage" would be read as
    // "{...}"), and quotes a byte that is not UTF-8 back raw in its message.
    if (const auto fault = formats::findTextFault(text, formats::ControlCharacters::Allowed)) {
        const std::string column = std::to_string(fault->column);
        if (fault->found.starts_with("a NUL"))
            return "holds a NUL byte at column " + column + " (JSON text has none)";
        return "is not UTF-8: " + fault->found + " at column " + column;
    }
    if (nestedDeeperThan(text, kMaxJsonDepth))
        return "is JSON nested deeper than " + std::to_string(kMaxJsonDepth) + " levels";
    DuplicateKeys duplicates;
    auto noDuplicateKeys = [&](int, json::parse_event_t event, json& parsed) {
        duplicates.see(event, parsed);
        return true;
    };
    try {
        json value =
            keys == JsonKeys::Unique ? json::parse(text, noDuplicateKeys) : json::parse(text);
        if (!duplicates.first().empty()) return "has the key \"" + duplicates.first() + "\" twice";
        return value;
    } catch (const json::out_of_range& e) {
        return "holds " + formats::numberOverflowText(e.what());
    } catch (const json::parse_error& e) {
        // One line: its column is all that matters.
        std::string what = formats::jsonErrorText(e.what());
        const std::string firstLine = "at line 1, column";
        if (const auto at = what.find(firstLine); at != std::string::npos)
            what.replace(at, firstLine.size(), "at column");
        return "is not JSON: " + what;
    }
}

void DuplicateKeys::see(json::parse_event_t event, const json& parsed) {
    if (event == json::parse_event_t::object_start) open_.emplace_back();
    if (event == json::parse_event_t::object_end && !open_.empty()) open_.pop_back();
    if (event == json::parse_event_t::key && !open_.empty() && duplicate_.empty() &&
        !open_.back().insert(parsed.get<std::string>()).second)
        duplicate_ = parsed.get<std::string>();
}

std::optional<long long> integerIn(const json& j, long long lo, long long hi) {
    if (j.is_number_unsigned()) {
        const auto v = j.get<std::uint64_t>();
        if (hi < 0 || v > static_cast<std::uint64_t>(hi)) return std::nullopt;
        const auto value = static_cast<long long>(v);
        return value >= lo ? std::optional<long long>(value) : std::nullopt;
    }
    if (!j.is_number_integer()) return std::nullopt;
    const auto v = j.get<std::int64_t>();
    if (v < lo || v > hi) return std::nullopt;
    return static_cast<long long>(v);
}

void bad(const std::string& path, const std::string& message) {
    throw DecodeError{path, message};
}

std::string shown(const json& value) {
    std::string text = value.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > 60) text = text.substr(0, 57) + "...";
    return text;
}

json parseStrict(const std::string& text, const std::string& path) {
    // nlohmann stops at a NUL byte as at the end of the text ("{...}\0garbage" would be read as
    // "{...}"), and quotes a byte that is not UTF-8 back raw in its message: both are refused
    // first, at their place.
    const bool oneLine = text.find('\n') == std::string::npos;
    if (const auto fault = formats::findTextFault(text, formats::ControlCharacters::Allowed))
        throw DecodeError{path,
                          "at column " + std::to_string(fault->column) + ": " + fault->message(),
                          oneLine ? 0 : fault->line};
    DuplicateKeys duplicates;
    bool tooDeep = false;
    // A value deeper than the limit is dropped as it is parsed (the callback refuses it), so the
    // parse never builds it; the text is then refused as a whole.
    auto callback = [&](int depth, json::parse_event_t event, json& parsed) {
        if (depth > kMaxJsonDepth) tooDeep = true;
        if (tooDeep) return false;
        duplicates.see(event, parsed);
        return true;
    };
    json value;
    try {
        value = json::parse(text, callback);
    } catch (const json::parse_error& e) {
        // "[json.exception.parse_error.101] parse error at line 1, column 5: ...": keep the
        // position and the reason; a log line is one line, so only its column matters.
        std::string what = e.what();
        if (const auto bracket = what.find("] "); bracket != std::string::npos)
            what = what.substr(bracket + 2);
        const std::string firstLine = "at line 1, column";
        if (oneLine)
            if (const auto at = what.find(firstLine); at != std::string::npos)
                what.replace(at, firstLine.size(), "at column");
        const auto end = text.begin() + static_cast<std::ptrdiff_t>(std::min(e.byte, text.size()));
        const auto newlines = std::count(text.begin(), end, '\n');
        // A multi-line text (a .jcz) names the line; the error counts bytes from 1.
        throw DecodeError{path, "invalid JSON: " + what,
                          oneLine ? 0 : static_cast<int>(newlines) + 1};
    } catch (const json::out_of_range& e) {
        // A number too large for any JSON number type (1e1111111111): found by fuzzing.
        throw DecodeError{path, formats::numberOverflowText(e.what()), 0};
    }
    if (tooDeep) bad(path, "nested deeper than " + std::to_string(kMaxJsonDepth) + " levels");
    if (!duplicates.first().empty()) bad(path, "duplicate key '" + duplicates.first() + "'");
    return value;
}

std::string keyPath(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

std::string indexPath(const std::string& path, std::size_t i) {
    return path + "[" + std::to_string(i) + "]";
}

Fields::Fields(const json& object, std::string path, std::vector<std::string> known,
               UnknownKeys unknown)
    : object_(object), path_(std::move(path)) {
    if (!object.is_object()) bad(path_, "expected an object, found " + shown(object));
    if (unknown == UnknownKeys::Ignore) return;
    std::vector<std::string> keys;
    for (const auto& [key, _] : object.items())
        keys.push_back(key);
    if (auto message = formats::firstUnknownKey(keys, known)) bad(path_, *message);
}

const json& Fields::required(const std::string& key) const {
    if (!has(key)) bad(path_, "missing key '" + key + "'");
    return get(key);
}

std::string Fields::path(const std::string& key) const {
    return keyPath(path_, key);
}

int intAt(const json& j, const std::string& path, int lo, int hi) {
    if (!j.is_number_integer()) bad(path, "expected a whole number, found " + shown(j));
    const auto v = integerIn(j, lo, hi); // a huge unsigned number must not wrap into range
    if (!v)
        bad(path, "expected a number from " + std::to_string(lo) + " to " + std::to_string(hi) +
                      ", found " + shown(j));
    return static_cast<int>(*v);
}

std::string stringAt(const json& j, const std::string& path) {
    if (!j.is_string()) bad(path, "expected a string, found " + shown(j));
    return j.get<std::string>();
}

bool boolAt(const json& j, const std::string& path) {
    if (!j.is_boolean()) bad(path, "expected true or false, found " + shown(j));
    return j.get<bool>();
}

const json& arrayAt(const json& j, const std::string& path) {
    if (!j.is_array()) bad(path, "expected a list, found " + shown(j));
    return j;
}

Rotation rotationAt(const json& j, const std::string& path) {
    const auto degrees = integerIn(j, 0, 270);
    const auto r = degrees ? Rotation::fromDegrees(static_cast<int>(*degrees)) : std::nullopt;
    if (!r) bad(path, "expected 0, 90, 180 or 270, found " + shown(j));
    return *r;
}

Position positionAt(const json& j, const std::string& path) {
    if (!j.is_array() || j.size() != 2 || !j[0].is_number_integer() || !j[1].is_number_integer())
        bad(path, "expected a position [x, y], found " + shown(j));
    const auto x = integerIn(j[0], -1000, 1000);
    const auto y = integerIn(j[1], -1000, 1000);
    if (!x || !y) bad(path, "expected coordinates between -1000 and 1000, found " + shown(j));
    return Position{static_cast<int>(*x), static_cast<int>(*y)};
}

TileName tileNameAt(const json& j, const std::string& path) {
    if (!j.is_string()) bad(path, "expected a tile id, found " + shown(j));
    const auto tile = tileCatalog().lookup(j.get<std::string>());
    if (!tile) bad(path, "expected a known tile id, found " + shown(j));
    return *tile;
}

TileTypeId tileAt(const json& j, const std::string& path) {
    return tileNameAt(j, path).tile;
}

FeaturePart featurePartAt(const json& j, const std::string& path) {
    return orBad(parseFeaturePart(stringAt(j, path)), path);
}

FeatureRef featureAt(const Fields& f) {
    const Position at = positionAt(f.required("at"), f.path("at"));
    const FeaturePart part = featurePartAt(f.required("on"), f.path("on"));
    return FeatureRef{at, part.kind, part.location};
}

FeatureRef featureAt(const json& j, const std::string& path, UnknownKeys unknown) {
    return featureAt(Fields(j, path, {"at", "on"}, unknown));
}

FollowerKind followerKindAt(const Fields& f) {
    return followerKindOf(
        [&](const std::string& flag) { return f.has(flag) && boolAt(f.get(flag), f.path(flag)); });
}

} // namespace carcassonne::codec
