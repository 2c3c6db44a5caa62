#include "suite_options.hpp"

#include "exit_codes.hpp"
#include "formats/input_file.hpp"
#include "formats/join.hpp"
#include "input_errors.hpp"
#include "number_option.hpp"
#include "output_files.hpp"
#include "report/reporter.hpp"
#include "rules/ruling.hpp"
#include "shard.hpp"
#include "version.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace carcassonne::cli {

namespace {

constexpr std::size_t kMaxKnownStatusBytes = std::size_t{64} << 20; // 64 MiB

std::vector<std::string> rulingIds() {
    std::vector<std::string> out;
    for (const Ruling& r : allRulings())
        out.emplace_back(r.id);
    return out;
}

std::vector<std::string> formatNames() {
    return {kReportFormats.begin(), kReportFormats.end()};
}

// "junit:report.xml" -> {"junit", "report.xml"}; the format must be known and the file named.
std::optional<std::pair<std::string, std::string>> splitReport(const std::string& text) {
    const auto colon = text.find(':');
    if (colon == std::string::npos || colon + 1 == text.size()) return std::nullopt;
    return std::pair{text.substr(0, colon), text.substr(colon + 1)};
}

} // namespace

void addFormatOptions(CLI::App& c, SuiteOptions& o) {
    c.add_option("--format", o.format, "Report format: human, tap, junit, json, jsonl or github")
        ->check(oneOf(formatNames(), "format"))
        ->capture_default_str();
    c.add_option("--output,-o", o.output, "Write the report to this file");
}

std::optional<std::string> reportFileError(const std::string& option) {
    const auto split = splitReport(option);
    if (!split) return "expected FORMAT:FILE, found '" + option + "'";
    const auto& formats = kReportFormats;
    if (std::find(formats.begin(), formats.end(), split->first) == formats.end())
        return "unknown format '" + split->first + "' in '" + option + "'";
    return std::nullopt;
}

void addReportFilesOption(CLI::App& c, std::vector<std::string>& reports) {
    c.add_option("--report", reports,
                 "Also write a report FORMAT:FILE (repeatable), e.g. junit:report.xml; the "
                 "--format report stays on the console")
        ->check(CLI::Validator(
            [](std::string& value) -> std::string {
                const auto split = splitReport(value);
                if (!split) return "expected FORMAT:FILE, found '" + value + "'";
                std::string format = split->first;
                return oneOf(formatNames(), "format")(format);
            },
            "FORMAT:FILE"));
}

void addSuiteOptions(CLI::App& c, SuiteOptions& o) {
    c.add_option("paths", o.paths, "Scenario files or folders")->required();
    c.add_option("--edition", o.editions, "Only these editions (default: each scenario's own)")
        ->check(editionName());
    c.add_option("--filter", o.filters, "Only scenario ids matching (glob or substring)");
    c.add_option("--exclude", o.excludes, "Skip scenario ids matching (glob or substring)");
    // A typo in a ruling id would select nothing; it is refused instead.
    c.add_option("--ruling", o.rulings, "Only scenarios that name this ruling id")
        ->check(oneOf(rulingIds(), "ruling"));
    c.add_option("--shard", o.shard,
                 "Run shard K of N (K/N), stable across runs; auto or auto/N: from the scheduler "
                 "(GitLab CI_NODE_INDEX, Kubernetes JOB_COMPLETION_INDEX)");
    addFormatOptions(c, o);
    addReportFilesOption(c, o.reports);
    c.add_option("--expectations", o.expectations,
                 "Known statuses of runs (lines 'ID@EDITION STATUS'; PASS FAIL XFAIL ERROR SKIP)");
    c.add_option("--update-expectations", o.updateExpectations,
                 "Write or refresh a known-failure file from the results (read as --expectations "
                 "when that is not given)");
    c.add_flag("--strict-expectations", o.strictExpectations,
               "An --expectations line that matches no run is an error, not a warning");
    c.add_flag("--fail-fast", o.failFast,
               "Stop at the first failed run (files that do not load are all reported)");
    c.add_flag("--no-progress", o.noProgress,
               "No progress line on standard error (shown only when it is a terminal)");
    addJobsOption(c, o.jobs, "Runs done at once");
}

void addJobsOption(CLI::App& c, int& jobs, const std::string& what) {
    c.add_option("--jobs,-j", jobs,
                 what + " (default: the number of cores); the results and reports are the same, "
                        "in the same order, as with 1")
        ->check(wholeNumberIn(1, kMaxJobs));
}

