#pragma once
// JCloisterZone's names of our kinds, read off the kinds' rows (FeatureKindRow::jczName,
// FollowerKindRow::jczElement and jczMeeple, ExpansionRow::jczSet): a kind a module adds is named
// in its row, not here.

#include "rules/rules.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::gamelog {

// The feature kind of a pointer's `feature`: JCloisterZone's name ("Monastery") or ours with a
// capital ("Cloister").
const FeatureKindRow* featureKindOfJczName(std::string_view name);
// The word of its score expressions and test assertions: its name in lower case ("monastery").
std::string jczWord(FeatureKind kind);
// The feature kind of an assertion's word: JCloisterZone's ("monastery"), ours ("cloister") or
// one older versions used ("farm").
std::optional<FeatureKind> featureKindOfJczWord(std::string_view word);
// "Road, City, Field or Monastery", for messages; the words, in table order.
std::string jczFeatureNames();
std::vector<std::string> jczFeatureWords();

// The follower kind of a meeple id's type ("small" in "0.small.1").
const FollowerKindRow* followerKindOfJczMeeple(std::string_view type);
// "\"<seat>.small.<n>\" or \"<seat>.big.<n>\"", for messages.
std::string jczMeepleIds();

// The expansion a tile set brings ("inns-and-cathedrals"), the base game's "basic" included.
const ExpansionRow* expansionOfJczSet(std::string_view set);
// "basic, inns-and-cathedrals, mage-and-witch", for messages.
std::string jczSetNames();

} // namespace carcassonne::gamelog
