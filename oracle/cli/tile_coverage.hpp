#pragma once
// `coverage --tiles`: which scenarios score each feature of each tile id, edition by edition.
//
// A feature of a tile id is covered under an edition by a scenario when a run of the scenario
// under that edition passes and, in it, a tile of that id placed on the board (set-up or play)
// has the feature's part in a feature that gets a score event the scenario states (the action's
// `scored` lists it: every event when the list is not partial) of the part's own kind (the 4-per-
// city farmers' events, named by a city, count for no field), and the event shows the part's
// bonus: a coat of arms when the event states `pennants`, an inn when the event has the inn's
// modifier (inns on) and states `inn`, a cathedral likewise with `cathedral`; a field when the
// event states `cities` and every city of that tile is complete then, so that the count depends
// on the cities the field borders there. A tile id is covered under an edition when every feature
// of it is, by at least `minimum` scenarios. The README's coverage section says the same.

#include "rules/rules.hpp"
#include "scenario/scenario.hpp"

#include <array>
#include <iosfwd>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace carcassonne::cli {

// Why a feature is not covered yet, from the least to the most nearly covered.
enum class TileGap : std::uint8_t {
    NotScored,      // in no stated score event of its kind
    CitiesOpen,     // a field scored while a city of its tile was open
    CitiesUnstated, // a field's event does not state `cities`
    BonusUnstated,  // the coat of arms, inn or cathedral counted, but the event does not state it
    BonusOff,       // the inn or cathedral changed no score (inns: off, cathedrals: off)
    Covered,
};

struct FeatureCoverage {
    TileGap best = TileGap::NotScored; // the nearest a run came
    std::set<std::string> scenarios;   // the scenario ids that cover it
};

// By tile id, the coverage of each feature (TileType::features order) per edition; a tile id not
// in an edition's set has no entry for it.
struct TileCoverage {
    std::map<TileTypeId, std::map<Edition, std::vector<FeatureCoverage>>> tiles;
};

// Every tile id of every edition's whole set (all expansions), with nothing covered.
TileCoverage emptyTileCoverage();

// Runs the scenario under each of its editions and adds what its passing runs cover.
void addTileCoverage(TileCoverage& coverage, const scenario::Scenario& scenario);

// The table, the gaps with their reasons (and with `verbose` the scenarios of each tile); the
// number of tile ids with a feature that fewer than `minimum` scenarios cover in some edition.
int printTileCoverage(std::ostream& out, const TileCoverage& coverage, int minimum, bool verbose);

// "city N W (coat of arms)", "road W S (inn)", "field EL ER", "cloister".
std::string describeTileFeature(const TileFeature& feature);

} // namespace carcassonne::cli
