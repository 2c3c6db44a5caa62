#include "session_log.hpp"

#include "codec/setup_json.hpp"

#include <string>
#include <vector>

namespace carcassonne::protocol {

namespace {

std::string playerName(int seat) {
    // Appended rather than "p" + to_string(seat): g++ 12 -O3 warns falsely about that operator+
    // (stringop-overflow) once the unity batch inlines it.
    std::string name = "p";
    name += std::to_string(seat);
    return name;
}

std::vector<std::string> playerNames(int players) {
    std::vector<std::string> names;
    for (int seat = 0; seat < players; ++seat)
        names.push_back(playerName(seat));
    return names;
}

json seatScores(const GameState& state) {
    json scores = json::array();
    for (const PlayerState& p : state.players)
        scores.push_back(p.score);
    return scores;
}

} // namespace

void logNewGame(SessionLog& log, const json& request, int players) {
    const json names = playerNames(players);
    json setup{{"type", "setup"},
               {"version", 1},
               {"edition", request.at("edition")},
               {"expansions", request.value("expansions", json::array())},
               {"players", names}};
    if (request.contains("switches")) setup["rules"] = request["switches"];
    log.lines = {setup};
    ++log.game;
}

void logSetup(SessionLog& log, const PositionSpec& setup, int players) {
    json& line = log.lines.front();
    const json keys =
        codec::positionSpecJson(setup, codec::SetupShape::GameLog, playerNames(players));
    for (const auto& [key, value] : keys.items())
        line[key] = value;
}

// The move as the log's reader reads it (codec/move_json.hpp), whatever keys the request added.
void logMove(SessionLog& log, int player, const NamedMove& move, const Events& ledger,
             const GameState& after) {
    if (rowOf(kindOf(move)).after == After::GameOver) {
        log.lines.push_back(
            {{"type", "end"}, {"events", codec::toJson(ledger)}, {"scores", seatScores(after)}});
        return;
    }
    log.lines.push_back({{"type", "move"},
                         {"player", playerName(player)},
                         {"move", codec::toJson(move)},
                         {"events", codec::toJson(ledger)},
                         {"scores", seatScores(after)}});
}

} // namespace carcassonne::protocol
