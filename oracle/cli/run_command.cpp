#include "run_command.hpp"

#include "exit_codes.hpp"
#include "report/reporter.hpp"
#include "scenario/suite.hpp"
#include "version.hpp"

#include <fstream>
#include <iostream>
#include <iterator>

namespace carcassonne::cli {

CLI::App* addRunCommand(CLI::App& app, RunOptions& o) {
    auto* run = app.add_subcommand("run", "Run scenario files and folders under their editions");
    run->add_option("paths", o.paths, "Scenario files or folders")->required();
    run->add_option("--edition", o.editions, "Only these editions (default: each scenario's own)")
        ->check(CLI::IsMember({"C1", "C2", "C3", "C3.1"}));
    run->add_option("--filter", o.filters, "Only scenario ids matching (glob or substring)");
    run->add_option("--exclude", o.excludes, "Skip scenario ids matching (glob or substring)");
    run->add_option("--ruling", o.rulings, "Only scenarios that name this ruling id");
    run->add_option("--shard", o.shard, "Run shard K of N (K/N), stable across runs");
    run->add_option("--format", o.format, "Report format: human, tap, junit, json or github")
        ->check(CLI::IsMember({"human", "tap", "junit", "json", "github"}))
        ->capture_default_str();
    run->add_option("--output", o.output, "Write the report to this file");
    run->add_option(
        "--expectations", o.expectations,
        "Known statuses of runs (lines 'ID@EDITION STATUS'; PASS FAIL XFAIL ERROR SKIP)");
    run->add_flag("--fail-fast", o.failFast, "Stop at the first failure");
    run->add_flag("--list", o.list, "List the selected scenario runs without running them");
    return run;
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
} // namespace

int runCommand(const RunOptions& o) {
    scenario::Selection selection;
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
    if (o.list) {
        std::vector<scenario::LoadError> errors;
        for (const auto& f : scenario::findScenarioFiles(o.paths, errors)) {
            if (!scenario::selected(f.id, selection)) continue;
            auto loaded = scenario::loadScenarioFile(f.path, f.id);
            if (auto* s = std::get_if<scenario::Scenario>(&loaded))
                for (Edition e : scenario::selectedEditions(*s, selection))
                    std::cout << f.id << "@" << toString(e) << "\n";
            else
                errors.push_back(std::get<scenario::LoadError>(loaded));
        }
        for (const auto& e : errors)
            std::cerr << e.toString() << "\n";
        return errors.empty() ? Success : InputError;
    }

    const scenario::SuiteReport report = scenario::runSuite(o.paths, selection, o.failFast);
    std::ofstream file;
    if (!o.output.empty()) {
        file.open(o.output);
        if (!file) {
            std::cerr << "carcassonne-oracle: cannot write " << o.output << "\n";
            return InputError;
        }
    }
    std::ostream& out = o.output.empty() ? std::cout : file;
    const report::RunInfo info{
        CARCASSONNE_ORACLE_VERSION, o.editions, o.filters, o.excludes, o.rulings, o.shard};
    if (o.format == "tap")
        report::writeTap(out, report, info);
    else if (o.format == "junit")
        report::writeJUnit(out, report, info);
    else if (o.format == "json")
        report::writeJson(out, report, info);
    else if (o.format == "github")
        report::writeGitHub(out, report);
    else
        report::writeHuman(out, report);
    const report::Totals t = report::totals(report);
    if (t.errors > 0) return InputError;
    if (t.failed > 0) return ExpectationsFailed;
    return Success;
}

} // namespace carcassonne::cli
