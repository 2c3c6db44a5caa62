// JSON Lines for programs that follow a run as it goes: one line per run as it finishes (flushed),
// `{"type": "result", ...}` with the fields of a `json` result record, then one line per file that
// did not load (`"type": "loadError"`) and a last line `{"type": "summary", ...}` with the tool,
// its version and the `json` summary's counts.

#include "json_records.hpp"

#include <ostream>

namespace carcassonne::report {

namespace {
void writeLine(std::ostream& out, nlohmann::ordered_json record) {
    // Invalid UTF-8 in a scenario file's text becomes U+FFFD rather than an exception.
    out << record.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
    out.flush();
}

nlohmann::ordered_json typed(const char* type, const nlohmann::ordered_json& fields) {
    nlohmann::ordered_json record = {{"type", type}};
    for (auto it = fields.begin(); it != fields.end(); ++it)
        record[it.key()] = it.value();
    return record;
}
} // namespace

void writeJsonlRun(std::ostream& out, const scenario::ScenarioRun& run) {
    writeLine(out, typed("result", jsonResult(run)));
}

void writeJsonlEnd(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info) {
    for (const auto& e : report.loadErrors)
        writeLine(out, typed("loadError", jsonLoadError(e)));
    nlohmann::ordered_json head = {
        {"tool", "carcassonne-oracle"}, {"version", info.version},
        {"command", info.command},      {"campaign", jsonCampaign(info)},
        {"shard", jsonShard(info)},     {"interrupted", report.interrupted}};
    const nlohmann::ordered_json summary = jsonSummary(report);
    for (auto it = summary.begin(); it != summary.end(); ++it)
        head[it.key()] = it.value();
    addCampaignParts(head, report);
    writeLine(out, typed("summary", head));
}

void writeJsonl(std::ostream& out, const scenario::SuiteReport& report, const RunInfo& info) {
    for (const auto& r : report.runs)
        writeJsonlRun(out, r);
    writeJsonlEnd(out, report, info);
}

} // namespace carcassonne::report
