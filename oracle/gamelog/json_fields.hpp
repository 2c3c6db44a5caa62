#pragma once
// Strict reading of JSON records: unknown keys, duplicate keys and wrong types are errors naming
// the JSON path and what was expected (the same strictness as the scenario loader).

#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <utility>
#include <vector>

namespace carcassonne::gamelog {

using nlohmann::json;

// Thrown inside the readers only; they turn it into an InputError.
struct BadInput {
    std::string path;
    std::string message;
    int line = 0; // of a JSON syntax error in a multi-line text
    std::string text() const { return path.empty() ? message : path + ": " + message; }
};

[[noreturn]] void bad(const std::string& path, const std::string& message);
std::string shown(const json& value); // the value as written, shortened

// A rules-model result's value, or BadInput with its message (path: where that message does not
// name the place itself; the codec's readers do, so their results pass "").
template <typename T>
T orBad(Result<T> r, const std::string& path) {
    if (!r) bad(path, r.error().message);
    return std::move(r).value();
}

// Parses JSON text, refusing duplicate keys and nesting deeper than codec::kMaxJsonDepth (copying
// or dumping a value recurses once per level); BadInput on a syntax error, with its position.
json parseStrict(const std::string& text, const std::string& path);

class Fields {
public:
    Fields(const json& object, std::string path, std::vector<std::string> known);
    bool has(const std::string& key) const { return object_.contains(key); }
    const json& get(const std::string& key) const { return object_.at(key); }
    const json& required(const std::string& key) const;
    std::string path(const std::string& key) const;

private:
    const json& object_;
    std::string path_;
};

std::string join(const std::string& path, const std::string& key);
std::string index(const std::string& path, std::size_t i);
int intAt(const json& j, const std::string& path, int lo, int hi);
std::string stringAt(const json& j, const std::string& path);
bool boolAt(const json& j, const std::string& path);
const json& arrayAt(const json& j, const std::string& path);
// The rules model's values in the codec's forms (json_codec.hpp).
Rotation rotationAt(const json& j, const std::string& path); // 0, 90, 180 or 270
Position positionAt(const json& j, const std::string& path); // [x, y]
TileTypeId tileAt(const json& j, const std::string& path);   // "BA/C"
TileName tileNameAt(const json& j, const std::string& path); // "BA/C" or "E" (TileNaming)

} // namespace carcassonne::gamelog
