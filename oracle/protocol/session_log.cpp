#include "session_log.hpp"

#include <string>

namespace carcassonne::protocol {

namespace {

std::string playerName(int seat) {
    // Appended rather than "p" + to_string(seat): g++ 12 -O3 warns falsely about that operator+
    // (stringop-overflow) once the unity batch inlines it.
    std::string name = "p";
    name += std::to_string(seat);
    return name;
}

json seatScores(const GameState& state) {
    json scores = json::array();
    for (const PlayerState& p : state.players)
        scores.push_back(p.score);
    return scores;
}

} // namespace

void logNewGame(SessionLog& log, const json& request, int players) {
    json names = json::array();
    for (int seat = 0; seat < players; ++seat)
        names.push_back(playerName(seat));
    json setup{{"type", "setup"},
               {"version", 1},
               {"edition", request.at("edition")},
               {"expansions", request.value("expansions", json::array())},
               {"players", names}};
    if (request.contains("switches")) setup["rules"] = request["switches"];
    log.lines = {setup};
    ++log.game;
}

// The protocol lists scores and supplies per player ([{"player": 1, ...}]); the log keys them by
// player name. Tiles, followers, figures and the turn have the same form in both.
void logSetup(SessionLog& log, const json& request) {
    json& setup = log.lines.front();
    for (const char* key : {"tiles", "followers", "figures", "turn"})
        if (request.contains(key)) setup[key] = request[key];
    if (request.contains("scores")) {
        json scores = json::object();
        for (const json& s : request["scores"])
            scores[playerName(s.at("player").get<int>())] = s.at("points");
        setup["scores"] = scores;
    }
    if (request.contains("supply")) {
        json supply = json::object();
        for (const json& s : request["supply"]) {
            json kinds = json::object();
            for (const std::string& kind : namesOf<FollowerKind>())
                if (s.contains(kind)) kinds[kind] = s[kind];
            supply[playerName(s.at("player").get<int>())] = kinds;
        }
        setup["supply"] = supply;
    }
}

void logMove(SessionLog& log, int player, const json& move, const Events& ledger,
             const GameState& after) {
    if (move.value("type", "") == "final") {
        log.lines.push_back(
            {{"type", "end"}, {"events", codec::toJson(ledger)}, {"scores", seatScores(after)}});
        return;
    }
    log.lines.push_back({{"type", "move"},
                         {"player", playerName(player)},
                         {"move", move},
                         {"events", codec::toJson(ledger)},
                         {"scores", seatScores(after)}});
}

} // namespace carcassonne::protocol
