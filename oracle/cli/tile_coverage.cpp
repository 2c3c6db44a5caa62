#include "tile_coverage.hpp"

#include "formats/join.hpp"
#include "scenario/runner.hpp"

#include <algorithm>
#include <iomanip>
#include <ostream>

namespace carcassonne::cli {

using scenario::EventSpec;
using scenario::Expectation;

namespace {

bool hasModifier(const ScoreEvent& e, ModifierKind kind) {
    return std::any_of(e.modifiers.begin(), e.modifiers.end(),
                       [&](const ScoreModifier& m) { return m.kind == kind; });
}

// The statement of the event among the action's expectations under the edition: the entry of a
// `scored` list naming a part of its feature (in a run that passed, a full list has one for every
// event, a partial list for those it names); nullptr when the scenario does not state it.
const EventSpec* statementOf(const scenario::Action& action, Edition edition, const Board& board,
                             const ScoreEvent& event) {
    const auto node = board.find(event.feature.at, event.feature.kind, event.feature.location);
    if (!node) return nullptr;
    for (const Expectation& x : action.expect) {
        if (!scenario::appliesTo(x.editions, edition) || !x.scored) continue;
        for (const EventSpec& spec : *x.scored) {
            const auto named =
                board.find(spec.feature.at, spec.feature.kind, spec.feature.location);
            if (named && board.root(*named) == board.root(*node) &&
                spec.kind.value_or(spec.feature.kind) == event.kind)
                return &spec;
        }
    }
    return nullptr;
}

// How near one scored part comes to covering its tile feature (tile_coverage.hpp): each mark it
// carries (an inn, a cathedral, coats of arms, the cities a field borders) must be scored and
// stated.
TileGap judge(const TileFeature& part, const ScoreEvent& event, const EventSpec& spec,
              const Board& board, const PlacedTile& tile) {
    const auto states = [&](ScoreField f) { return spec.numbers.contains(f); };
    if (part.inn) {
        if (!hasModifier(event, ModifierKind::Inn)) return TileGap::BonusOff;
        if (!states(ScoreField::Inn)) return TileGap::BonusUnstated;
    }
    if (part.cathedral && !hasModifier(event, ModifierKind::Cathedral)) return TileGap::BonusOff;
    if (part.cathedral && !states(ScoreField::Cathedral)) return TileGap::BonusUnstated;
    if (part.pennants > 0 && !states(ScoreField::Pennants)) return TileGap::BonusUnstated;
    if (rowOf(part.kind).marks & kCitiesMark) {
        // What farmers score depends on which cities are complete: a city of the tile left open
        // shows no city of it scored (base.field).
        const auto& features = tileCatalog().at(tile.type).features();
        for (std::size_t i = 0; i < features.size(); ++i)
            if (features[i].kind == FeatureKind::City &&
                !board.isComplete(tile.firstNode + static_cast<NodeId>(i)))
                return TileGap::CitiesOpen;
        return states(ScoreField::Cities) ? TileGap::Covered : TileGap::CitiesUnstated;
    }
    return TileGap::Covered;
}

struct Judged {
    TileTypeId tile;
    std::size_t feature;
    TileGap gap;
};

std::string reason(TileGap gap) {
    switch (gap) {
    case TileGap::NotScored:
        return "in no score event a scenario states";
    case TileGap::CitiesOpen:
        return "scored while a city of the tile was open";
    case TileGap::CitiesUnstated:
        return "scored, but no event states `cities`";
    case TileGap::BonusUnstated:
        return "scored, but no event states its bonus (`pennants`, `inn`, `cathedral`)";
    case TileGap::BonusOff:
        return "scored only with the bonus switched off";
    case TileGap::Covered:
        break;
    }
    return "covered";
}

} // namespace

std::string describeTileFeature(const TileFeature& f) {
    std::string out(toString(f.kind));
    if (rowOf(f.kind).location != PartLocation::None)
        for (const Location& where : locationsOf(f))
            out += " " + where.toString();
    if (f.pennants) out += " (coat of arms)";
    if (f.inn) out += " (inn)";
    if (f.cathedral) out += " (cathedral)";
    return out;
}

TileCoverage emptyTileCoverage() {
    TileCoverage c;
    const TileCatalog& catalog = tileCatalog();
    for (const TileType& t : catalog.all())
        for (Edition e : kEditions)
            if (catalog.count(t.id, e, ExpansionSet::all()) > 0)
                c.tiles[t.id][e].resize(t.features().size());
    return c;
}

void addTileCoverage(TileCoverage& coverage, const scenario::Scenario& s) {
    const TileCatalog& catalog = tileCatalog();
    for (Edition edition : s.editions) {
        std::vector<Judged> judged;
        scenario::RunObserver observer;
        observer.acted = [&](const scenario::RunStep& step) {
            const Board& board = step.state.board;
            for (const Event& ev : step.events) {
                const auto* event = std::get_if<ScoreEvent>(&ev);
                // 4-per-city farmers name the city: no field part of theirs is scored as a field.
                if (!event || event->kind != event->feature.kind) continue;
                const EventSpec* spec = statementOf(s.actions[step.action], edition, board, *event);
                if (!spec) continue;
                const auto node =
                    board.find(event->feature.at, event->feature.kind, event->feature.location);
                for (NodeId part : board.partsOf(*node)) {
                    const PlacedTile& tile = board.tiles()[board.tileOf(part)];
                    const std::size_t index = board.featureIndexOf(part);
                    judged.push_back({tile.type, index,
                                      judge(catalog.at(tile.type).features()[index], *event, *spec,
                                            board, tile)});
                }
            }
        };
        const scenario::ScenarioRun run = scenario::runScenario(s, edition, observer);
        if (run.outcome != scenario::Outcome::Pass) continue;
        for (const Judged& j : judged) {
            auto tile = coverage.tiles.find(j.tile);
            if (tile == coverage.tiles.end()) continue;
            auto perEdition = tile->second.find(edition);
            if (perEdition == tile->second.end()) continue;
            FeatureCoverage& f = perEdition->second[j.feature];
            f.best = std::max(f.best, j.gap);
            if (j.gap == TileGap::Covered) f.scenarios.insert(s.id);
        }
    }
}

int printTileCoverage(std::ostream& out, const TileCoverage& coverage, int minimum, bool verbose) {
    const TileCatalog& catalog = tileCatalog();
    out << std::left << std::setw(14) << "tile";
    for (Edition e : kEditions)
        out << std::setw(6) << toString(e);
    out << "scenarios\n";
    std::vector<std::string> gapLines;
    int gaps = 0;
    for (const auto& [id, editions] : coverage.tiles) {
        const TileType& t = catalog.at(id);
        std::set<std::string> all;
        // The missing features' text by edition, to name editions that lack the same together.
        std::map<std::string, std::vector<Edition>> missingIn;
        out << std::setw(14) << t.name;
        for (Edition e : kEditions) {
            const auto it = editions.find(e);
            if (it == editions.end()) {
                out << std::setw(6) << "-";
                continue;
            }
            std::vector<std::string> shortOf;
            for (std::size_t i = 0; i < it->second.size(); ++i) {
                const FeatureCoverage& f = it->second[i];
                all.insert(f.scenarios.begin(), f.scenarios.end());
                if (static_cast<int>(f.scenarios.size()) >= minimum) continue;
                shortOf.push_back(describeTileFeature(t.features()[i]) + ": " +
                                  (f.best == TileGap::Covered
                                       ? std::to_string(f.scenarios.size()) + " scenario(s)"
                                       : reason(f.best)));
            }
            const std::string missing = formats::join(shortOf, "; ");
            out << std::setw(6) << (missing.empty() ? "ok" : "GAP");
            if (!missing.empty()) missingIn[missing].push_back(e);
        }
        out << all.size() << (missingIn.empty() ? "" : "  GAP") << "\n";
        if (verbose)
            for (const auto& s : all)
                out << "    " << s << "\n";
        gaps += missingIn.empty() ? 0 : 1;
        for (const auto& [missing, in] : missingIn) {
            gapLines.push_back(t.name + " in " +
                               formats::join(in, ", ", [](Edition e) { return toString(e); }) +
                               ": " + missing);
        }
    }
    for (const auto& line : gapLines)
        out << "GAP: " << line << "\n";
    out << gaps << " of " << coverage.tiles.size() << " tile ids with a feature that fewer than "
        << minimum << " scenarios score in some edition of their set\n";
    return gaps;
}

} // namespace carcassonne::cli
