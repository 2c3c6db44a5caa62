#include "fuzz_command.hpp"

#include "compare_option.hpp"
#include "engine_options.hpp"
#include "exit_codes.hpp"
#include "expansion_option.hpp"
#include "file_roles.hpp"
#include "fuzz_reports.hpp"
#include "fuzz_resume.hpp"
#include "interrupts.hpp"
#include "known_names.hpp"
#include "number_option.hpp"
#include "output_files.hpp"
#include "protocol/fuzz.hpp"
#include "report/reporter.hpp"
#include "shard.hpp"
#include "suite_options.hpp"
#include "whole_number.hpp"

#include <algorithm>
#include <array>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <tuple>

namespace carcassonne::cli {

namespace {

// The exit code of a campaign stopped by a signal, as shells report one (128 + SIGINT).
constexpr int kInterrupted = 130;

// "N" or "A-B" with 2 <= A <= B <= 6.
std::optional<std::pair<int, int>> playerRange(const std::string& text) {
    const auto dash = text.find('-');
    const auto low = wholeNumber(std::string_view(text).substr(0, dash));
    const auto high =
        dash == std::string::npos ? low : wholeNumber(std::string_view(text).substr(dash + 1));
    if (!low || !high || *low < 2 || *high > 6 || *low > *high) return std::nullopt;
    return std::pair{*low, *high};
}

// "1 game", "3 games".
std::string count(std::size_t n, const std::string& noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// Whether --out names a file (FILE.yaml), not a folder.
bool outIsFile(const std::string& out) {
    const std::string extension = std::filesystem::path(out).extension().string();
    return extension == ".yaml" || extension == ".yml";
}

// Where the k-th divergence (counting from 0), of game `game`, is written: under the folder
// --out names, game-G.yaml (unique across shards and resumed segments); or, when --out names a
// .yaml file, that file, then its stem with -2, -3 ...
std::string outFile(const std::string& out, std::size_t k, int game) {
    const std::filesystem::path p(out);
    if (!outIsFile(out)) return (p / ("game-" + std::to_string(game) + ".yaml")).string();
    const std::string extension = p.extension().string();
    if (k == 0) return out;
    return (p.parent_path() / (p.stem().string() + "-" + std::to_string(k + 1) + extension))
        .string();
}

// The campaign's options for the protocol layer, or why they are not valid.
std::variant<protocol::FuzzOptions, std::string> campaignOptions(const FuzzOptions& o) {
    auto usage = [](const std::string& message) { return message; };
    protocol::FuzzOptions options;
    options.drive.engine = o.engine;
    options.drive.timeout = std::chrono::milliseconds(o.timeoutMs);
    options.drive.startTimeout = std::chrono::milliseconds(o.startTimeoutMs);
    options.drive.compare = compareLevelOf(o.compare);
    options.drive.freshEngine = o.freshEngine;
    options.jobs = o.jobs;
    options.games = o.games;
    options.seed = o.seed;
    options.maxTurns = o.maxTurns;
    options.probeRate = o.probeRate;
    options.shrinkFirst = o.shrinkFirst;
    options.shrinkBudget = std::chrono::milliseconds(static_cast<long long>(o.shrinkBudget * 1000));
    options.shrinkRestarts = o.shrinkRestarts;
    options.maxDivergences = o.maxDivergences;
    const auto shard = shardOf(o.shard);
    if (const auto* error = std::get_if<std::string>(&shard)) return usage(*error);
    if (const auto& k = std::get<ShardChoice>(shard).shard)
        std::tie(options.shardIndex, options.shardCount) = *k;
    for (const auto& e : o.editions) {
        const auto edition = editionFromString(e);
        if (!edition) return usage("unknown edition '" + e + "' (C1, C2, C3 or C3.1)");
        options.narrowing.editions.push_back(*edition);
    }
    const auto expansions = expansionsNamed(o.expansions);
    if (const auto* why = std::get_if<std::string>(&expansions)) return usage(*why);
    options.narrowing.expansions = std::get<std::optional<ExpansionSet>>(expansions);
    if (!o.players.empty()) {
        const auto range = playerRange(o.players);
        if (!range)
            return usage("--players expects N or A-B with 2 <= A <= B <= 6, found '" + o.players +
                         "'");
        std::tie(options.narrowing.minPlayers, options.narrowing.maxPlayers) = *range;
    }
    return options;
}

// Prints a divergence on `out` (the log) and writes its scenario to `file` (never to the log: a
// whole game is thousands of lines); false when the file cannot be written.
bool report(std::ostream& out, const protocol::FuzzDivergence& d, const std::string& file) {
    out << "divergence in game " << d.game << " (" << d.description << "), "
        << protocol::shrinkText(d) << "\n";
    if (d.shrunk)
        for (const auto& f : d.run.findings) {
            out << "  action " << f.pos.line << ": error[" << f.code << "]: " << f.message << "\n";
            for (const auto& detail : f.details)
                out << "      " << detail << "\n";
        }
    std::error_code ignored; // a folder that cannot be made shows as the file not written
    if (const auto folder = std::filesystem::path(file).parent_path(); !folder.empty())
        std::filesystem::create_directories(folder, ignored);
    if (const auto error = formats::writeFile(file, d.yaml)) {
        reportCannotWrite(*error);
        return false;
    }
    out << "scenario written to " << file << "\n" << std::flush;
    return true;
}

} // namespace

std::optional<std::string> campaignOptionsError(const FuzzOptions& options) {
    const auto built = campaignOptions(options);
    if (const auto* why = std::get_if<std::string>(&built)) return *why;
    return std::nullopt;
}

CLI::App* addFuzzCommand(CLI::App& app, FuzzOptions& o) {
    auto* fuzz = app.add_subcommand(
        "fuzz", "Play seeded random games against an engine, aimed at what it declares, with "
                "illegal-move probes; report every divergence, each shrunk to a scenario");
    fuzz->add_option("--engine", o.engine, "The engine's command line (run with /bin/sh -c)");
    fuzz->add_option("--games", o.games, "Number of games")
        ->check(wholeNumberIn(1, kMaxFuzzGames))
        ->capture_default_str();
    fuzz->add_option("--seed", o.seed, "Seed of the run (game g has a seed of its own)")
        ->check(seedNumber())
        ->capture_default_str();
    fuzz->add_option("--shard", o.shard, "Play the games of shard K of N (K/N)");
    // The range a resume point is checked against too (fuzz_resume.cpp), where -1 stands for no
    // --max-turns (the whole stack).
    fuzz->add_option("--max-turns", o.maxTurns, "Tiles drawn per game (default: the whole stack)")
        ->check(wholeNumberIn(0, kMaxFuzzTurns));
    addTimeoutOptions(*fuzz, o.timeoutMs, o.startTimeoutMs);
    fuzz->add_option("--out", o.out,
                     "The folder for the divergences' scenarios (game-G.yaml each), or a file "
                     "FILE.yaml for the first (FILE-2.yaml, FILE-3.yaml... the next ones)")
        ->capture_default_str();
    fuzz->add_option("--edition", o.editions,
                     "Play only this edition (repeatable; default: each the engine declares)")
        ->check(editionName());
    addExpansionOption(*fuzz, o.expansions,
                       "Play with exactly these expansions (repeatable; none: the base game; "
                       "default: all the engine declares)");
    fuzz->add_option("--players", o.players, "Players per game: N or A-B (default: 2-6)");
    fuzz->add_option("--probe-illegal", o.probeRate,
                     "The chance of an illegal-move probe before each move (0: none)")
        ->check(numberIn(0.0, 1.0))
        ->capture_default_str();
    fuzz->add_option("--shrink-first", o.shrinkFirst,
                     "Shrink only the first N divergences (default: every one; the others are "
                     "written whole)")
        ->check(wholeNumberIn(0, kMaxFuzzGames));
    fuzz->add_option("--shrink-budget", o.shrinkBudget,
                     "Seconds shrinking one divergence may take; then the smallest scenario "
                     "found stands")
        ->check(numberIn(0.0, kMaxShrinkSeconds))
        ->capture_default_str();
    fuzz->add_option("--shrink-restarts", o.shrinkRestarts,
                     "Engine restarts shrinking one divergence may take (a candidate that "
                     "crashes the engine costs one); then the smallest scenario found stands")
        ->check(wholeNumberIn(0, kMaxShrinkRestarts))
        ->capture_default_str();
    fuzz->add_option("--max-divergences", o.maxDivergences,
                     "Stop the campaign after N divergences (0: play every game)")
        ->check(wholeNumberIn(0, kMaxFuzzGames))
        ->capture_default_str();
    fuzz->add_option("--resume", o.resume,
                     "Continue the interrupted campaign of this resume point (its options are "
                     "the campaign's)");
    fuzz->add_option("--resume-file", o.resumeFile,
                     "Where SIGINT or SIGTERM writes the resume point")
        ->capture_default_str();
    addCompareOption(*fuzz, o.compare);
    addJobsOption(*fuzz, o.jobs, "Games played at once, each job on an engine of its own");
    addFreshEngineOption(*fuzz, o.freshEngine);
    addFuzzReportOptions(*fuzz, o);
    fuzz->final_callback([fuzz, &o] {
        o.resumeFileGiven = fuzz->count("--resume-file") > 0;
        o.jobsGiven = fuzz->count("--jobs") > 0;
        o.freshEngineGiven = fuzz->count("--fresh-engine") > 0;
        // These may come with --resume (the resume point's --jobs and --fresh-engine give way
        // to those given); any other option belongs to the campaign, whose resume point holds it.
        static constexpr std::array<std::string_view, 6> kNotCampaign{
            "--resume", "--resume-file", "--help", "--no-progress", "--jobs", "--fresh-engine"};
        for (const auto* option : fuzz->get_options())
            if (option->count() > 0 && std::find(kNotCampaign.begin(), kNotCampaign.end(),
                                                 option->get_name()) == kNotCampaign.end())
                o.campaignGiven = true;
    });
    return fuzz;
}

namespace {

// A finished campaign's resume point (or one another point carries on): resumed, it would play
// its last segment again over the outputs.
// False (the message printed) when it cannot be written.
bool markFinished(const std::string& file, const FuzzOptions& options,
                  const FuzzProgress& progress) {
    if (const auto error = writeResumePoint(file, {true, options, progress})) {
        reportCannotWrite(*error);
        return false;
    }
    return true;
}

} // namespace

int fuzzCommand(const FuzzOptions& given) {
    std::signal(SIGPIPE, SIG_IGN); // a dying engine is a CRASH, not the end of the fuzzer
    FuzzOptions o = given;
    FuzzProgress progress;
    if (!given.resume.empty()) {
        if (given.campaignGiven) {
            std::cerr << "carcassonne-oracle: --resume continues a campaign with its own options "
                         "(only --jobs, --fresh-engine, --resume-file and --no-progress may come "
                         "with it); give --resume FILE alone\n";
            return UsageError;
        }
        auto point = readResumePoint(given.resume);
        if (const auto* why = std::get_if<std::string>(&point)) {
            std::cerr << "carcassonne-oracle: " << *why << "\n";
            return InputError;
        }
        auto& resumed = std::get<FuzzResumePoint>(point);
        if (resumed.finished) {
            std::cerr << "carcassonne-oracle: " << given.resume << ": the campaign is finished ("
                      << resumed.progress.played << " games played): nothing to resume\n";
            return InputError;
        }
        o = resumed.options;
        // The resume point's, unless given again (another machine's cores, say).
        if (given.jobsGiven) o.jobs = given.jobs;
        if (given.freshEngineGiven) o.freshEngine = given.freshEngine;
        o.noProgress = given.noProgress;
        // Interrupted again: the same file moves on, unless --resume-file names another.
        o.resumeFile = given.resumeFileGiven ? given.resumeFile : given.resume;
        progress = std::move(resumed.progress);
        std::cout << "resuming at game " << progress.nextGame << " (" << progress.played
                  << " games played, " << progress.divergences.size() << " divergences)\n";
    } else if (o.engine.empty()) {
        std::cerr << "carcassonne-oracle: fuzz needs --engine CMD (or --resume FILE)\n";
        return UsageError;
    }
    auto built = campaignOptions(o);
    if (const auto* why = std::get_if<std::string>(&built)) {
        std::cerr << "carcassonne-oracle: " << *why << "\n";
        return UsageError;
    }
    FileRoles roles;
    // The resume point is read, then written again by an interrupt (by design, the same file).
    if (!given.resume.empty()) roles.reads(given.resume, "--resume", true);
    roles.writes(o.resumeFile, "--resume-file", true);
    // A folder of game-G.yaml files, named as divergences come: the folder itself is declared.
    if (outIsFile(o.out))
        roles.writes(o.out, "--out");
    else
        roles.writesFolder(o.out, "--out");
    for (const auto& r : o.reports)
        roles.writes(reportFormatAndFile(r).second, "--report " + r);
    if (const auto refused = roles.refusal()) return *refused;
    protocol::FuzzOptions& options = std::get<protocol::FuzzOptions>(built);
    // The shard as resolved (--shard auto reads this machine's job): what a resume must play.
    if (!o.shard.empty())
        o.shard = std::to_string(options.shardIndex) + "/" + std::to_string(options.shardCount);
    options.firstGame = progress.nextGame;
    const int before = static_cast<int>(progress.divergences.size());
    options.shrinkFirst = o.shrinkFirst < 0 ? -1 : std::max(0, o.shrinkFirst - before);
    if (o.maxDivergences > 0) options.maxDivergences = std::max(1, o.maxDivergences - before);

    const auto aimed = protocol::aimCampaign(options);
    if (const auto* refusal = std::get_if<protocol::FuzzRefusal>(&aimed)) {
        if (refusal->cannotStart) return reportEngineCannotStart(o.engine, *refusal->cannotStart);
        std::cerr << "carcassonne-oracle: nothing was run: " << refusal->message << "\n";
        return refusal->engineDown ? ExpectationsFailed : NothingRan;
    }

    const InterruptGuard interrupts;
    options.stopRequested = [] { return interruptRequested(); };
    FuzzReports reports(o, options, std::move(progress.runs));
    bool written = true;
    std::vector<std::string> files; // this command's divergences, in order
    auto found = [&](const protocol::FuzzDivergence& d) {
        const std::string file = outFile(o.out, progress.divergences.size(), d.game);
        written = report(reports.log(), d, file) && written;
        progress.divergences.push_back({d.game, d.detail, file});
        files.push_back(file);
    };
    const protocol::FuzzResult r =
        protocol::fuzz(options, std::get<protocol::FuzzAim>(aimed), reports.log(), found);
    if (r.cannotStart) return reportEngineCannotStart(o.engine, *r.cannotStart);
    progress.played += r.played;
    progress.unsupported += r.unsupported;
    progress.probes += r.probes;
    progress.notes += r.notes;
    const int end = r.stoppedAt ? *r.stoppedAt : o.games;
    progress.segments.push_back({options.firstGame, end, r.played, r.stoppedAt.has_value(), 0});
    progress.nextGame = end;
    // The reports say the campaign was resumed when it was: its segments, and every game of each.
    const std::vector<scenario::Segment> segments =
        progress.segments.size() > 1 ? progress.segments : std::vector<scenario::Segment>{};
    written = reports.write(r, files, segments, progress.divergences.size()) && written;
    progress.runs = reports.runs(r, files);
    if (!segments.empty()) std::cout << report::segmentsLine(segments) << "\n";

    if (r.stoppedAt) {
        std::cout << "interrupted before game " << progress.nextGame << ": "
                  << count(static_cast<std::size_t>(progress.played), "game") << ", "
                  << count(progress.divergences.size(), "divergence") << " so far\n";
        if (const auto error = writeResumePoint(o.resumeFile, {false, o, progress}))
            return reportCannotWrite(*error);
        // The point resumed from is carried on by the new one: it is done with.
        if (!given.resume.empty() && given.resume != o.resumeFile &&
            !markFinished(given.resume, o, progress))
            return CannotWrite;
        if (!written) return CannotWrite;
        std::cerr << "carcassonne-oracle: interrupted; continue with: carcassonne-oracle fuzz "
                     "--resume "
                  << o.resumeFile << "\n";
        return kInterrupted;
    }
    if (!given.resume.empty() && !markFinished(given.resume, o, progress)) return CannotWrite;
    if (!written) return CannotWrite;
    if (progress.played == 0) {
        // A shard with no games (K > --games).
        std::cout << "0 games played\n";
        std::cerr << "carcassonne-oracle: nothing was run\n";
        return NothingRan;
    }
    const std::string extra =
        (progress.unsupported ? std::to_string(progress.unsupported) + " unsupported, " : "") +
        count(static_cast<std::size_t>(progress.probes), "illegal-move probe");
    if (progress.divergences.empty() && progress.unsupported == progress.played) {
        // Every game drawn was one the engine declares it cannot play: no game was compared, so
        // the campaign proves nothing and must not read as green.
        std::cout << count(static_cast<std::size_t>(progress.played), "game")
                  << ", none the engine supports\n";
        // What was declined, not "see its handshake": fuzz draws only what the handshake
        // declares, so these games were declined later (new-game, setup...).
        std::cerr << "carcassonne-oracle: nothing was run: the engine declined every game drawn";
        if (r.unsupportedReasons.size() == 1)
            std::cerr << ": " << r.unsupportedReasons.front().first << "\n";
        else
            std::cerr << (r.unsupportedReasons.empty() ? "\n" : ":\n");
        for (const auto& [why, games] : r.unsupportedReasons)
            if (r.unsupportedReasons.size() > 1)
                std::cerr << "  " << count(static_cast<std::size_t>(games), "game") << ": " << why
                          << "\n";
        return NothingRan;
    }
    if (progress.divergences.empty()) {
        std::cout << count(static_cast<std::size_t>(progress.played), "game") << ", no divergence ("
                  << extra
                  << (progress.notes
                          ? ", " + count(static_cast<std::size_t>(progress.notes), "note") +
                                ": breakdown differences, see above; --compare breakdown "
                                "fails on them"
                          : "")
                  << ")\n";
        return Success;
    }
    std::cout << count(static_cast<std::size_t>(progress.played), "game") << ", "
              << count(progress.divergences.size(), "divergence") << " (" << extra << ")"
              << (r.stoppedAtMax
                      ? ", stopped after " +
                            count(static_cast<std::size_t>(o.maxDivergences), "divergence")
                      : "")
              << "\n";
    for (const FuzzFinding& d : progress.divergences)
        std::cout << "  game " << d.game << ": " << d.detail
                  << (d.file.empty() ? "" : " [" + d.file + "]") << "\n";
    return ExpectationsFailed;
}

} // namespace carcassonne::cli
