#pragma once
// A scenario's `setup` as the rules' position description, and a refused set-up pointed back at
// its line: the scenario door only parses; rules::startPosition decides.

#include "scenario.hpp"

#include <string>

namespace carcassonne::scenario {

FeatureRef featureRef(const FeatureSpec& feature);
// The set-up under `edition` (its set-up tiles limited to other editions left out).
PositionSpec positionOf(const Setup& setup, Edition edition);
// The inverse: the `setup` that describes a position, features as the loader reads them.
Setup setupOf(const PositionSpec& position);

// Where in the file a refused set-up entry stands, and the finding's text.
struct SetupFinding {
    SourcePos pos;
    std::string message;
};
SetupFinding setupFinding(const Setup& setup, const std::vector<std::string>& players,
                          const SetupError& error, Edition edition);

} // namespace carcassonne::scenario