std::variant<scenario::Selection, int> selectionOf(const SuiteOptions& o) {
    scenario::Selection selection;
    for (const auto& e : o.editions)
        selection.editions.push_back(*editionFromString(e));
    selection.filters = o.filters;
    selection.excludes = o.excludes;
    selection.rulings = o.rulings;
    const auto shard = shardOf(o.shard);
    if (const auto* error = std::get_if<std::string>(&shard)) {
        std::cerr << "carcassonne-oracle: " << *error << "\n";
        return UsageError;
    }
    selection.shard = std::get<ShardChoice>(shard).shard;
    std::string expectations = o.expectations;
    // --update-expectations FILE reads FILE when it exists (a new one starts empty); a folder, or
    // a file it cannot read, is refused before anything runs.
    if (!o.updateExpectations.empty()) {
        std::error_code ec;
        if (std::filesystem::is_directory(o.updateExpectations, ec))
            return reportInputError(
                {.file = o.updateExpectations, .message = "expected a file, found a folder"},
                "expectations");
    }
    if (expectations.empty() && !o.updateExpectations.empty()) {
        std::error_code ec;
        if (std::filesystem::exists(o.updateExpectations, ec) ||
            std::filesystem::is_symlink(o.updateExpectations, ec))
            expectations = o.updateExpectations;
    }
    if (!expectations.empty()) {
        auto read = formats::readInputFile(expectations, kMaxKnownStatusBytes);
        if (auto* e = std::get_if<formats::InputError>(&read))
            return reportInputError(*e, "expectations");
        auto parsed = scenario::parseKnownStatuses(std::get<std::string>(read));
        if (auto* err = std::get_if<formats::InputError>(&parsed))
            return reportInputError(formats::inFile(*err, expectations), "expectations");
        selection.known = std::get<std::vector<scenario::KnownStatus>>(parsed);
        selection.knownFile = expectations;
    }
    return selection;
}

namespace {

void writeFormat(std::ostream& out, std::string_view format, const scenario::SuiteReport& report,
                 const report::RunInfo& info) {
    if (format == "tap")
        report::writeTap(out, report, info);
    else if (format == "junit")
        report::writeJUnit(out, report, info);
    else if (format == "json")
        report::writeJson(out, report, info);
    else if (format == "jsonl")
        report::writeJsonl(out, report, info);
    else if (format == "github")
        report::writeGitHub(out, report);
    else
        report::writeHuman(out, report);
}

} // namespace

bool writeReportFile(const std::string& path, std::string_view format,
                     const scenario::SuiteReport& report, const report::RunInfo& info) {
    auto opened = formats::OutputFile::open(path);
    if (auto* error = std::get_if<formats::OutputError>(&opened)) {
        reportCannotWrite(*error);
        return false;
    }
    auto& file = std::get<formats::OutputFile>(opened);
    writeFormat(file.stream(), format, report, info);
    if (const auto error = file.commit()) {
        reportCannotWrite(*error);
        return false;
    }
    return true;
}

void declareReportFiles(FileRoles& roles, const SuiteOptions& o) {
    if (!o.expectations.empty()) roles.reads(o.expectations, "--expectations", true);
    // --update-expectations reads its own file and writes it back, by design.
    if (!o.updateExpectations.empty()) {
        roles.reads(o.updateExpectations, "--update-expectations", true);
        roles.writes(o.updateExpectations, "--update-expectations " + o.updateExpectations, true);
    }
    if (!o.output.empty()) roles.writes(o.output, "-o " + o.output);
    for (const auto& r : o.reports)
        roles.writes(reportFormatAndFile(r).second, "--report " + r);
}

std::pair<std::string, std::string> reportFormatAndFile(const std::string& option) {
    return *splitReport(option);
}

namespace {

// --update-expectations: the file's lines kept in place (comments, blanks, SKIP and PASS lines,
// lines that match nothing, FAIL and ERROR lines that still govern a failing run), the lines
// whose every governed run passed (XPASS) removed, then `ID FAIL` or `ID ERROR` appended for each
// run that failed or erred without a line expecting it.
bool updateExpectations(const std::string& path, const scenario::SuiteReport& report) {
    std::string text;
    if (std::ifstream in(path); in)
        text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    std::vector<scenario::KnownStatus> known;
    if (auto parsed = scenario::parseKnownStatuses(text);
        auto* k = std::get_if<std::vector<scenario::KnownStatus>>(&parsed))
        known = std::move(*k);

    std::map<int, bool> stillFails; // line -> whether a run it governs still fails
    std::vector<std::string> added;
    for (const auto& r : report.runs) {
        const scenario::KnownStatus* governing = scenario::findKnownStatus(known, r.id);
        if (governing) stillFails.try_emplace(governing->line, false);
        const bool failed = r.outcome == scenario::Outcome::Fail ||
                            r.outcome == scenario::Outcome::Error ||
                            r.outcome == scenario::Outcome::XFail;
        if (!failed) continue;
        // An XFAIL under another --expectations file failed or erred as that file said.
        const bool expected = governing && (governing->expected == r.outcome ||
                                            (r.outcome == scenario::Outcome::XFail &&
                                             (governing->expected == scenario::Outcome::Fail ||
                                              governing->expected == scenario::Outcome::Error)));
        if (expected)
            stillFails[governing->line] = true;
        else
            added.push_back(r.id + (r.outcome == scenario::Outcome::Error ? " ERROR" : " FAIL"));
    }
    std::set<int> removed;
    for (const auto& k : known)
        if ((k.expected == scenario::Outcome::Fail || k.expected == scenario::Outcome::Error) &&
            stillFails.contains(k.line) && !stillFails[k.line])
            removed.insert(k.line);

    std::string out;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number)
        if (!removed.contains(number)) out += line + "\n";
    for (const auto& a : added)
        out += a + "\n";
    return writeOutputFile(path, out) == Success;
}

} // namespace

