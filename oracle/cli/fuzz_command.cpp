#include "fuzz_command.hpp"

#include "engine_options.hpp"
#include "exit_codes.hpp"
#include "protocol/fuzz.hpp"
#include "suite_options.hpp"

#include <csignal>
#include <fstream>
#include <iostream>
#include <tuple>

namespace carcassonne::cli {

CLI::App* addFuzzCommand(CLI::App& app, FuzzOptions& o) {
    auto* fuzz = app.add_subcommand(
        "fuzz", "Play seeded random games against an engine; shrink the first divergence");
    fuzz->add_option("--engine", o.engine, "The engine's command line (run with /bin/sh -c)")
        ->required();
    fuzz->add_option("--games", o.games, "Number of games")
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    fuzz->add_option("--seed", o.seed, "Seed of the run (game g has a seed of its own)")
        ->capture_default_str();
    fuzz->add_option("--shard", o.shard, "Play the games of shard K of N (K/N)");
    fuzz->add_option("--max-turns", o.maxTurns, "Tiles drawn per game (default: the whole stack)");
    fuzz->add_option("--timeout-ms", o.timeoutMs, "Time the engine has for each reply")
        ->check(CLI::Range(1, 3600000))
        ->capture_default_str();
    fuzz->add_option("--out", o.out, "Write the shrunk diverging scenario to this file");
    addJobsOption(*fuzz, o.jobs, "Games played at once, each job on an engine of its own");
    addFreshEngineOption(*fuzz, o.freshEngine);
    return fuzz;
}

int fuzzCommand(const FuzzOptions& o) {
    std::signal(SIGPIPE, SIG_IGN); // a dying engine is a CRASH, not the end of the fuzzer
    protocol::FuzzOptions options;
    options.drive.engine = o.engine;
    options.drive.timeout = std::chrono::milliseconds(o.timeoutMs);
    options.games = o.games;
    options.seed = o.seed;
    options.maxTurns = o.maxTurns;
    options.jobs = o.jobs;
    options.drive.freshEngine = o.freshEngine;
    if (!o.shard.empty()) {
        const auto shard = parseShard(o.shard);
        if (!shard) {
            std::cerr << "carcassonne-oracle: --shard expects K/N with 1 <= K <= N, found '"
                      << o.shard << "'\n";
            return UsageError;
        }
        std::tie(options.shardIndex, options.shardCount) = *shard;
    }
    const protocol::FuzzResult r = protocol::fuzz(options, std::cout);
    if (r.cannotStart) return reportEngineCannotStart(o.engine, *r.cannotStart);
    if (r.played == 0) {
        // A shard with no games (K > --games).
        std::cout << "0 games played\n";
        std::cerr << "carcassonne-oracle: nothing was run\n";
        return NothingRan;
    }
    if (!r.divergence && r.unsupported == r.played) {
        // Every game drawn was one the engine declares it cannot play: no game was compared, so
        // the campaign proves nothing and must not read as green.
        std::cout << r.played << " games, none the engine supports\n";
        std::cerr << "carcassonne-oracle: nothing was run (the engine supports none of the games "
                     "drawn: see its handshake)\n";
        return NothingRan;
    }
    if (!r.divergence) {
        std::cout << r.played << " games, no divergence"
                  << (r.unsupported ? " (" + std::to_string(r.unsupported) + " unsupported)" : "")
                  << "\n";
        return Success;
    }
    const auto& d = *r.divergence;
    std::cout << "divergence in game " << d.game << " (" << d.description << "), shrunk from "
              << d.fullActions << " to " << d.shrunk.actions.size() << " actions, "
              << d.shrunk.players.size() << " players, " << d.shrunk.setup.tiles.size()
              << " set-up tiles\n";
    for (const auto& f : d.run.findings) {
        std::cout << "  action " << f.pos.line << ": error[" << f.code << "]: " << f.message
                  << "\n";
        for (const auto& detail : f.details)
            std::cout << "      " << detail << "\n";
    }
    if (!o.out.empty()) {
        std::ofstream file(o.out);
        if (!(file << d.yaml)) {
            std::cerr << "carcassonne-oracle: cannot write " << o.out << "\n";
            return InputError;
        }
        std::cout << "scenario written to " << o.out << "\n";
    } else {
        std::cout << d.yaml;
    }
    return ExpectationsFailed;
}

} // namespace carcassonne::cli
