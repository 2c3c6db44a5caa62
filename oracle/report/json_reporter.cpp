// JSON for programs: the tool and its version, the selection, the totals, every run with its
// findings, and the files that did not load. Keys are stable; a status is one of
// scenario::Outcome's names (PASS, FAIL, ERROR, SKIP, XFAIL, XPASS, and with `drive` UNSUPPORTED,
// TIMEOUT, CRASH, PROTOCOL, ENGINE-ERROR). The summary's `errors` counts the files that did not
// load with the ERROR runs, as the human report does; `statuses` counts the runs of every status,
// zeros included.

#include "json_records.hpp"

#include <nlohmann/json.hpp>

#include <ostream>
#include <string>

namespace carcassonne::report {

using nlohmann::ordered_json;

namespace {
ordered_json jsonFindings(const std::vector<scenario::Finding>& list) {
    ordered_json findings = ordered_json::array();
    for (const auto& f : list)
        findings.push_back({{"line", f.pos.line},
                            {"column", f.pos.column},
                            {"code", f.code},
                            {"message", f.message},
                            {"details", f.details}});
    return findings;
}
} // namespace

ordered_json jsonResult(const scenario::ScenarioRun& r) {
    ordered_json out = {{"id", r.id},
                        {"file", r.file},
                        {"title", r.title},
                        {"edition", std::string(toString(r.edition))},
                        {"status", std::string(scenario::toString(r.outcome))},
                        {"rulings", r.rulings},
                        {"time", r.seconds},
                        {"findings", jsonFindings(r.findings)}};
    // Differences that did not fail the run (drive --compare outcome): only when there are any,
    // findings' shape.
    if (!r.notes.empty()) out["notes"] = jsonFindings(r.notes);
    return out;
}

ordered_json jsonLoadError(const formats::InputError& e) {
    return {{"file", e.file}, {"line", e.line}, {"column", e.column}, {"message", e.message}};
}

ordered_json jsonSummary(const scenario::SuiteReport& report) {
    const Totals t = totals(report);
    ordered_json statuses = ordered_json::object();
    for (const auto& [outcome, count] : t.byStatus)
        statuses[std::string(scenario::toString(outcome))] = count;
    return {{"runs", report.runs.size()},   {"passed", t.passed},
            {"failed", t.failed},           {"errors", t.errors},
            {"loadErrors", t.loadErrors},   {"skipped", t.skipped},
            {"xfail", t.expectedFailures},  {"notRun", t.notRun},
            {"filesNotRun", t.filesNotRun}, {"statuses", std::move(statuses)}};
}

ordered_json jsonCampaign(const RunInfo& info) {
    ordered_json campaign = {{"paths", info.paths}};
    for (const auto& [name, value] : info.campaign)
        campaign[name] = value;
    return campaign;
}

void addCampaignParts(ordered_json& doc, const scenario::SuiteReport& report) {
    if (!report.stoppedEarly.empty()) doc["stoppedEarly"] = report.stoppedEarly;
    if (report.segments.empty()) return;
    ordered_json segments = ordered_json::array();
    for (const scenario::Segment& s : report.segments) {
        ordered_json segment = {{"firstGame", s.firstGame},
                                {"endGame", s.endGame},
                                {"played", s.played},
                                {"interrupted", s.interrupted}};
        if (s.shard) segment["shard"] = s.shard;
        segments.push_back(std::move(segment));
    }
    doc["segments"] = std::move(segments);
}

ordered_json jsonShard(const RunInfo& info) {
    if (!info.shardNumbers) return nullptr;
    return {{"index", info.shardNumbers->first}, {"count", info.shardNumbers->second}};
}

void writeJson(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info) {
    ordered_json selection = {{"editions", info.editions},
                              {"filters", info.filters},
                              {"excludes", info.excludes},
                              {"rulings", info.rulings}};
    selection["shard"] = info.shard.empty() ? ordered_json(nullptr) : ordered_json(info.shard);

    ordered_json results = ordered_json::array();
    for (const auto& r : report.runs)
        results.push_back(jsonResult(r));
    ordered_json loadErrors = ordered_json::array();
    for (const auto& e : report.loadErrors)
        loadErrors.push_back(jsonLoadError(e));

    ordered_json doc = {{"tool", "carcassonne-oracle"},      {"version", info.version},
                        {"command", info.command},           {"campaign", jsonCampaign(info)},
                        {"shard", jsonShard(info)},          {"interrupted", report.interrupted},
                        {"selection", std::move(selection)}, {"summary", jsonSummary(report)},
                        {"results", std::move(results)},     {"loadErrors", std::move(loadErrors)}};
    addCampaignParts(doc, report);
    // Invalid UTF-8 in a scenario file's text becomes U+FFFD rather than an exception.
    out << doc.dump(2, ' ', false, ordered_json::error_handler_t::replace) << "\n";
}

} // namespace carcassonne::report
