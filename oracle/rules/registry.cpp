#include "registry.hpp"

#include "expansions/abbot/module.hpp"
#include "expansions/base/module.hpp"
#include "expansions/inns_cathedrals/module.hpp"
#include "expansions/mage_witch/module.hpp"
#include "expansions/river/module.hpp"
#include "random_game.hpp"
#include "tile_catalog.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace carcassonne::rules {

namespace {

// What the turn reads off the modules, worked out once: every module's rows in one place, and a
// module row that names a kind without a row (or twice) stops the program at its first use,
// which the tests do.
struct Tables {
    std::vector<const ExpansionModule*> modules;
    std::vector<const StepRules*> steps;
    std::array<std::vector<MoveKind>, kStepRows.size()> movesOfStep;
    std::array<const MoveRules*, kMoveKindRows.size()> moves{};
    std::array<const FeatureScoring*, kFeatureKindRows.size()> values{};
    std::vector<ModulePlacementRule> placements;
    std::vector<ModuleFollowerRule> followers;
    std::vector<ModuleTileRule> tileRefusals;

    Tables() {
        // The modules, one a line (clang-format would fold them).
        // clang-format off
        const ExpansionModule* const listed[] = {
            &base::module(),
            &inns_cathedrals::module(),
            &mage_witch::module(),
            &river::module(),
            &abbot::module(),
        };
        // clang-format on
        modules.assign(std::begin(listed), std::end(listed));
        std::sort(modules.begin(), modules.end(),
                  [](const auto* a, const auto* b) { return a->id < b->id; });
        for (std::size_t i = 0; i < modules.size(); ++i)
            if (static_cast<std::size_t>(modules[i]->id) != i || i >= kExpansionRows.size())
                throw std::logic_error("expansion modules: one per expansion row, in id order");
        for (const ExpansionModule* m : modules) {
            for (const StepRules& s : m->steps)
                steps.push_back(&s);
            for (const MoveRules& r : m->moves) {
                auto& slot = moves[static_cast<std::size_t>(r.kind)];
                if (slot) throw std::logic_error("two modules define one move kind");
                slot = &r;
            }
            for (const FeatureScoring& v : m->values)
                values[static_cast<std::size_t>(v.kind)] = &v;
            if (m->placement) placements.push_back({m->id, *m->placement});
            if (m->follower) followers.push_back({m->id, *m->follower});
            if (m->tileRefusal) tileRefusals.push_back({m->id, m->tileRefusal});
        }
        std::sort(steps.begin(), steps.end(), [](const auto* a, const auto* b) {
            return rowOf(a->phase).order < rowOf(b->phase).order;
        });
        for (const MoveKindRow& row : kMoveKindRows) {
            if (!moves[static_cast<std::size_t>(row.kind)])
                throw std::logic_error("a move kind without its module's rules");
            movesOfStep[static_cast<std::size_t>(row.step)].push_back(row.kind);
        }
        for (auto& kinds : movesOfStep)
            std::stable_sort(kinds.begin(), kinds.end(), [](MoveKind a, MoveKind b) {
                return rowOf(a).order < rowOf(b).order;
            });
        for (const FeatureKindRow& row : kFeatureKindRows)
            if (row.scored == Scored::AsItStands && !values[static_cast<std::size_t>(row.kind)])
                throw std::logic_error("a scored feature kind without its value");
    }
};

const Tables& tables() {
    static const Tables t;
    return t;
}

} // namespace

std::span<const ExpansionModule* const> modules() {
    return tables().modules;
}

const ExpansionModule& moduleOf(Expansion id) {
    return *tables().modules[static_cast<std::size_t>(id)];
}

std::span<const StepRules* const> turnSteps() {
    return tables().steps;
}

std::span<const MoveKind> moveKindsOf(Phase step) {
    return tables().movesOfStep[static_cast<std::size_t>(step)];
}

std::span<const MoveRules* const> moveRulesByKind() {
    return tables().moves;
}

std::span<const std::vector<MoveKind>> moveKindsByStep() {
    return tables().movesOfStep;
}

const MoveRules& moveRules(MoveKind kind) {
    return *tables().moves[static_cast<std::size_t>(kind)];
}

const FeatureScoring* featureScoring(FeatureKind kind) {
    return tables().values[static_cast<std::size_t>(kind)];
}

std::span<const ModulePlacementRule> placementRules() {
    return tables().placements;
}

std::span<const ModuleTileRule> tileRules() {
    return tables().tileRefusals;
}

std::span<const ModuleFollowerRule> followerRules() {
    return tables().followers;
}

TileTypeId startTile(const GameConfig& config) {
    std::optional<TileTypeId> start;
    for (const ExpansionModule* m : modules()) {
        if (!inPlay(config, m->id)) continue;
        if (m->startTile) {
            if (const auto t = m->startTile(config)) start = t;
        } else if (const auto t = tileCatalog().startOf(m->id)) {
            start = t;
        }
    }
    return start.value_or(tileCatalog().startTile());
}

namespace {

GameConfig defaultsOf(Edition edition, const ExpansionSet& expansions) {
    GameConfig config;
    config.rules = defaultRules(edition);
    config.expansions = expansions;
    return config;
}

} // namespace

TileTypeId startTile(Edition edition, const ExpansionSet& expansions) {
    return startTile(defaultsOf(edition, expansions));
}

std::vector<int> copiesDealt(const GameConfig& config) {
    std::vector<int> copies(tileCatalog().all().size(), 0);
    ++copies[startTile(config)];
    // The deal itself, so the counts are the game's whatever rule a module's draw order reads:
    // its order depends on the seed, its tiles do not.
    SeededRandom random(1);
    for (TileTypeId t : shuffledStack(config, random))
        ++copies[t];
    return copies;
}

std::vector<int> copiesDealt(Edition edition, const ExpansionSet& expansions) {
    return copiesDealt(defaultsOf(edition, expansions));
}

} // namespace carcassonne::rules
