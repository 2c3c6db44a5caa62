#include "jcz_pointer.hpp"

#include "codec/json_reading.hpp"
#include "jcz_names.hpp"

#include <vector>

namespace carcassonne::gamelog {

using namespace codec; // the JSON reading toolkit (codec/json_reading.hpp)

namespace {

SideSet sidesFrom(const std::string& text, const std::string& path) {
    // "_N": every side but N (JCZ writes three-sided segments by the missing side).
    const bool missing = !text.empty() && text.front() == '_';
    const std::string letters = missing ? text.substr(1) : text;
    SideSet set = 0;
    for (char c : letters) {
        const auto s = sideFromString(std::string(1, c));
        if (!s || (set & bit(*s)))
            bad(path, "expected sides such as \"WE\", \"N\" or \"_N\", found \"" + text + "\"");
        set = static_cast<SideSet>(set | bit(*s));
    }
    if (letters.empty() || (missing && letters.size() != 1))
        bad(path, "expected sides such as \"WE\", \"N\" or \"_N\", found \"" + text + "\"");
    return missing ? static_cast<SideSet>(0xF & ~set) : set;
}

HalfEdgeSet halfEdgesFrom(const std::string& text, const std::string& path) {
    HalfEdgeSet set = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t dot = text.find('.', start);
        if (dot == std::string::npos) dot = text.size();
        const auto h = halfEdgeFromString(text.substr(start, dot - start));
        if (!h || (set & bit(*h)))
            bad(path,
                "expected half-edges such as \"NL.NR.EL.WR\" or \"I\", found \"" + text + "\"");
        set = static_cast<HalfEdgeSet>(set | bit(*h));
        start = dot + 1;
    }
    return set;
}

// The kinds a pointer without `feature` may name, by how its location is written, the guess
// first: "I" a part located by nothing (a cloister) or an inner field, half-edges a field, sides
// a road or a city.
std::vector<FeatureKind> kindsLocatedBy(const std::string& location) {
    const std::vector<PartLocation> forms =
        location == "I" ? std::vector<PartLocation>{PartLocation::None, PartLocation::HalfEdge}
        : location.find_first_of("LR") != std::string::npos
            ? std::vector<PartLocation>{PartLocation::HalfEdge}
            : std::vector<PartLocation>{PartLocation::Side};
    // A pointer without `feature` comes from JCloisterZone versions before the Abbot (a garden,
    // at I too, is always named): the kinds of the expansions played by default.
    std::vector<FeatureKind> out;
    for (PartLocation form : forms)
        for (const FeatureKindRow& row : kFeatureKindRows)
            if (row.location == form && rowOf(row.expansion).byDefault) out.push_back(row.kind);
    return out;
}

// The pointer's part as a tile feature, to compare with the tile's and to name it.
TileFeature partOf(const JczPointer& p) {
    TileFeature f;
    f.kind = p.kind;
    f.sides = p.sides;
    f.halfEdges = p.halfEdges;
    f.inner = p.inner;
    return f;
}

} // namespace

JczPointer readPointer(const nlohmann::json& j, const std::string& path) {
    Fields f(j, path, {"position", "feature", "location"});
    JczPointer p;
    p.at = positionAt(f.required("position"), f.path("position"));
    std::string location = f.has("location") ? stringAt(f.get("location"), f.path("location")) : "";
    std::string feature;
    const FeatureKindRow* row = nullptr;
    if (f.has("feature")) {
        feature = stringAt(f.get("feature"), f.path("feature"));
        row = featureKindOfJczName(feature);
        if (!row)
            bad(f.path("feature"), "expected " + jczFeatureNames() +
                                       " (other features are not supported), found " +
                                       shown(f.get("feature")));
    } else {
        // Older files: the location and the tile decide (resolveKind, when the tile is there).
        if (location.empty()) bad(path, "a pointer without 'feature' needs a 'location'");
        p.kindKnown = false;
        row = &rowOf(kindsLocatedBy(location).front());
        feature = row->jczName;
    }
    p.kind = row->kind;
    switch (row->location) {
    case PartLocation::Side:
        p.sides = sidesFrom(location, f.path("location"));
        break;
    case PartLocation::HalfEdge:
        if (location == "I")
            p.inner = true;
        else
            p.halfEdges = halfEdgesFrom(location, f.path("location"));
        break;
    case PartLocation::None:
        p.inner = true;
        if (!location.empty() && location != "I")
            bad(f.path("location"),
                "expected \"I\" for a " + jczWord(row->kind) + ", found \"" + location + "\"");
        if (location.empty()) location = "I";
        break;
    }
    p.location = location;
    p.text = (p.kindKnown ? feature + " " + location : location + " (no feature)") + " at " +
             toString(p.at);
    return p;
}

void resolveKind(const Board& board, JczPointer& p) {
    if (p.kindKnown) return;
    for (FeatureKind k : kindsLocatedBy(p.location)) {
        JczPointer q = p;
        q.kind = k;
        const FeatureRef ref = refOf(q);
        if (!board.find(ref.at, ref.kind, ref.location)) continue;
        p.kind = k;
        p.kindKnown = true;
        p.text = std::string(rowOf(k).jczName) + " " + p.location + " at " + toString(p.at);
        return;
    }
}

FeatureRef refOf(const JczPointer& p) {
    return {p.at, p.kind, firstLocationOf(partOf(p))};
}

Result<NodeId> resolvePointer(const Board& board, const JczPointer& p) {
    const FeatureRef ref = refOf(p);
    const auto node = board.find(ref.at, ref.kind, ref.location);
    if (!node) {
        const PlacedTile* t = board.at(p.at);
        return fail(ErrorCode::FeatureNotFound, t ? "the tile " + tileCatalog().at(t->type).name +
                                                        " at " + toString(p.at) + " has no " +
                                                        p.text.substr(0, p.text.find(" at "))
                                                  : "no tile at " + toString(p.at));
    }
    // The pointer names every side or half-edge of the part: the tile's must be those.
    const TileFeature& seg = board.segment(*node);
    if (locationsOf(seg) != locationsOf(partOf(p)))
        return fail(ErrorCode::FeatureNotFound,
                    "the pointer " + p.text + " does not match the tile: its " +
                        std::string(toString(p.kind)) + " there reaches " + reachText(seg));
    return *node;
}

} // namespace carcassonne::gamelog
