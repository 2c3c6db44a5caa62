#pragma once
// JCloisterZone feature pointers: {"position": [x, y], "feature": "Road", "location": "WE"}, in
// board orientation. Roads and cities give every side the segment reaches ("_N" = all but N),
// fields every half-edge ("NL.NR.EL.WR"), cloisters and the inner field "I". Our locations name
// one side or half-edge of the segment; the pointer's full set is checked against the tile.

#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace carcassonne::gamelog {

struct JczPointer {
    Position at;
    FeatureKind kind = FeatureKind::Road;
    SideSet sides = 0;         // roads and cities
    HalfEdgeSet halfEdges = 0; // fields
    bool inner = false;        // "I": a cloister, or the inner field of the four-city tile
    // Older files leave out `feature`: then the kind is a guess (road for sides, field for
    // half-edges, cloister for "I") that resolveKind settles with the tile.
    bool kindKnown = true;
    std::string location; // as written: "WE", "NL.NR", "I"
    std::string text;     // "Road WE at [1, 0]" ("WE (no feature) at [1, 0]"), for messages
};

// Reads a pointer; throws codec::DecodeError (codec/json_reading.hpp) naming the path when it is
// malformed.
JczPointer readPointer(const nlohmann::json& j, const std::string& path);

// A pointer without `feature`: its kind from the tile at its position (a side is a road or a
// city there, "I" a cloister or the inner field). Unchanged when the kind was written or when
// nothing on the tile fits (resolvePointer then names the problem).
void resolveKind(const Board& board, JczPointer& p);

// Our name of the pointer's feature part: its first side or half-edge on that tile.
FeatureRef refOf(const JczPointer& p);

// The tile part the pointer names, when the tile has a segment at exactly that location.
Result<NodeId> resolvePointer(const Board& board, const JczPointer& p);

} // namespace carcassonne::gamelog
