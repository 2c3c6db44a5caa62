#pragma once
// A scenario's content: the scenario with every place in its file, its file and its id cleared, so
// that a scenario written and loaded back compares equal to the one written (defaulted ==).

#include "scenario/scenario.hpp"

namespace carcassonne::scenario::testing {

inline void clear(Expectation& x); // for the vector template below
inline void clear(Action& a);

inline void clear(FeatureSpec& f) {
    f.pos = {};
}
inline void clear(std::optional<FeatureSpec>& f) {
    if (f) clear(*f);
}
inline void clear(PlacementSpec& p) {
    p.pos = {};
}
inline void clear(FollowerSpec& f) {
    f.pos = {};
    clear(f.on);
}
inline void clear(MagicSpec& m) {
    m.pos = {};
    clear(m.target);
}
inline void clear(FigureSpec& f) {
    f.pos = {};
    clear(f.on);
}
inline void clear(SupplySpec& s) {
    s.pos = {};
}
inline void clear(EventSpec& e) {
    e.pos = {};
    clear(e.feature);
}
template <typename T>
void clear(std::vector<T>& items) {
    for (T& i : items)
        clear(i);
}
template <typename T>
void clear(std::optional<SetExpectation<T>>& set) {
    if (!set) return;
    set->pos = {};
    for (auto* items : {&set->exactly, &set->includes, &set->excludes})
        if (*items) clear(**items);
}
inline void clear(Expectation& x) {
    x.pos = x.phasePos = x.scoredPos = x.scoresPos = {};
    clear(x.placements);
    clear(x.followers);
    clear(x.magic);
    if (x.scored) clear(*x.scored);
    clear(x.figures);
    clear(x.supply);
}
inline void clear(Action& a) {
    a.pos = {};
    clear(a.magic);
    if (a.follower) clear(*a.follower);
    if (a.feature) clear(*a.feature);
    clear(a.expect);
    if (a.expectError) a.expectError->pos = {};
}

inline Scenario content(Scenario s) {
    s.file.clear();
    s.id.clear();
    for (SetupTile& t : s.setup.tiles)
        t.pos = {};
    for (SetupFollower& f : s.setup.followers)
        clear(f.follower);
    clear(s.setup.figures);
    clear(s.setup.supply);
    clear(s.actions);
    return s;
}

} // namespace carcassonne::scenario::testing
