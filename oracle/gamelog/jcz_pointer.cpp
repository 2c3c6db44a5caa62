#include "jcz_pointer.hpp"

#include "codec/json_reading.hpp"

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

} // namespace

namespace {

std::string jczName(FeatureKind k) {
    switch (k) {
    case FeatureKind::Road:
        return "Road";
    case FeatureKind::City:
        return "City";
    case FeatureKind::Field:
        return "Field";
    default:
        return "Monastery";
    }
}

} // namespace

JczPointer readPointer(const nlohmann::json& j, const std::string& path) {
    Fields f(j, path, {"position", "feature", "location"});
    JczPointer p;
    p.at = positionAt(f.required("position"), f.path("position"));
    std::string location = f.has("location") ? stringAt(f.get("location"), f.path("location")) : "";
    std::string feature;
    if (f.has("feature")) {
        feature = stringAt(f.get("feature"), f.path("feature"));
    } else {
        // Older files: the location and the tile decide (resolveKind, when the tile is there).
        if (location.empty()) bad(path, "a pointer without 'feature' needs a 'location'");
        p.kindKnown = false;
        feature = location == "I"                                     ? "Monastery"
                  : location.find_first_of("LR") != std::string::npos ? "Field"
                                                                      : "Road";
    }
    if (feature == "Road" || feature == "City") {
        p.kind = feature == "Road" ? FeatureKind::Road : FeatureKind::City;
        p.sides = sidesFrom(location, f.path("location"));
    } else if (feature == "Field") {
        p.kind = FeatureKind::Field;
        if (location == "I")
            p.inner = true;
        else
            p.halfEdges = halfEdgesFrom(location, f.path("location"));
    } else if (feature == "Monastery" || feature == "Cloister") {
        p.kind = FeatureKind::Cloister;
        p.inner = true;
        if (!location.empty() && location != "I")
            bad(f.path("location"), "expected \"I\" for a monastery, found \"" + location + "\"");
        if (location.empty()) location = "I";
    } else {
        bad(f.path("feature"),
            "expected Road, City, Field or Monastery (other features are not supported), found " +
                shown(f.get("feature")));
    }
    p.location = location;
    p.text = (p.kindKnown ? feature + " " + location : location + " (no feature)") + " at " +
             toString(p.at);
    return p;
}

void resolveKind(const Board& board, JczPointer& p) {
    if (p.kindKnown) return;
    const std::vector<FeatureKind> kinds =
        p.kind == FeatureKind::Field ? std::vector<FeatureKind>{FeatureKind::Field}
        : p.inner ? std::vector<FeatureKind>{FeatureKind::Cloister, FeatureKind::Field}
                  : std::vector<FeatureKind>{FeatureKind::Road, FeatureKind::City};
    for (FeatureKind k : kinds) {
        JczPointer q = p;
        q.kind = k;
        const FeatureRef ref = refOf(q);
        if (!board.find(ref.at, ref.kind, ref.location)) continue;
        p.kind = k;
        p.kindKnown = true;
        p.text = jczName(k) + " " + p.location + " at " + toString(p.at);
        return;
    }
}

FeatureRef refOf(const JczPointer& p) {
    FeatureRef ref{p.at, p.kind, {}};
    if (p.kind == FeatureKind::Road || p.kind == FeatureKind::City) {
        for (Side s : kSides)
            if (p.sides & bit(s)) {
                ref.location = {Location::Type::Side, s, HalfEdge::NL};
                break;
            }
    } else if (p.kind == FeatureKind::Field && !p.inner) {
        for (HalfEdge h : kHalfEdges)
            if (p.halfEdges & bit(h)) {
                ref.location = {Location::Type::HalfEdge, Side::N, h};
                break;
            }
    }
    return ref;
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
    const TileFeature& seg = board.segment(*node);
    const bool exact =
        p.kind == FeatureKind::Cloister ||
        ((p.kind == FeatureKind::Road || p.kind == FeatureKind::City) && seg.sides == p.sides) ||
        (p.kind == FeatureKind::Field && (p.inner ? seg.inner : seg.halfEdges == p.halfEdges));
    if (!exact) {
        const std::string has =
            p.kind == FeatureKind::Field ? halfEdgesToString(seg.halfEdges) : toString(seg.sides);
        return fail(ErrorCode::FeatureNotFound,
                    "the pointer " + p.text + " does not match the tile: its " +
                        std::string(toString(p.kind)) + " there reaches " + has);
    }
    return *node;
}

} // namespace carcassonne::gamelog
