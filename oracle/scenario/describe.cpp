#include "describe.hpp"
#include "formats/join.hpp"

namespace carcassonne::scenario {

std::string playerName(const std::vector<std::string>& players, PlayerIndex p) {
    // A seat beyond the names (an engine's answer may name one): by its index, from 0, as the
    // protocol counts seats.
    return p < players.size() ? players[p] : "seat " + std::to_string(p);
}

std::string describe(const std::vector<std::string>& players, const ScoreEvent& e) {
    std::string out = e.feature.toString() + (e.final ? " (final)" : "") + ": ";
    // A kind scored by the cities it borders (its tiles mark them: the farmers, base.field) is
    // described by those.
    if (rowOf(e.kind).marks & kCitiesMark)
        out += std::to_string(e.cities) + " cities, base " + std::to_string(e.base);
    else
        out += std::to_string(e.tiles) + " tiles" +
               (e.pennants ? ", " + std::to_string(e.pennants) + " coats of arms" : "") +
               ", base " + std::to_string(e.base);
    for (const auto& m : e.modifiers)
        out += ", " + std::string(toString(m.kind)) + " " + (m.delta >= 0 ? "+" : "") +
               std::to_string(m.delta);
    out += " = " + std::to_string(e.points) + " -> ";
    if (e.scorers.empty()) out += "nobody";
    out += formats::join(e.scorers, ", ", [&](const PlayerPoints& s) {
        return playerName(players, s.player) +
               (s.points != e.points ? " " + std::to_string(s.points) : "");
    });
    return out;
}

std::string describe(const std::vector<std::string>& players, const Event& e) {
    struct Visitor {
        const std::vector<std::string>& players;
        std::string operator()(const TilePlaced& t) const {
            return "tile " + tileCatalog().at(t.tile).name + " at " + toString(t.at) + " rotated " +
                   std::to_string(t.rotation.degrees());
        }
        std::string operator()(const TileDiscarded& t) const {
            return "tile " + tileCatalog().at(t.tile).name + " discarded";
        }
        std::string operator()(const FigureMoved& m) const {
            return std::string(toString(m.figure)) +
                   (m.from ? " from " + m.from->toString() : " from the supply") + " to " +
                   m.to.toString();
        }
        std::string operator()(const FigureRemoved& m) const {
            return std::string(toString(m.figure)) + " removed from " + m.from.toString() + " (" +
                   std::string(m.ruling) + ")";
        }
        std::string operator()(const FigureReturned& m) const {
            return std::string(toString(m.figure)) + " returns from " + m.from.toString() +
                   " (mw.return)";
        }
        std::string operator()(const FollowerPlaced& f) const {
            return playerName(players, f.player) + " places " +
                   withArticle(std::string(toString(f.kind))) + " follower on " + f.on.toString();
        }
        std::string operator()(const FollowerReturned& f) const {
            return playerName(players, f.player) + "'s " + std::string(toString(f.kind)) +
                   " follower returns from " + f.from.toString();
        }
        std::string operator()(const ScoreEvent& e) const { return describe(players, e); }
        std::string operator()(const GameEnded&) const { return "the game ends"; }
    };
    return std::visit(Visitor{players}, e);
}

} // namespace carcassonne::scenario
