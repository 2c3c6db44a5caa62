#pragma once
// The records the `json` and `jsonl` formats share, so that a run reads the same in both.

#include "reporter.hpp"

#include <nlohmann/json.hpp>

namespace carcassonne::report {

// A run: id, file, title, edition, status, rulings, time and findings.
nlohmann::ordered_json jsonResult(const scenario::ScenarioRun& run);
// A file that did not load: file, line, column and message.
nlohmann::ordered_json jsonLoadError(const formats::InputError& error);
// The totals: runs, passed, failed, errors, loadErrors, skipped, xfail, notRun and statuses.
nlohmann::ordered_json jsonSummary(const scenario::SuiteReport& report);
// What made the results (`merge` compares it): the paths given and the campaign's options.
nlohmann::ordered_json jsonCampaign(const RunInfo& info);
// The keys of a campaign that stopped early or was resumed: "stoppedEarly" and "segments"
// (firstGame, endGame, played, interrupted, and shard in a merged report), only when there is one.
void addCampaignParts(nlohmann::ordered_json& doc, const scenario::SuiteReport& report);
// {"index": K, "count": N}, or null for a whole campaign.
nlohmann::ordered_json jsonShard(const RunInfo& info);

} // namespace carcassonne::report
