#include "game_config.hpp"

namespace carcassonne::scenario {

Result<GameConfig> gameConfig(Edition edition, const SwitchOverrides& switches,
                              ExpansionSet expansions, int players) {
    GameConfig config;
    config.rules = defaultRules(edition);
    for (const auto& [name, value] : switches)
        if (auto ok = setSwitch(config.rules, name, value); !ok) return ok.error();
    config.expansions = expansions;
    config.players = players;
    return config;
}

} // namespace carcassonne::scenario
