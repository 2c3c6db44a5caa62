#include "suite_options.hpp"

#include "exit_codes.hpp"
#include "input_errors.hpp"
#include "report/reporter.hpp"
#include "version.hpp"

#include <charconv>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>

namespace carcassonne::cli {

void addSuiteOptions(CLI::App& c, SuiteOptions& o) {
    c.add_option("paths", o.paths, "Scenario files or folders")->required();
    c.add_option("--edition", o.editions, "Only these editions (default: each scenario's own)")
        ->check(CLI::IsMember(namesOf<Edition>()));
    c.add_option("--filter", o.filters, "Only scenario ids matching (glob or substring)");
    c.add_option("--exclude", o.excludes, "Skip scenario ids matching (glob or substring)");
    c.add_option("--ruling", o.rulings, "Only scenarios that name this ruling id");
    c.add_option("--shard", o.shard, "Run shard K of N (K/N), stable across runs");
    c.add_option("--format", o.format, "Report format: human, tap, junit, json or github")
        ->check(CLI::IsMember({"human", "tap", "junit", "json", "github"}))
        ->capture_default_str();
    c.add_option("--output", o.output, "Write the report to this file");
    c.add_option("--expectations", o.expectations,
                 "Known statuses of runs (lines 'ID@EDITION STATUS'; PASS FAIL XFAIL ERROR SKIP)");
    c.add_flag("--fail-fast", o.failFast, "Stop at the first failure");
}

std::optional<std::pair<int, int>> parseShard(std::string_view text) {
    auto number = [](std::string_view digits) -> std::optional<int> {
        int value = 0;
        const auto* end = digits.data() + digits.size();
        const auto [stop, error] = std::from_chars(digits.data(), end, value);
        if (digits.empty() || digits.front() == '-' || error != std::errc() || stop != end)
            return std::nullopt;
        return value;
    };
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    const auto k = number(text.substr(0, slash));
    const auto n = number(text.substr(slash + 1));
    if (!k || !n || *n < 1 || *k < 1 || *k > *n) return std::nullopt;
    return std::pair{*k, *n};
}

std::variant<scenario::Selection, int> selectionOf(const SuiteOptions& o) {
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
            return reportInputError(
                {.file = o.expectations, .message = "cannot read the file", .lineAndColumn = true},
                "expectations");
        }
        const std::string text((std::istreambuf_iterator<char>(in)),
                               std::istreambuf_iterator<char>());
        auto parsed = scenario::parseKnownStatuses(text);
        if (auto* err = std::get_if<formats::InputError>(&parsed))
            return reportInputError(formats::inFile(*err, o.expectations), "expectations");
        selection.known = std::get<std::vector<scenario::KnownStatus>>(parsed);
        selection.knownFile = o.expectations;
    }
    return selection;
}

int writeReport(const SuiteOptions& o, const scenario::SuiteReport& report) {
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
