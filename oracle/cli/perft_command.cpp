#include "perft_command.hpp"

#include "exit_codes.hpp"
#include "expansion_option.hpp"
#include "known_names.hpp"
#include "number_option.hpp"
#include "progress.hpp"
#include "protocol/perft.hpp"
#include "rule_options.hpp"
#include "scenario/game_config.hpp"
#include "scenario/replay.hpp"
#include "scenario_input.hpp"
#include "suite_options.hpp"

#include <chrono>
#include <iostream>
#include <optional>
#include <unistd.h>
#include <variant>

namespace carcassonne::cli {

CLI::App* addPerftCommand(CLI::App& app, PerftOptions& o) {
    auto* perft = app.add_subcommand(
        "perft", "Count legal move sequences for a forced tile order (bisects move generation)");
    perft->add_option("file", o.file,
                      "Scenario to start from (default: the start tile alone); its remaining "
                      "draw/place/discard actions give the tile order");
    addPlayedFirstOptions(*perft, o.turn, o.action);
    perft
        ->add_option("--edition", o.edition,
                     "Edition profile (default: C3, or the scenario's first)")
        ->check(editionName());
    addRuleOption(*perft, o.rules);
    perft
        ->add_option("--tiles", o.tiles,
                     "The tiles drawn, in order (comma-separated); replaces the scenario's")
        ->delimiter(',');
    perft->add_option("--depth", o.depth, "Turns to play (default: one per tile)")
        ->check(wholeNumberIn(0, 98));
    perft->add_option("--players", o.players, "Number of players (not with a scenario)")
        ->check(wholeNumberIn(2, 6))
        ->capture_default_str();
    auto* expansion = addExpansionOption(
        *perft, o.expansions,
        "Expansions in play (default: all; none: the base game; not with a scenario)");
    perft->add_flag("--base-only", o.baseOnly, "The base game alone (no expansion)")
        ->excludes(expansion);
    perft->add_flag("--divide", o.divide, "Count per first turn");
    perft->add_flag("--no-progress", o.noProgress,
                    "No progress line on standard error (shown only when it is a terminal)");
    addJobsOption(*perft, o.jobs, "Threads counting the first turns' subtrees");
    perft->add_flag("--speed", o.speed,
                    "Print nodes per second on standard error (done anyway when standard output "
                    "is a terminal)");
    return perft;
}

namespace {

struct Start {
    GameState state;
    std::vector<TileTypeId> tiles;   // the scenario's remaining tiles
    std::optional<TileTypeId> drawn; // drawn and not yet placed at the position
    std::string where = "the start position";
};

// The position after the first `turn` actions of the scenario, and the tiles its remaining
// actions place or discard (a tile drawn and never placed included); or the exit code.
std::variant<Start, int> scenarioStart(const PerftOptions& o) {
    if (!o.expansions.empty() || o.baseOnly || o.players != 2) {
        std::cerr << "carcassonne-oracle: --players, --expansion and --base-only come from the "
                     "scenario\n";
        return UsageError;
    }
    auto input = loadScenarioInput(o.file, o.edition);
    if (auto* code = std::get_if<int>(&input)) return *code;
    auto [s, edition] = std::get<ScenarioInput>(std::move(input));
    for (auto& rule : ruleOverrides(o.rules))
        s.rules.push_back(std::move(rule)); // after the scenario's own: the option wins
    const auto toPlay = entriesToPlay(o.file, s, edition, o.turn, o.action, 0);
    if (auto* code = std::get_if<int>(&toPlay)) return *code;
    const std::size_t actions = std::get<std::size_t>(toPlay);
    auto replayed = replayTo(o.file, s, edition, actions, o.turn >= 0 ? "--turn" : "--action");
    if (auto* code = std::get_if<int>(&replayed)) return *code;
    const scenario::ReplayTrace& trace = std::get<scenario::ReplayTrace>(replayed);
    const scenario::ReplayStep* at = scenario::stepAfter(trace, actions);
    Start start{at ? at->state : trace.start,
                {},
                at ? at->drawn : std::nullopt,
                o.file + " after " + std::to_string(actions) + " actions, " +
                    std::string(toString(edition))};
    std::optional<TileTypeId> pending = start.drawn;
    for (const scenario::ReplayStep& step : trace.steps) {
        if (step.action < actions) continue;
        for (const Event& e : step.events) {
            if (const auto* p = std::get_if<TilePlaced>(&e)) start.tiles.push_back(p->tile);
            if (const auto* d = std::get_if<TileDiscarded>(&e)) start.tiles.push_back(d->tile);
        }
        pending = step.drawn;
    }
    if (pending) start.tiles.push_back(*pending); // drawn at the end of the file, never placed
    return start;
}

std::variant<Start, int> startPosition(const PerftOptions& o) {
    const std::string edition = o.edition.empty() ? "C3" : o.edition;
    const auto named = expansionsNamed(o.expansions);
    if (const auto* why = std::get_if<std::string>(&named)) {
        std::cerr << "carcassonne-oracle: " << *why << "\n";
        return UsageError;
    }
    ExpansionSet expansions = o.baseOnly ? ExpansionSet{} : ExpansionSet::all();
    if (const auto& set = std::get<std::optional<ExpansionSet>>(named)) expansions = *set;
    // The switches were checked by the option's validator.
    const GameConfig config = scenario::gameConfig(*editionFromString(edition),
                                                   ruleOverrides(o.rules), expansions, o.players)
                                  .value();
    Start start{newGame(config), {}, std::nullopt, "the start position, " + edition};
    (void)setupTile(start.state, rules::startTile(config), {0, 0}, Rotation{});
    return start;
}

// The --tiles list: the copies its tiles take in order (a letter any copy of its geometry, an id
// its own), each checked against the copies the position has left.
std::variant<std::vector<TileTypeId>, int> namedTiles(const PerftOptions& o, const Start& start) {
    const TileCatalog& catalog = tileCatalog();
    std::vector<TileName> names;
    for (const auto& name : o.tiles) {
        const auto tile = catalog.lookup(name);
        if (!tile) {
            std::cerr << "carcassonne-oracle: unknown tile '" << name << "'\n";
            return UsageError;
        }
        names.push_back(*tile);
    }
    if (start.drawn) {
        if (names.empty() ||
            catalog.geometryOf(names.front().tile) != catalog.geometryOf(*start.drawn)) {
            std::cerr << "carcassonne-oracle: the position has drawn "
                      << catalog.at(*start.drawn).name << ": --tiles must start with it\n";
            return UsageError;
        }
        names.front() = {*start.drawn, TileNaming::Id}; // the copy drawn, whichever --tiles named
    }
    auto copies = resolveTileCopies(start.state, names);
    if (!copies) {
        const bool used = copies.error().code == ErrorCode::TileExhausted;
        std::cerr << "carcassonne-oracle: --tiles: " << copies.error().message
                  << (used ? " (the tiles on the board count)" : "") << "\n";
        return UsageError;
    }
    return std::move(copies).value();
}

} // namespace

int perftCommand(const PerftOptions& o) {
    if (o.file.empty() && o.tiles.empty()) {
        std::cerr << "carcassonne-oracle: perft needs --tiles, or a scenario file\n";
        return UsageError;
    }
    if (o.file.empty() && (o.turn >= 0 || o.action >= 0)) {
        std::cerr << "carcassonne-oracle: --turn and --action need a scenario file\n";
        return UsageError;
    }
    auto started = o.file.empty() ? startPosition(o) : scenarioStart(o);
    if (auto* code = std::get_if<int>(&started)) return *code;
    Start& start = std::get<Start>(started);
    std::vector<TileTypeId> tiles = std::move(start.tiles);
    if (!o.tiles.empty()) {
        auto named = namedTiles(o, start);
        if (auto* code = std::get_if<int>(&named)) return *code;
        tiles = std::move(std::get<std::vector<TileTypeId>>(named));
    }
    // A turn already begun (magic or follower step) is the first turn and draws no tile.
    const bool midTurn = start.state.phase == Phase::Magic || start.state.phase == Phase::Follower;
    const int available = static_cast<int>(tiles.size()) + (midTurn ? 1 : 0);
    const int depth = o.depth < 0 ? available : o.depth;
    if (depth > available) {
        std::cerr << "carcassonne-oracle: --depth " << depth << " needs "
                  << depth - (midTurn ? 1 : 0) << " tiles, found " << tiles.size() << "\n";
        return UsageError;
    }
    if (o.divide && depth == 0) {
        std::cerr << "carcassonne-oracle: --divide needs a depth of at least 1\n";
        return UsageError;
    }
    const auto began = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    // On a terminal, a deep count shows its progress by first turn (their number is perft 1).
    const bool shown = progressWanted(o.noProgress) && depth >= 2;
    Progress progress("first turns", "",
                      shown ? static_cast<long>(protocol::perft(start.state, tiles, 1)) : 0, shown);
    const auto branches = protocol::perftDivide(
        start.state, tiles, depth, o.jobs, [&](const protocol::PerftBranch&) { progress.step(); });
    progress.finish();
    if (!o.divide) {
        for (const auto& b : branches)
            total += b.count;
        // depth 0 has no first turn: the one empty sequence.
        if (depth == 0) total = protocol::perft(start.state, tiles, 0);
        std::cout << total << "\n";
    } else {
        for (const auto& b : branches) {
            std::cout << b.firstTurn << ": " << b.count << "\n";
            total += b.count;
        }
        std::cout << "total: " << total << "\n";
    }
    if (o.speed || isatty(STDOUT_FILENO)) {
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
        std::cout.flush();
        std::cerr << "perft " << depth << " from " << start.where << ": " << total << " nodes in "
                  << seconds << " s, "
                  << static_cast<std::uint64_t>(seconds > 0 ? static_cast<double>(total) / seconds
                                                            : 0.0)
                  << " nodes/s\n";
    }
    return Success;
}

} // namespace carcassonne::cli