bool LiveReports::open(const SuiteOptions& o) {
    auto openFile = [&](int index, const std::string& path) {
        auto opened = formats::OutputFile::open(path, formats::Writing::Live);
        if (auto* error = std::get_if<formats::OutputError>(&opened)) {
            reportCannotWrite(*error);
            return false;
        }
        auto& file =
            files_.emplace(index, std::move(std::get<formats::OutputFile>(opened))).first->second;
        streams_[index] = &file.stream();
        return true;
    };
    if (o.format == "jsonl") {
        if (o.output.empty())
            streams_[-1] = &std::cout;
        else if (!openFile(-1, o.output))
            return false;
    }
    for (std::size_t i = 0; i < o.reports.size(); ++i) {
        const auto [format, path] = *splitReport(o.reports[i]); // checked by the validator
        if (format == "jsonl" && !openFile(static_cast<int>(i), path)) return false;
    }
    return true;
}

void LiveReports::finished(const scenario::ScenarioRun& run) {
    for (const auto& [index, out] : streams_) {
        report::writeJsonlRun(*out, run);
        // Flushed line by line: whoever follows the report (tail -f FILE.partial) sees each run.
        if (auto file = files_.find(index); file != files_.end())
            file->second.flush();
        else
            out->flush();
    }
}

std::ostream* LiveReports::stream(int index) const {
    const auto found = streams_.find(index);
    return found == streams_.end() ? nullptr : found->second;
}

bool LiveReports::end(int index) {
    const auto file = files_.find(index);
    if (file == files_.end()) return true; // the console's: checked with standard output
    const auto error = file->second.commit();
    if (error) reportCannotWrite(*error);
    return !error;
}

void selectedRunIds(const std::vector<scenario::ScenarioFile>& files,
                    const scenario::Selection& selection, int jobs,
                    const std::function<void(const std::string&)>& listed,
                    std::vector<formats::InputError>& errors) {
    std::vector<std::size_t> chosen;
    for (std::size_t i = 0; i < files.size(); ++i)
        if (scenario::selected(files[i].id, selection)) chosen.push_back(i);
    // Each file read on a job, its ids handed on in order: listing is never slower than running.
    auto read = [&](std::size_t k, int) {
        const scenario::ScenarioFile& f = files[chosen[k]];
        std::variant<std::vector<std::string>, formats::InputError> out;
        auto loaded = scenario::loadScenarioFile(f.path, f.id);
        if (auto* s = std::get_if<scenario::Scenario>(&loaded)) {
            std::vector<std::string> ids;
            for (Edition e : scenario::selectedEditions(*s, selection))
                ids.push_back(f.id + "@" + std::string(toString(e)));
            out = std::move(ids);
        } else {
            out = std::get<formats::InputError>(std::move(loaded));
        }
        return out;
    };
    auto emit = [&](std::size_t, std::variant<std::vector<std::string>, formats::InputError>&& r) {
        if (auto* ids = std::get_if<std::vector<std::string>>(&r))
            for (const auto& id : *ids)
                listed(id);
        else
            errors.push_back(std::get<formats::InputError>(std::move(r)));
        return true;
    };
    scenario::orderedJobs(chosen.size(), jobs, read, emit);
}

long selectedFiles(const std::vector<scenario::ScenarioFile>& files,
                   const scenario::Selection& selection) {
    return static_cast<long>(std::count_if(files.begin(), files.end(), [&](const auto& f) {
        return scenario::selected(f.id, selection);
    }));
}

