#include "players.hpp"

#include <array>
#include <cctype>
#include <set>
#include <string_view>
#include <utility>

namespace carcassonne::render {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 11> kNamed{{
    {"red", "#d7263d"},
    {"blue", "#1f5fd1"},
    {"green", "#1e8f3a"},
    {"yellow", "#f2c200"},
    {"black", "#222222"},
    {"gray", "#8a8a8a"},
    {"grey", "#8a8a8a"},
    {"pink", "#e75ea8"},
    {"orange", "#f08a24"},
    {"purple", "#7b3fb3"},
    {"white", "#f5f5f5"},
}};
// The game's six follower colours, in box order.
constexpr std::array<std::string_view, 6> kPalette{"#d7263d", "#1f5fd1", "#f2c200",
                                                   "#222222", "#1e8f3a", "#e75ea8"};

constexpr bool clashesWithFigures(std::string_view colour) {
    return colour == kMageColour || colour == kWitchColour;
}
constexpr bool paletteSkipsFigures() {
    for (const auto& named : kNamed)
        if (clashesWithFigures(named.second)) return false;
    for (const auto colour : kPalette)
        if (clashesWithFigures(colour)) return false;
    return true;
}
static_assert(paletteSkipsFigures(), "a player colour is the mage's or the witch's");

std::string lower(std::string_view s) {
    std::string out;
    for (char c : s)
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool initialsUnique(const std::vector<std::string>& players) {
    std::set<char> seen;
    for (const auto& p : players)
        if (p.empty() || !std::isalpha(static_cast<unsigned char>(p[0])) ||
            !seen.insert(static_cast<char>(std::tolower(static_cast<unsigned char>(p[0])))).second)
            return false;
    return true;
}

} // namespace

std::string playerColour(const std::vector<std::string>& players, PlayerIndex player) {
    if (player < players.size()) {
        const std::string name = lower(players[player]);
        for (const auto& [n, colour] : kNamed)
            if (n == name) return std::string(colour);
    }
    return std::string(kPalette[player % kPalette.size()]);
}

char playerMark(const std::vector<std::string>& players, PlayerIndex player, bool capital) {
    if (player < players.size() && initialsUnique(players)) {
        const auto c = static_cast<unsigned char>(players[player][0]);
        return static_cast<char>(capital ? std::toupper(c) : std::tolower(c));
    }
    return static_cast<char>(capital ? 'A' + player : '1' + player);
}

} // namespace carcassonne::render
