#include "perft_command.hpp"

#include "exit_codes.hpp"
#include "protocol/perft.hpp"

#include <iostream>
#include <map>

namespace carcassonne::cli {

CLI::App* addPerftCommand(CLI::App& app, PerftOptions& o) {
    auto* perft = app.add_subcommand(
        "perft", "Count legal move sequences for a forced tile order (bisects move generation)");
    perft->add_option("--edition", o.edition, "Edition profile")
        ->check(CLI::IsMember(namesOf<Edition>()))
        ->capture_default_str();
    perft->add_option("--tiles", o.tiles, "The tiles drawn, in order (comma-separated)")
        ->required()
        ->delimiter(',');
    perft->add_option("--depth", o.depth, "Turns to play (default: one per tile)")
        ->check(CLI::Range(0, 98));
    perft->add_option("--players", o.players, "Number of players")
        ->check(CLI::Range(2, 6))
        ->capture_default_str();
    perft->add_option("--expansion", o.expansions, "Expansions in play (default: all)")
        ->check(CLI::IsMember(expansionToAddNames()));
    perft->add_flag("--divide", o.divide, "Count per first turn");
    return perft;
}

int perftCommand(const PerftOptions& o) {
    GameConfig config;
    config.rules = defaultRules(*editionFromString(o.edition));
    config.players = o.players;
    if (!o.expansions.empty()) {
        config.expansions = {};
        for (const auto& name : o.expansions)
            if (const auto e = expansionToAdd(name)) config.expansions.add(*e);
    }
    const TileCatalog& catalog = tileCatalog();
    std::vector<TileTypeId> tiles;
    std::map<TileTypeId, int> used{{catalog.geometryOf(catalog.startTile()), 1}};
    for (const auto& name : o.tiles) {
        const auto id = catalog.find(name);
        if (!id) {
            std::cerr << "carcassonne-oracle: unknown tile '" << name << "'\n";
            return UsageError;
        }
        const int pool = catalog.poolSize(*id, config.rules.edition, config.expansions);
        if (++used[catalog.geometryOf(*id)] > pool) {
            std::cerr << "carcassonne-oracle: " << name << ": the " << o.edition << " set has "
                      << pool << " of it (the start tile counts)\n";
            return UsageError;
        }
        tiles.push_back(*id);
    }
    const int depth = o.depth < 0 ? static_cast<int>(tiles.size()) : o.depth;
    if (depth > static_cast<int>(tiles.size())) {
        std::cerr << "carcassonne-oracle: --depth " << depth << " needs " << depth
                  << " tiles, found " << tiles.size() << "\n";
        return UsageError;
    }
    if (o.divide && depth == 0) {
        std::cerr << "carcassonne-oracle: --divide needs a depth of at least 1\n";
        return UsageError;
    }
    GameState start = newGame(config);
    (void)setupTile(start, catalog.startTile(), {0, 0}, Rotation{});
    if (!o.divide) {
        std::cout << protocol::perft(start, tiles, depth) << "\n";
        return Success;
    }
    std::uint64_t total = 0;
    for (const auto& b : protocol::perftDivide(start, tiles, depth)) {
        std::cout << b.firstTurn << ": " << b.count << "\n";
        total += b.count;
    }
    std::cout << "total: " << total << "\n";
    return Success;
}

} // namespace carcassonne::cli
