#pragma once
// The test assertions of JCloisterZone games: "Alice has 10 points" (the score at the end of the
// replay) and "Alice scored road for 6 points" (some score event of the game credits Alice with
// 6 points for a road). Feature words: JCloisterZone's (road, city, field, monastery), ours
// (cloister) and older ones (farm), as the kinds' rows give them (jcz_names.hpp).

#include "divergence.hpp"
#include "recording.hpp"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace carcassonne::gamelog {

struct Assertion {
    enum class Kind : std::uint8_t { Has, Scored };
    Kind kind = Kind::Has;
    std::string text;
    int player = 0;
    FeatureKind feature = FeatureKind::Road; // Scored
    int points = 0;
};

// Longer assertions are refused unread: no player name comes near it, and matching one recurses
// once per character (std::regex), so a long enough one would overflow the stack.
inline constexpr std::size_t kMaxAssertionBytes = 200;

// The assertion, or why it is not understood.
std::variant<Assertion, std::string> parseAssertion(const std::string& text,
                                                    const std::vector<std::string>& players);

// A game's test.assertions, or an InputError naming the first one not understood.
formats::Parsed<std::vector<Assertion>> parseAssertions(const std::vector<std::string>& texts,
                                                        const std::vector<std::string>& players);

struct AssertionCheck {
    bool holds = false;
    std::string oracle; // what the oracle says, in the assertion's words
    // Scored: the action and score event the assertion is about (the matching one, else the
    // player's first event of that feature kind), for a scenario's expectation.
    std::optional<std::size_t> action;
    std::optional<ScoreEvent> event;
};

AssertionCheck checkAssertion(const Assertion& a, const Recording& recording,
                              const GameState& final);

} // namespace carcassonne::gamelog