report::RunInfo runInfoOf(const SuiteOptions& o, std::string command) {
    report::RunInfo info;
    info.version = CARCASSONNE_ORACLE_VERSION;
    info.editions = o.editions;
    info.filters = o.filters;
    info.excludes = o.excludes;
    info.rulings = o.rulings;
    info.command = std::move(command);
    info.paths = o.paths;
    // selectionOf has refused a bad --shard already.
    const auto shard = shardOf(o.shard);
    if (const auto* chosen = std::get_if<ShardChoice>(&shard)) {
        info.shard = chosen->text;
        info.shardNumbers = chosen->shard;
    }
    return info;
}

int writeReport(const SuiteOptions& o, const scenario::SuiteReport& report,
                const report::RunInfo& info, LiveReports* live) {
    bool written = true;
    // A jsonl report already holds its runs: only its end is written.
    auto end = [&](int index, std::ostream& out) {
        report::writeJsonlEnd(out, report, info);
        return live->end(index);
    };
    if (std::ostream* out = live ? live->stream(-1) : nullptr)
        written = end(-1, *out);
    else if (o.output.empty())
        writeFormat(std::cout, o.format, report, info);
    else
        written = writeReportFile(o.output, o.format, report, info);
    for (std::size_t i = 0; i < o.reports.size(); ++i) {
        const auto [format, path] = *splitReport(o.reports[i]); // checked by the option's validator
        if (std::ostream* out = live ? live->stream(static_cast<int>(i)) : nullptr)
            written = end(static_cast<int>(i), *out) && written;
        else
            written = writeReportFile(path, format, report, info) && written;
    }

    if (!o.updateExpectations.empty())
        written = updateExpectations(o.updateExpectations, report) && written;

    const std::string& knownFile = o.expectations.empty() ? o.updateExpectations : o.expectations;
    for (const auto& k : report.unmatchedKnown)
        std::cerr << knownFile << ":" << k.line
                  << ":1: " << (o.strictExpectations ? "error" : "warning") << "[expectations]: '"
                  << k.pattern << "' matches no run\n";

    const report::Totals t = report::totals(report);
    // A report that could not be written is lost: that outweighs every result it would have told.
    if (!written) return CannotWrite;
    if (report.interrupted) {
        std::cerr << "carcassonne-oracle: interrupted; the report holds the runs that finished ("
                  << report::interruptedText(t) << ")\n";
        return Interrupted;
    }
    if (t.errors > 0) return InputError;
    if (o.strictExpectations && !report.unmatchedKnown.empty()) return InputError;
    if (t.failed > 0) return ExpectationsFailed;
    if (report.runs.empty()) {
        std::cerr << "carcassonne-oracle: nothing was selected or run (exit code " << NothingRan
                  << ")\n";
        return NothingRan;
    }
    // Nothing verified is not green: against an engine (drive, fuzz, and merge of their
    // reports), every run selected was UNSUPPORTED (an engine that declines them all) or SKIP, so
    // nothing was played. (`run` keeps 0 for a suite its own expectations file skips whole.)
    if (info.command != "run" && t.skipped == static_cast<int>(report.runs.size())) {
        std::vector<std::string> played;
        for (const auto& [outcome, n] : t.byStatus)
            if (n > 0) played.push_back(std::to_string(n) + " " + std::string(toString(outcome)));
        const std::string statuses = formats::join(played, ", ");
        std::cerr << "carcassonne-oracle: nothing was run: none of the " << report.runs.size()
                  << " runs selected was played (" << statuses
                  << "; the report says why) (exit code " << NothingRan << ")\n";
        return NothingRan;
    }
    return Success;
}

SuiteReporting::SuiteReporting(const SuiteOptions& options, report::RunInfo info, long files)
    : options_(options), info_(std::move(info)),
      progress_("runs", "failed", 0, progressWanted(options.noProgress)) {
    progress_.countParts("files", files);
    // The second interrupt: the reports of the files handed on so far, at once (the runs under
    // way are not waited for); nothing when the suite is over and write() has the reports.
    interrupts_.onSecondInterrupt([this] {
        return soFar_.whileHeld([this](const scenario::SuiteReport* report) {
            if (!report) return -1;
            progress_.finish();
            return writeReport(options_, *report, info_, &live_);
        });
    });
}

std::optional<int> SuiteReporting::open() {
    if (!live_.open(options_)) return CannotWrite;
    return std::nullopt;
}

void SuiteReporting::finished(const scenario::ScenarioRun& run) {
    // A jsonl report on the console starts its line where the progress line was.
    if (live_.stream(-1) == &std::cout) progress_.finish();
    live_.finished(run);
    progress_.step(scenario::verdictOf(run.outcome) == scenario::Verdict::Failed);
}

void SuiteReporting::fileFinished() {
    progress_.partDone();
}

int SuiteReporting::write(const scenario::SuiteReport& report) {
    interrupts_.noSaver();
    progress_.finish();
    return writeReport(options_, report, info_, &live_);
}

} // namespace carcassonne::cli
