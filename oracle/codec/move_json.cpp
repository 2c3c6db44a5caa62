#include "move_json.hpp"

#include "json_codec.hpp"

#include <algorithm>

namespace carcassonne::codec {

using rules::carries;

json toJson(const NamedMove& move) {
    const rules::Move m = operandsOf(move);
    const MoveKindRow& row = rowOf(m.kind);
    json j = json::object();
    j["type"] = std::string(row.wire);
    if (carries(row, kTileOperand)) j["tile"] = tileCatalog().text({m.tile, m.naming});
    if (carries(row, kSquareOperand)) {
        j["at"] = toJson(m.at());
        j["rotation"] = m.rotation.degrees();
    }
    if (carries(row, kFigureOperand)) j[std::string(row.figureKey)] = std::string(nameOf(m.figure));
    if (carries(row, kFeatureOperand)) {
        const json feature = toJson(*namedFeature(move)); // {"at": ..., "on": ...}
        j.update(feature);
    }
    if (carries(row, kFollowerOperand)) addFollowerFlags(j, m.follower);
    return j;
}

namespace {

// The kind whose form `j` is: of the kinds written `type`, the one whose mark `j` holds, or else
// the one with no mark ("magic": a figure moved, or removed when "remove" is there).
const MoveKindRow* kindWritten(const json& j, const std::string& type) {
    const MoveKindRow* unmarked = nullptr;
    for (const MoveKindRow& row : kMoveKindRows) {
        if (row.wire != type) continue;
        if (row.wireMark.empty()) {
            if (!unmarked) unmarked = &row;
        } else if (j.contains(std::string(row.wireMark))) {
            return &row;
        }
    }
    return unmarked;
}

// "place, discard, magic, follower, pass or final": the words, each once, in kind order.
std::string wireWords() {
    std::vector<std::string> words;
    for (const MoveKindRow& row : kMoveKindRows)
        if (std::find(words.begin(), words.end(), row.wire) == words.end())
            words.emplace_back(row.wire);
    return orList(words);
}

// The keys of a kind's form, in the order its operands are read (an unknown key's message lists
// them so): "type", then those of its tile, square, figure, feature, follower.
std::vector<std::string> keysOf(const MoveKindRow& row) {
    std::vector<std::string> keys{"type"};
    if (carries(row, kTileOperand)) keys.emplace_back("tile");
    if (carries(row, kSquareOperand)) keys.insert(keys.end(), {"at", "rotation"});
    if (carries(row, kFigureOperand)) keys.emplace_back(row.figureKey);
    if (carries(row, kFeatureOperand)) keys.insert(keys.end(), {"at", "on"});
    if (carries(row, kFollowerOperand)) keys = withFollowerFlags(std::move(keys));
    return keys;
}

NamedMove readMove(const json& j, const std::string& path, UnknownKeys unknown) {
    if (!j.is_object() || !j.contains("type"))
        bad(path, "expected a move object with a \"type\", found " + shown(j));
    const std::string type = stringAt(j["type"], keyPath(path, "type"));
    const MoveKindRow* row = kindWritten(j, type);
    if (!row) bad(keyPath(path, "type"), "expected " + wireWords() + ", found " + shown(j["type"]));
    const Fields f(j, path, keysOf(*row), unknown);
    rules::Move m;
    m.kind = row->kind;
    FeatureRef feature;
    if (carries(*row, kTileOperand)) {
        const TileName tile = tileNameAt(f.required("tile"), f.path("tile"));
        m.tile = tile.tile;
        m.naming = tile.naming;
    }
    if (carries(*row, kSquareOperand)) {
        m.setAt(positionAt(f.required("at"), f.path("at")));
        if (f.has("rotation")) m.rotation = rotationAt(f.get("rotation"), f.path("rotation"));
    }
    if (carries(*row, kFigureOperand)) {
        const std::string key(row->figureKey);
        m.figure = nameAt<MagicFigure>(f.required(key), f.path(key));
    }
    if (carries(*row, kFeatureOperand)) feature = featureAt(f);
    if (carries(*row, kFollowerOperand)) m.follower = followerKindAt(f);
    return namedMove(m, feature);
}

} // namespace

Decoded<NamedMove> namedMoveFrom(const json& j, const std::string& path, UnknownKeys unknown) {
    return decoded([&] { return readMove(j, path, unknown); });
}

} // namespace carcassonne::codec
