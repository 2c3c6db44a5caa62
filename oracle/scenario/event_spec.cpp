#include "event_spec.hpp"

#include "action.hpp"

#include <algorithm>

namespace carcassonne::scenario {

EventSpec eventSpecOf(const ScoreEvent& e, SourcePos pos) {
    EventSpec x;
    x.feature = featureSpec(e.feature);
    x.feature.pos = pos;
    if (e.kind != e.feature.kind) x.kind = e.kind; // C1's farmers, scored by city
    x.pos = pos;
    for (const auto& [field, value] : statedFields(e))
        x.numbers[field] = value;
    for (const auto& s : e.scorers)
        x.players.push_back(s.player);
    std::sort(x.players.begin(), x.players.end()); // as the loader reads them
    x.final = e.final;
    return x;
}

} // namespace carcassonne::scenario
