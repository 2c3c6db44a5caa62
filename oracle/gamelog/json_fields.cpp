#include "json_fields.hpp"

#include "codec/json_codec.hpp"
#include "formats/json_text.hpp"
#include "formats/strict_object.hpp"
#include "formats/utf8_text.hpp"

#include <algorithm>
#include <limits>
#include <set>

namespace carcassonne::gamelog {

void bad(const std::string& path, const std::string& message) {
    throw BadInput{path, message};
}

std::string shown(const json& value) {
    std::string text = value.dump();
    if (text.size() > 60) text = text.substr(0, 57) + "...";
    return text;
}

json parseStrict(const std::string& text, const std::string& path) {
    // nlohmann stops at a NUL byte as at the end of the text ("{...}\0garbage" would be read as
    // "{...}"), and quotes a byte that is not UTF-8 back raw in its message: both are refused
    // first, at their place.
    const bool oneLine = text.find('\n') == std::string::npos;
    if (const auto fault = formats::findTextFault(text, formats::ControlCharacters::Allowed))
        throw BadInput{path, "at column " + std::to_string(fault->column) + ": " + fault->message(),
                       oneLine ? 0 : fault->line};
    codec::DuplicateKeys duplicates;
    bool tooDeep = false;
    // A value deeper than the limit is dropped as it is parsed (the callback refuses it), so the
    // parse never builds it; the text is then refused as a whole.
    auto callback = [&](int depth, json::parse_event_t event, json& parsed) {
        if (depth > codec::kMaxJsonDepth) tooDeep = true;
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
        throw BadInput{path, "invalid JSON: " + what, oneLine ? 0 : static_cast<int>(newlines) + 1};
    } catch (const json::out_of_range& e) {
        // A number too large for any JSON number type (1e1111111111): found by fuzzing.
        throw BadInput{path, formats::numberOverflowText(e.what()), 0};
    }
    if (tooDeep)
        bad(path, "nested deeper than " + std::to_string(codec::kMaxJsonDepth) + " levels");
    if (!duplicates.first().empty()) bad(path, "duplicate key '" + duplicates.first() + "'");
    return value;
}

std::string join(const std::string& path, const std::string& key) {
    return path.empty() ? key : path + "." + key;
}

std::string index(const std::string& path, std::size_t i) {
    return path + "[" + std::to_string(i) + "]";
}

Fields::Fields(const json& object, std::string path, std::vector<std::string> known)
    : object_(object), path_(std::move(path)) {
    if (!object.is_object()) bad(path_, "expected an object, found " + shown(object));
    std::vector<std::string> keys;
    for (const auto& [key, _] : object.items())
        keys.push_back(key);
    if (auto unknown = formats::firstUnknownKey(keys, known)) bad(path_, *unknown);
}

const json& Fields::required(const std::string& key) const {
    if (!has(key)) bad(path_, "missing key '" + key + "'");
    return get(key);
}

std::string Fields::path(const std::string& key) const {
    return join(path_, key);
}

int intAt(const json& j, const std::string& path, int lo, int hi) {
    if (!j.is_number_integer()) bad(path, "expected a whole number, found " + shown(j));
    const auto v = codec::integerIn(j, lo, hi); // a huge unsigned number must not wrap into range
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
    return orBad(codec::rotationFrom(j, path), ""); // the codec's message names the path
}

Position positionAt(const json& j, const std::string& path) {
    return orBad(codec::positionFrom(j, path), ""); // the codec's message names the path
}

TileTypeId tileAt(const json& j, const std::string& path) {
    return orBad(codec::tileFrom(j, path), "");
}

TileName tileNameAt(const json& j, const std::string& path) {
    return orBad(codec::tileNameFrom(j, path), "");
}

} // namespace carcassonne::gamelog
