#pragma once
// Test helper: an independent, from-scratch recomputation of the features of a board.
//
// It reads only the placed tiles (type, position, rotation) and the catalog's printed features at
// rotation 0, rotates them itself, and flood-fills over tile parts; it never looks at the board's
// union-find. compareWithBoard() then checks the board's incremental state against it.

#include "rules/rules.hpp"

#include <compare>
#include <cstdint>
#include <string>
#include <vector>

namespace carcassonne::testing {

// A tile part: feature `feature` (catalog order) of the `tile`-th placed tile.
struct PartKey {
    std::uint16_t tile = 0;
    std::uint8_t feature = 0;
    friend bool operator==(const PartKey&, const PartKey&) = default;
    friend auto operator<=>(const PartKey&, const PartKey&) = default;
};

struct AuditedFeature {
    FeatureKind kind = FeatureKind::Field;
    std::vector<PartKey> parts;       // sorted
    std::vector<std::uint16_t> tiles; // distinct placed tiles, sorted
    int openEnds = 0;                 // roads and cities: part sides with no neighbouring tile
    int pennants = 0;
    bool inn = false;
    bool cathedral = false;
    bool complete = false;               // roads/cities: no open end; cloisters: 8 neighbours
    std::vector<PartKey> adjacentCities; // fields: bordering city parts, sorted, distinct
};

struct FeatureAudit {
    std::vector<AuditedFeature> features;
    std::vector<NodeId> expectedFirstNode;     // per placed tile: the sum of earlier part counts
    std::vector<std::size_t> featureOfNode;    // by the audit's node numbering: index in features
    std::vector<std::string> geometryProblems; // sides that disagree between neighbours, etc.

    NodeId node(PartKey part) const { return expectedFirstNode[part.tile] + part.feature; }
    std::size_t indexOf(PartKey part) const { return featureOfNode[node(part)]; }
    const AuditedFeature& of(PartKey part) const { return features[indexOf(part)]; }
};

// The features of the board, recomputed from the tiles alone.
FeatureAudit auditFeatures(const Board& board);

// The part a node names, by the audit's own node numbering (expectedFirstNode).
PartKey partOfNode(const FeatureAudit& audit, NodeId node);

// Every disagreement between the board's incremental state and the audit (empty: they agree),
// at most `limit` messages. Every feature's partition, kind, tiles, open ends, pennants, inn,
// cathedral, bordering cities and completion are compared; the costlier listings (partsOf and
// the canonical name) only for features touching a tile placed at index `listFrom` or later
// (a checker that runs after every tile sees each feature listed whenever it changes).
std::vector<std::string> compareWithBoard(const Board& board, const FeatureAudit& audit,
                                          std::size_t listFrom = 0, std::size_t limit = 8);

std::string describePart(const Board& board, PartKey part); // "BA/RCr@[0, 0]r0#1(city)"

} // namespace carcassonne::testing
