#pragma once
// What `legal` and `explain` show of a position besides the board: the step and its legal
// moves, the scores and supplies, where every figure stands (followers by player and kind, the
// mage, the witch), and the removals the rules made by themselves, as text and as the JSON of
// schema/legal-explain.schema.json (moves, legal sets and events in the codec's protocol form;
// ordered_json: the keys in the order written, for people reading the output).

#include "rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace carcassonne::cli {

// A removal nobody chose: a figure set aside with no legal target (mw.no-target, mw.join), a
// magic figure returned after its feature was scored (mw.return), a follower returned at scoring.
bool isAutomaticRemoval(const Event& event);

// {"followers": [{"player": NAME, "large": false, "on": {"at", "on"}}], "mage": ..., "witch": ...}
// (a magic figure: its feature {"at", "on"}, or "supply"; only with Mage & Witch).
nlohmann::ordered_json figuresJson(const std::vector<std::string>& players, const GameState& state);

// The step, who is to play, the tile whose placements are listed (or null), the legal moves, the
// scores and supplies by player name, and the figures.
nlohmann::ordered_json positionJson(const std::vector<std::string>& players, const GameState& state,
                                    std::optional<TileTypeId> tile);

// The events in the codec's form, and the automatic removals among them.
nlohmann::ordered_json eventsJson(const Events& events);
nlohmann::ordered_json removalsJson(const Events& events);

// Text lines: "followers: red normal on road [0, 0] E; ..." and "mage: ...; witch: ...".
void printFigures(std::ostream& out, const std::vector<std::string>& players,
                  const GameState& state, const std::string& indent);
// "removed by the rules: ..." for each automatic removal among the events.
void printRemovals(std::ostream& out, const std::vector<std::string>& players, const Events& events,
                   const std::string& indent);

} // namespace carcassonne::cli
