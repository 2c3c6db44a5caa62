#pragma once
// A score event of the rules model as a scenario's `scored` states it: the numbers of
// rules::statedFields, the scorers by index, final. What `fuzz` generates and what `import-jcz`
// and `check-log` write down are one spelling.

#include "scenario.hpp"

namespace carcassonne::scenario {

EventSpec eventSpecOf(const ScoreEvent& event, SourcePos pos = {});

} // namespace carcassonne::scenario
