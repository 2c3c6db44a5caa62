#include "assertions.hpp"
#include "formats/join.hpp"
#include "jcz_names.hpp"

#include <algorithm>
#include <regex>

namespace carcassonne::gamelog {

namespace {

// The assertion as an error message quotes it: shortened, without splitting a UTF-8 character.
std::string quoted(const std::string& text) {
    if (text.size() <= 60) return "\"" + text + "\"";
    std::size_t cut = 57;
    while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
        --cut;
    return "\"" + text.substr(0, cut) + "...\"";
}

} // namespace

std::variant<Assertion, std::string> parseAssertion(const std::string& text,
                                                    const std::vector<std::string>& players) {
    static const std::regex has(R"(^(.+) has (-?[0-9]{1,6}) points?$)");
    static const std::regex scored(R"(^(.+) scored ([a-z]+) for (-?[0-9]{1,6}) points?$)");
    if (text.size() > kMaxAssertionBytes)
        return "longer than " + std::to_string(kMaxAssertionBytes) + " characters";
    std::smatch m;
    Assertion a;
    a.text = text;
    if (std::regex_match(text, m, scored)) {
        a.kind = Assertion::Kind::Scored;
        const auto f = featureKindOfJczWord(m[2].str());
        if (!f)
            return "unknown feature '" + m[2].str() + "' (expected " + orList(jczFeatureWords()) +
                   ")";
        a.feature = *f;
        a.points = std::stoi(m[3]);
    } else if (std::regex_match(text, m, has)) {
        a.points = std::stoi(m[2]);
    } else {
        return "not understood (expected \"NAME has N points\" or \"NAME scored " +
               formats::join(jczFeatureWords(), "|") + " for N points\")";
    }
    const auto it = std::find(players.begin(), players.end(), m[1].str());
    if (it == players.end()) return "unknown player '" + m[1].str() + "'";
    a.player = static_cast<int>(it - players.begin());
    return a;
}

formats::Parsed<std::vector<Assertion>> parseAssertions(const std::vector<std::string>& texts,
                                                        const std::vector<std::string>& players) {
    std::vector<Assertion> out;
    for (std::size_t i = 0; i < texts.size(); ++i) {
        auto parsed = parseAssertion(texts[i], players);
        if (auto* why = std::get_if<std::string>(&parsed))
            return formats::InputError{.path = "test.assertions[" + std::to_string(i) + "]",
                                       .message = quoted(texts[i]) + ": " + *why};
        out.push_back(std::get<Assertion>(std::move(parsed)));
    }
    return out;
}

AssertionCheck checkAssertion(const Assertion& a, const Recording& r, const GameState& final) {
    const std::string& name = r.setup.players[static_cast<std::size_t>(a.player)];
    AssertionCheck c;
    if (a.kind == Assertion::Kind::Has) {
        const int score = final.players[static_cast<std::size_t>(a.player)].score;
        c.holds = score == a.points;
        c.oracle = name + " has " + std::to_string(score) + " points";
        return c;
    }
    std::vector<int> found;
    for (std::size_t i = 0; i < r.actions.size(); ++i)
        for (const Event& ev : r.actions[i].events) {
            const auto* e = std::get_if<ScoreEvent>(&ev);
            if (!e || e->kind != a.feature) continue;
            for (const auto& s : e->scorers) {
                if (s.player != a.player) continue;
                found.push_back(s.points);
                if (c.holds) continue;
                if (s.points == a.points || !c.event) {
                    c.action = i;
                    c.event = *e;
                }
                c.holds = s.points == a.points;
            }
        }
    const std::string list = formats::join(found, ", ", [](int p) { return std::to_string(p); });
    c.oracle = found.empty() ? name + " scored no " + jczWord(a.feature)
                             : name + " scored " + jczWord(a.feature) + " for " + list + " points";
    return c;
}

} // namespace carcassonne::gamelog
