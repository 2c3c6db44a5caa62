#include "drive_command.hpp"

#include "exit_codes.hpp"
#include "protocol/driver.hpp"
#include "report/reporter.hpp"
#include "version.hpp"

#include <csignal>
#include <fstream>
#include <iostream>
#include <iterator>

namespace carcassonne::cli {

CLI::App* addDriveCommand(CLI::App& app, DriveOptions& o) {
    auto* drive = app.add_subcommand(
        "drive", "Run scenario files and folders against an engine over the engine protocol");
    drive->add_option("--engine", o.engine, "The engine's command line (run with /bin/sh -c)")
        ->required();
    drive->add_option("paths", o.paths, "Scenario files or folders")->required();
    drive->add_option("--timeout-ms", o.timeoutMs, "Time the engine has for each reply")
        ->check(CLI::Range(1, 3600000))
        ->capture_default_str();
    drive->add_option("--edition", o.editions, "Only these editions (default: each scenario's own)")
        ->check(CLI::IsMember({"C1", "C2", "C3", "C3.1"}));
    drive->add_option("--filter", o.filters, "Only scenario ids matching (glob or substring)");
    drive->add_option("--exclude", o.excludes, "Skip scenario ids matching (glob or substring)");
    drive->add_option("--ruling", o.rulings, "Only scenarios that name this ruling id");
    drive->add_option("--shard", o.shard, "Run shard K of N (K/N), stable across runs");
    drive->add_option("--format", o.format, "Report format: human, tap, junit, json or github")
        ->check(CLI::IsMember({"human", "tap", "junit", "json", "github"}))
        ->capture_default_str();
    drive->add_option("--output", o.output, "Write the report to this file");
    drive->add_option("--expectations", o.expectations,
                      "Known statuses of runs (lines 'ID@EDITION STATUS'; PASS FAIL XFAIL ERROR "
                      "SKIP)");
    drive->add_option("--transcripts", o.transcripts,
                      "Save the protocol transcript of each failing run in this folder");
    drive->add_flag("--fail-fast", o.failFast, "Stop at the first failure");
    return drive;
}

namespace {

std::optional<std::pair<int, int>> parseShard(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) return std::nullopt;
    try {
        const int k = std::stoi(text.substr(0, slash));
        const int n = std::stoi(text.substr(slash + 1));
        if (n < 1 || k < 1 || k > n) return std::nullopt;
        return std::pair{k, n};
    } catch (...) {
        return std::nullopt;
    }
}

void write(std::ostream& out, const std::string& format, const scenario::SuiteReport& report,
           const report::RunInfo& info) {
    if (format == "tap")
        report::writeTap(out, report, info);
    else if (format == "junit")
        report::writeJUnit(out, report, info);
    else if (format == "json")
        report::writeJson(out, report, info);
    else if (format == "github")
        report::writeGitHub(out, report);
    else
        report::writeHuman(out, report);
}

} // namespace

int driveCommand(const DriveOptions& o) {
    // An engine that dies while we write to it must be a CRASH, not the end of the driver.
    std::signal(SIGPIPE, SIG_IGN);
    protocol::DriveSuiteOptions options;
    options.drive.engine = o.engine;
    options.drive.timeout = std::chrono::milliseconds(o.timeoutMs);
    options.failFast = o.failFast;
    options.transcripts = o.transcripts;
    scenario::Selection& selection = options.selection;
    for (const auto& e : o.editions)
        selection.editions.push_back(*editionFromString(e));
    selection.filters = o.filters;
    selection.excludes = o.excludes;
    selection.rulings = o.rulings;
    if (!o.shard.empty()) {
        selection.shard = parseShard(o.shard);
        if (!selection.shard) {
            std::cerr << "carcassonne-oracle: --shard expects K/N with 1 <= K <= N, found '"
                      << o.shard << "'\n";
            return UsageError;
        }
    }
    if (!o.expectations.empty()) {
        std::ifstream in(o.expectations);
        if (!in) {
            std::cerr << o.expectations << ":0:0: error[expectations]: cannot read the file\n";
            return InputError;
        }
        const std::string text((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
        auto parsed = scenario::parseKnownStatuses(text);
        if (auto* err = std::get_if<scenario::KnownStatusError>(&parsed)) {
            std::cerr << o.expectations << ":" << err->line
                      << ":1: error[expectations]: " << err->message << "\n";
            return InputError;
        }
        selection.known = std::get<std::vector<scenario::KnownStatus>>(parsed);
        selection.knownFile = o.expectations;
    }

    const scenario::SuiteReport report = protocol::driveSuite(o.paths, options);
    std::ofstream file;
    if (!o.output.empty()) {
        file.open(o.output);
        if (!file) {
            std::cerr << "carcassonne-oracle: cannot write " << o.output << "\n";
            return InputError;
        }
    }
    const report::RunInfo info{
        CARCASSONNE_ORACLE_VERSION, o.editions, o.filters, o.excludes, o.rulings, o.shard};
    write(o.output.empty() ? std::cout : file, o.format, report, info);
    const report::Totals t = report::totals(report);
    if (t.errors > 0) return InputError;
    if (t.failed > 0) return ExpectationsFailed;
    return Success;
}

} // namespace carcassonne::cli
