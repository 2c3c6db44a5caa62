#include "recording.hpp"

#include "scenario/event_spec.hpp"

namespace carcassonne::gamelog {

ScoredEntry scoredEntry(const ScoreEvent& e) {
    ScoredEntry s{scenario::eventSpecOf(e), e.rulings};
    if (!e.final) s.spec.final.reset(); // during the game: the file leaves `final` out
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
