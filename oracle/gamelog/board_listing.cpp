#include "board_listing.hpp"

#include "formats/join.hpp"
#include "scenario/describe.hpp"

namespace carcassonne::gamelog {

void listBoard(std::ostream& out, const GameState& state, const std::vector<std::string>& players) {
    const Board& board = state.board;
    out << "board (" << board.size() << " tiles, in placement order; edges N E S W):\n";
    for (const PlacedTile& t : board.tiles()) {
        const TileType& type = tileCatalog().at(t.type);
        out << "  " << toString(t.pos) << " " << type.name
            << (type.letter.empty() ? "" : " (" + type.letter + ")") << " r" << t.rotation.degrees()
            << " " << type.edgePattern(t.rotation) << "\n";
    }
    out << "followers:";
    if (state.followers.empty()) out << " none";
    out << "\n";
    for (const Follower& f : state.followers)
        out << "  " << scenario::playerName(players, f.player) << " (" << toString(f.kind)
            << ") on " << board.canonical(f.node).toString() << "\n";
    if (state.config.expansions.has(Expansion::MageWitch)) {
        out << "figures:";
        for (MagicFigure m : kMagicFigures) {
            const auto at = state.figure(m);
            out << " " << toString(m) << " "
                << (at ? "on " + board.canonical(*at).toString() : std::string("in the supply"))
                << (m == MagicFigure::Mage ? ";" : "");
        }
        out << "\n";
    }
    std::vector<std::string> scores;
    for (std::size_t p = 0; p < state.players.size(); ++p)
        scores.push_back(scenario::playerName(players, static_cast<PlayerIndex>(p)) + " " +
                         std::to_string(state.players[p].score));
    out << "scores: " << formats::join(scores, ", ") << "\n";
    if (state.phase == Phase::Over)
        out << "the game is over\n";
    else
        out << scenario::playerName(players, state.current) << " to play, " << toString(state.phase)
            << " step\n";
}

} // namespace carcassonne::gamelog
