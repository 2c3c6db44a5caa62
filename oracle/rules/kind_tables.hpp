#pragma once
// Every module's kinds gathered into one table per kind, indexed by id (kinds.hpp). The tables
// are built at compile time, so a loop over the follower kinds, or a supply indexed by kind, costs
// what it did when the kinds were a closed enum. A new module adds its include and its arrays to
// the lists below (and its module to registry.cpp); nothing else here changes.

#include "expansions/base/kinds.hpp"
#include "expansions/inns_cathedrals/kinds.hpp"
#include "expansions/mage_witch/kinds.hpp"
#include "expansions/river/kinds.hpp"

#include <algorithm>
#include <array>
#include <span>

namespace carcassonne {

namespace kind_tables {

constexpr std::size_t idOf(const FeatureKindRow& r) {
    return static_cast<std::size_t>(r.kind);
}
constexpr std::size_t idOf(const EdgeKindRow& r) {
    return static_cast<std::size_t>(r.kind);
}
constexpr std::size_t idOf(const FollowerKindRow& r) {
    return static_cast<std::size_t>(r.kind);
}
constexpr std::size_t idOf(const ModifierRow& r) {
    return static_cast<std::size_t>(r.kind);
}
constexpr std::size_t idOf(const ExpansionRow& r) {
    return static_cast<std::size_t>(r.id);
}
constexpr std::size_t idOf(const StepRow& r) {
    return static_cast<std::size_t>(r.phase);
}
constexpr std::size_t idOf(const MoveKindRow& r) {
    return static_cast<std::size_t>(r.kind);
}
constexpr std::size_t idOf(const ErrorCodeInfo& r) {
    return static_cast<std::size_t>(r.code);
}

// The rows of every module, in module order, then sorted by id; a gap or a clash in the ids of a
// kind stops the build (the static_asserts below), so ids stay dense and tables index by id.
template <typename Row, std::size_t... N>
constexpr auto gather(const Row (&... parts)[N]) {
    std::array<Row, (N + ... + 0)> out{};
    std::size_t at = 0;
    ((std::copy(std::begin(parts), std::end(parts), out.begin() + static_cast<std::ptrdiff_t>(at)),
      at += N),
     ...);
    // Insertion sort by id: a handful of rows, at compile time.
    for (std::size_t i = 1; i < out.size(); ++i)
        for (std::size_t j = i; j > 0 && idOf(out[j]) < idOf(out[j - 1]); --j)
            std::swap(out[j], out[j - 1]);
    return out;
}

template <typename Table>
constexpr bool dense(const Table& table, std::size_t first = 0) {
    for (std::size_t i = 0; i < table.size(); ++i)
        if (idOf(table[i]) != first + i) return false;
    return true;
}

} // namespace kind_tables

// One module a line in each list, in module order (clang-format would fold them).
// clang-format off
inline constexpr auto kExpansionRows = kind_tables::gather<ExpansionRow>(
    {base::kExpansion},
    {inns_cathedrals::kExpansion},
    {mage_witch::kExpansion},
    {river::kExpansion});
inline constexpr auto kEdgeKindRows = kind_tables::gather(
    base::kEdges,
    river::kEdges);
inline constexpr auto kFeatureKindRows = kind_tables::gather(
    base::kFeatures,
    river::kFeatures);
inline constexpr auto kFollowerKindRows = kind_tables::gather(
    base::kFollowers,
    inns_cathedrals::kFollowers);
inline constexpr auto kModifierRows = kind_tables::gather(
    inns_cathedrals::kModifiers,
    mage_witch::kModifiers);
inline constexpr auto kStepRows = kind_tables::gather(
    base::kSteps,
    mage_witch::kSteps);
inline constexpr auto kMoveKindRows = kind_tables::gather(
    base::kMoveKinds,
    mage_witch::kMoveKinds);
// The error codes modules bring beyond the rules' own (error_code.cpp), ids from
// kFirstModuleErrorCode on.
inline constexpr auto kModuleErrorCodeRows = kind_tables::gather(
    river::kErrorCodes);
// clang-format on

static_assert(kind_tables::dense(kExpansionRows), "expansion ids: dense, one row each");
static_assert(kind_tables::dense(kEdgeKindRows), "edge kind ids: dense, one row each");
static_assert(kind_tables::dense(kFeatureKindRows), "feature kind ids: dense, one row each");
static_assert(kind_tables::dense(kFollowerKindRows), "follower kind ids: dense, one row each");
static_assert(kind_tables::dense(kModifierRows), "modifier ids: dense, one row each");
static_assert(kind_tables::dense(kStepRows), "step ids: dense, one row each");
static_assert(kind_tables::dense(kMoveKindRows), "move kind ids: dense, one row each");
// A move's JSON form (codec/move_json.hpp) is written from its row: a "type" word, its figure
// under the row's key, and its square and its feature each under "at", so never both.
static_assert(std::all_of(kMoveKindRows.begin(), kMoveKindRows.end(),
                          [](const MoveKindRow& r) {
                              const bool both = (r.operands & kSquareOperand) != 0 &&
                                                (r.operands & kFeatureOperand) != 0;
                              const bool unkeyed =
                                  (r.operands & kFigureOperand) != 0 && r.figureKey.empty();
                              return !r.wire.empty() && !both && !unkeyed;
                          }),
              "move kinds: a JSON form of their own");
static_assert(kind_tables::dense(kModuleErrorCodeRows, kFirstModuleErrorCode),
              "module error codes: dense after the rules' own, one row each");
// Edges are packed four bits a side (tile.hpp): 15 kinds and a code for "no neighbour".
static_assert(kEdgeKindRows.size() < 16, "edge kinds: four bits a side");
static_assert(kFeatureKindRows.size() <= 32, "feature kinds: FeatureKindSet holds 32");
static_assert(kExpansionRows.size() <= 32, "expansions: ExpansionSet holds 32");

constexpr const FeatureKindRow& rowOf(FeatureKind k) {
    return kFeatureKindRows[static_cast<std::size_t>(k)];
}
constexpr const EdgeKindRow& rowOf(EdgeKind k) {
    return kEdgeKindRows[static_cast<std::size_t>(k)];
}
constexpr const FollowerKindRow& rowOf(FollowerKind k) {
    return kFollowerKindRows[static_cast<std::size_t>(k)];
}
constexpr const ModifierRow& rowOf(ModifierKind k) {
    return kModifierRows[static_cast<std::size_t>(k)];
}
constexpr const ExpansionRow& rowOf(Expansion e) {
    return kExpansionRows[static_cast<std::size_t>(e)];
}
constexpr const StepRow& rowOf(Phase p) {
    return kStepRows[static_cast<std::size_t>(p)];
}
constexpr const MoveKindRow& rowOf(MoveKind k) {
    return kMoveKindRows[static_cast<std::size_t>(k)];
}

} // namespace carcassonne
