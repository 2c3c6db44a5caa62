#include "position_view.hpp"

#include "codec/json_codec.hpp"
#include "formats/join.hpp"
#include "scenario/describe.hpp"

namespace carcassonne::cli {

using json = nlohmann::ordered_json;

namespace {
std::string name(const std::vector<std::string>& players, PlayerIndex p) {
    return scenario::playerName(players, p);
}

bool hasMagicFigures(const GameState& state) {
    return state.config.expansions.has(Expansion::MageWitch);
}
} // namespace

bool isAutomaticRemoval(const Event& e) {
    return std::holds_alternative<FigureRemoved>(e) || std::holds_alternative<FigureReturned>(e) ||
           std::holds_alternative<FollowerReturned>(e);
}

json figuresJson(const std::vector<std::string>& players, const GameState& state) {
    json out{{"followers", json::array()}};
    for (const Follower& f : state.followers) {
        nlohmann::json flags = nlohmann::json::object(); // "large": the codec's follower flags
        codec::addFollowerFlags(flags, f.kind);
        json entry{{"player", name(players, f.player)}};
        for (const auto& [flag, value] : flags.items())
            entry[flag] = json(value);
        entry["on"] = json(codec::toJson(state.board.canonical(f.node)));
        out["followers"].push_back(std::move(entry));
    }
    if (hasMagicFigures(state))
        for (MagicFigure m : kMagicFigures) {
            const auto at = state.figure(m);
            out[std::string(toString(m))] =
                at ? json(codec::toJson(state.board.canonical(*at))) : json("supply");
        }
    return out;
}

json positionJson(const std::vector<std::string>& players, const GameState& state,
                  std::optional<TileTypeId> tile) {
    const bool listed = tile && state.phase == Phase::Tile;
    json out{
        {"step", std::string(toString(state.phase))},
        {"toPlay", state.phase == Phase::Over ? json(nullptr) : json(name(players, state.current))},
        {"tile", listed ? json(tileCatalog().at(*tile).name) : json(nullptr)},
        {"legal", json(codec::legalMovesJson(state, listed ? tile : std::nullopt))},
        {"scores", json::object()},
        {"supply", json::object()}};
    for (std::size_t p = 0; p < state.players.size(); ++p) {
        const std::string player = name(players, static_cast<PlayerIndex>(p));
        out["scores"][player] = state.players[p].score;
        json supply = json::object();
        for (FollowerKind kind : kFollowerKinds)
            supply[std::string(nameOf(kind))] = state.players[p].inSupply[kind];
        out["supply"][player] = std::move(supply);
    }
    out["figures"] = figuresJson(players, state);
    return out;
}

json eventsJson(const Events& events) {
    json out = json::array();
    for (const Event& e : events)
        out.push_back(json(codec::toJson(e)));
    return out;
}

json removalsJson(const Events& events) {
    json out = json::array();
    for (const Event& e : events)
        if (isAutomaticRemoval(e)) out.push_back(json(codec::toJson(e)));
    return out;
}

void printFigures(std::ostream& out, const std::vector<std::string>& players,
                  const GameState& state, const std::string& indent) {
    out << indent << "followers: "
        << (state.followers.empty()
                ? "none"
                : formats::join(state.followers, "; ",
                                [&](const Follower& f) {
                                    return name(players, f.player) + " " +
                                           std::string(nameOf(f.kind)) + " on " +
                                           state.board.canonical(f.node).toString();
                                }))
        << "\n";
    if (!hasMagicFigures(state)) return;
    out << indent;
    for (MagicFigure m : kMagicFigures) {
        const auto at = state.figure(m);
        out << (m == kMagicFigures.front() ? "" : "; ") << toString(m) << ": "
            << (at ? "on " + state.board.canonical(*at).toString() : std::string("supply"));
    }
    out << "\n";
}

void printRemovals(std::ostream& out, const std::vector<std::string>& players, const Events& events,
                   const std::string& indent) {
    for (const Event& e : events)
        if (isAutomaticRemoval(e))
            out << indent << "removed by the rules: " << scenario::describe(players, e) << "\n";
}

} // namespace carcassonne::cli
