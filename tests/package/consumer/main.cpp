// Plays one seeded game through the installed library and prints the final scores.
#include <carcassonne-oracle/rules/rules.hpp>

#include <iostream>

int main() {
    carcassonne::RandomGameOptions options;
    options.config.rules = carcassonne::defaultRules(carcassonne::Edition::C3);
    options.seed = 7;
    const auto state = carcassonne::playRandomGame(options);
    std::cout << "phase " << carcassonne::toString(state.phase) << "\n";
    return state.phase == carcassonne::Phase::Over ? 0 : 1;
}
