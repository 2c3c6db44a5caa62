#include "recording.hpp"

namespace carcassonne::gamelog {

ScoredEntry scoredEntry(const ScoreEvent& e) {
    ScoredEntry s;
    s.kind = e.kind;
    s.feature = e.feature;
    s.numbers.emplace_back("tiles", e.tiles);
    if (e.kind == FeatureKind::City) s.numbers.emplace_back("pennants", e.pennants);
    if (e.kind == FeatureKind::Field) s.numbers.emplace_back("cities", e.cities);
    s.numbers.emplace_back("base", e.base);
    for (ModifierKind k :
         {ModifierKind::Inn, ModifierKind::Cathedral, ModifierKind::Mage, ModifierKind::Witch}) {
        bool present = false;
        int total = 0;
        for (const auto& m : e.modifiers)
            if (m.kind == k) {
                present = true;
                total += m.delta;
            }
        if (present) s.numbers.emplace_back(std::string(toString(k)), total);
    }
    s.points = e.points;
    for (const auto& p : e.scorers)
        s.players.push_back(p.player);
    if (e.final) s.final = true;
    s.rulings = e.rulings;
    for (const auto& m : e.modifiers)
        s.rulings.push_back(m.ruling);
    return s;
}

std::vector<ScoredEntry> scoredEntries(const Events& events) {
    std::vector<ScoredEntry> out;
    for (const Event& e : events)
        if (const auto* s = std::get_if<ScoreEvent>(&e)) out.push_back(scoredEntry(*s));
    return out;
}

std::vector<std::pair<int, int>> allScores(const GameState& state) {
    std::vector<std::pair<int, int>> out;
    for (std::size_t p = 0; p < state.players.size(); ++p)
        out.emplace_back(static_cast<int>(p), state.players[p].score);
    return out;
}

} // namespace carcassonne::gamelog
