#pragma once
// A JCloisterZone saved game (.jcz) as read (docs/game-log.md, "JCloisterZone games" and its
// mapping): the set-up in our terms, the replay messages, the forced draw order and the test
// assertions.

#include "jcz_pointer.hpp"
#include "rules/rules.hpp"
#include "setup.hpp"

#include <optional>
#include <string>
#include <vector>

namespace carcassonne::gamelog {

struct JczMessage {
    std::size_t index = 0; // in `replay`
    std::string type;      // PLACE_TILE, MOVE_NEUTRAL_FIGURE, DEPLOY_MEEPLE, RETURN_MEEPLE, PASS,
                           // COMMIT
    std::optional<int> player;
    std::optional<NamedMove> action;   // none for COMMIT
    std::optional<JczPointer> pointer; // the feature of a figure move or a deployment
    std::optional<int> meepleSeat;     // DEPLOY_MEEPLE, RETURN_MEEPLE: the meeple's seat
    std::string origin() const { return "replay[" + std::to_string(index) + "] " + type; }
};

struct JczGame {
    SetupSpec setup;
    std::vector<JczMessage> replay;
    bool hasDrawOrder = false;
    std::vector<TileTypeId> drawOrder;
    bool endMarker = false; // "#END": the pack is empty after the draw order, final scoring runs
    std::optional<int> endTurn; // gameAnnotations.endTurn: final scoring after that turn
    std::vector<std::string> assertions;
    // Keys JCZ writes that the oracle does not use (clocks, ids, other expansions' rules), each
    // named once: "appVersion", "setup.rules.barn-placement", "replay[].clock".
    std::vector<std::string> ignored;
};

} // namespace carcassonne::gamelog
