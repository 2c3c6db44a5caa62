// Reading `json` reports back and merging the shards of a campaign (merge.hpp).

#include "merge.hpp"

#include "formats/join.hpp"
#include "formats/json_text.hpp"
#include "formats/utf8_text.hpp"
#include "json_records.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

namespace carcassonne::report {

using json = nlohmann::ordered_json;

namespace {

// A missing or mistyped key, found while reading: its JSON path.
struct BadKey {
    std::string path;
    std::string expected;
};

const json& at(const json& object, const std::string& key, const std::string& path) {
    if (!object.is_object() || !object.contains(key))
        throw BadKey{path + key, "a key '" + key + "'"};
    return object.at(key);
}

std::string text(const json& object, const std::string& key, const std::string& path) {
    const json& v = at(object, key, path);
    if (!v.is_string()) throw BadKey{path + key, "a string"};
    return v.get<std::string>();
}

std::vector<std::string> texts(const json& object, const std::string& key,
                               const std::string& path) {
    const json& v = at(object, key, path);
    if (!v.is_array()) throw BadKey{path + key, "a list of strings"};
    std::vector<std::string> out;
    for (const auto& e : v) {
        if (!e.is_string()) throw BadKey{path + key, "a list of strings"};
        out.push_back(e.get<std::string>());
    }
    return out;
}

int integer(const json& object, const std::string& key, const std::string& path) {
    const json& v = at(object, key, path);
    if (!v.is_number_integer()) throw BadKey{path + key, "an integer"};
    return v.get<int>();
}

scenario::Outcome outcomeOf(const std::string& name, const std::string& path) {
    for (scenario::Outcome o : scenario::kOutcomes)
        if (scenario::toString(o) == name) return o;
    throw BadKey{path, "a status (PASS, FAIL, ERROR, ...)"};
}

scenario::ScenarioRun runOf(const json& r, const std::string& path) {
    scenario::ScenarioRun run;
    run.id = text(r, "id", path);
    run.file = text(r, "file", path);
    run.title = text(r, "title", path);
    const auto edition = editionFromString(text(r, "edition", path));
    if (!edition) throw BadKey{path + "edition", "an edition (C1, C2, C3, C3.1)"};
    run.edition = *edition;
    run.outcome = outcomeOf(text(r, "status", path), path + "status");
    run.rulings = texts(r, "rulings", path);
    const json& time = at(r, "time", path);
    if (!time.is_number()) throw BadKey{path + "time", "a number"};
    run.seconds = time.get<double>();
    const json& findings = at(r, "findings", path);
    if (!findings.is_array()) throw BadKey{path + "findings", "a list"};
    for (std::size_t i = 0; i < findings.size(); ++i) {
        const std::string here = path + "findings[" + std::to_string(i) + "].";
        const json& f = findings[i];
        run.findings.push_back({{integer(f, "line", here), integer(f, "column", here)},
                                text(f, "code", here),
                                text(f, "message", here),
                                texts(f, "details", here)});
    }
    return run;
}

std::pair<int, int> lineAndColumn(const std::string& text, std::size_t offset) {
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

// What must be equal for two reports to be shards of one campaign, as text for messages.
std::string campaignOf(const RunInfo& i) {
    RunInfo plain = i;
    plain.shard.clear();
    plain.shardNumbers.reset();
    const json selection = {{"editions", i.editions},
                            {"filters", i.filters},
                            {"excludes", i.excludes},
                            {"rulings", i.rulings}};
    return "carcassonne-oracle " + i.version + " " + i.command + ", " + jsonCampaign(plain).dump() +
           ", selection " + selection.dump();
}

// The campaign's order: a fuzz game by its number, a suite run by its file. A scenario's runs are
// all in one shard (shards go by scenario id), in the order of its editions: a stable sort keeps
// it.
struct OrderKey {
    std::string file;
    long game = -1;
};
bool before(const OrderKey& a, const OrderKey& b) {
    if (a.game != b.game) return a.game < b.game;
    return std::filesystem::path(a.file) < std::filesystem::path(b.file);
}
OrderKey orderOf(const scenario::ScenarioRun& run, bool fuzz) {
    OrderKey key{run.file, -1};
    // A fuzz game's id is "fuzz/game-G@EDITION" (protocol/fuzz.cpp).
    constexpr std::string_view game = "fuzz/game-";
    if (fuzz && run.id.starts_with(game)) key.game = std::atol(run.id.c_str() + game.size());
    return key;
}

// Why a shard's report does not hold what it says it holds, if it does not: its runs against its
// own summary (a report rewritten with part of its runs, as a resumed fuzz of an older oracle
// wrote), and a fuzz shard's games against the campaign's: each of its shard, none missing but
// those it counts as not run.
std::optional<std::string> inconsistency(const ShardReport& s) {
    const std::size_t runs = s.report.runs.size();
    if (s.summaryRuns != static_cast<int>(runs))
        return s.file + " holds " + std::to_string(runs) + " runs but its summary counts " +
               std::to_string(s.summaryRuns) + ": the report lost runs";
    std::map<std::string, int> statuses;
    for (const auto& run : s.report.runs)
        ++statuses[std::string(scenario::toString(run.outcome))];
    for (const auto& [status, count] : s.summaryStatuses)
        if (statuses[status] != count)
            return s.file + " holds " + std::to_string(statuses[status]) + " " + status +
                   " runs but its summary counts " + std::to_string(count);
    if (s.info.command != "fuzz") return std::nullopt;
    long games = -1;
    for (const auto& [name, value] : s.info.campaign)
        if (name == "games") games = std::atol(value.c_str());
    if (games < 0) return std::nullopt;
    const auto [k, n] = s.info.shardNumbers.value_or(std::pair{1, 1});
    std::set<long> seen;
    for (const auto& run : s.report.runs) {
        const long g = orderOf(run, true).game;
        if (g < 0 || g >= games || g % n != k - 1)
            return s.file + ": " + run.id + " is not a game of " +
                   (s.info.shardNumbers ? "shard " + s.info.shard : std::string("the campaign")) +
                   " (games 0 to " + std::to_string(games - 1) +
                   (n > 1 ? ", g mod " + std::to_string(n) + " = " + std::to_string(k - 1) : "") +
                   ")";
        if (!seen.insert(g).second) return s.file + " holds game " + std::to_string(g) + " twice";
    }
    const long ofShard = games / n + (games % n > k - 1 ? 1 : 0);
    if (static_cast<long>(runs) + s.report.notRun != ofShard)
        return s.file + " holds " + std::to_string(runs) + " games and counts " +
               std::to_string(s.report.notRun) + " not run, but " +
               (s.info.shardNumbers ? "shard " + s.info.shard : std::string("the campaign")) +
               " has " + std::to_string(ofShard) + " of the " + std::to_string(games) +
               " games: games are missing";
    return std::nullopt;
}

} // namespace

std::variant<scenario::ScenarioRun, std::string>
readJsonResult(const nlohmann::ordered_json& record, const std::string& path) {
    try {
        return runOf(record, path);
    } catch (const BadKey& bad) {
        return bad.path + ": expected " + bad.expected;
    }
}

formats::Parsed<ShardReport> readJsonReport(const std::string& content, const std::string& file) {
    json doc;
    if (const auto fault = formats::findTextFault(content, formats::ControlCharacters::Allowed))
        return formats::InputError{.file = file,
                                   .line = fault->line,
                                   .column = fault->column,
                                   .message = fault->message(),
                                   .lineAndColumn = true};
    try {
        doc = json::parse(content);
    } catch (const json::out_of_range& e) {
        // A number beyond what a double holds (1e400): nlohmann names it, with no position.
        return formats::InputError{.file = file, .message = formats::numberOverflowText(e.what())};
    } catch (const json::parse_error& e) {
        const auto [line, column] = lineAndColumn(content, e.byte > 0 ? e.byte - 1 : 0);
        return formats::InputError{.file = file,
                                   .line = line,
                                   .column = column,
                                   .message = "not JSON: expected the `json` report of run, "
                                              "drive or fuzz, one JSON document (--report "
                                              "json:FILE; a jsonl report cannot be merged)",
                                   .lineAndColumn = true};
    }
    try {
        if (!doc.is_object() || !doc.contains("tool") || doc["tool"] != "carcassonne-oracle")
            throw BadKey{"tool", "\"carcassonne-oracle\": a `json` report of run, drive or fuzz"};
        ShardReport shard;
        shard.file = file;
        RunInfo& info = shard.info;
        info.version = text(doc, "version", "");
        if (!doc.contains("command"))
            throw BadKey{"command", "a key 'command' (a report of an older oracle cannot be "
                                    "merged: run it again)"};
        info.command = text(doc, "command", "");
        const json& campaign = at(doc, "campaign", "");
        info.paths = texts(campaign, "paths", "campaign.");
        for (auto it = campaign.begin(); it != campaign.end(); ++it) {
            if (it.key() == "paths") continue;
            if (!it.value().is_string()) throw BadKey{"campaign." + it.key(), "a string"};
            info.campaign.emplace_back(it.key(), it.value().get<std::string>());
        }
        const json& shardNumbers = at(doc, "shard", "");
        if (!shardNumbers.is_null()) {
            const int k = integer(shardNumbers, "index", "shard.");
            const int n = integer(shardNumbers, "count", "shard.");
            if (n < 1 || k < 1 || k > n) throw BadKey{"shard", "1 <= index <= count"};
            info.shardNumbers = std::pair{k, n};
            info.shard = std::to_string(k) + "/" + std::to_string(n);
        }
        const json& selection = at(doc, "selection", "");
        info.editions = texts(selection, "editions", "selection.");
        info.filters = texts(selection, "filters", "selection.");
        info.excludes = texts(selection, "excludes", "selection.");
        info.rulings = texts(selection, "rulings", "selection.");
        const json& interrupted = at(doc, "interrupted", "");
        if (!interrupted.is_boolean()) throw BadKey{"interrupted", "true or false"};
        shard.report.interrupted = interrupted.get<bool>();
        const json& summary = at(doc, "summary", "");
        shard.report.notRun = integer(summary, "notRun", "summary.");
        // Reports written before files not read were counted have no such key: none.
        if (summary.contains("filesNotRun"))
            shard.report.filesNotRun = integer(summary, "filesNotRun", "summary.");
        shard.summaryRuns = integer(summary, "runs", "summary.");
        if (summary.contains("statuses")) {
            const json& statuses = summary["statuses"];
            if (!statuses.is_object()) throw BadKey{"summary.statuses", "an object"};
            for (auto it = statuses.begin(); it != statuses.end(); ++it) {
                outcomeOf(it.key(), "summary.statuses." + it.key());
                shard.summaryStatuses[it.key()] = integer(statuses, it.key(), "summary.statuses.");
            }
        }
        if (doc.contains("stoppedEarly")) shard.report.stoppedEarly = text(doc, "stoppedEarly", "");
        if (doc.contains("segments")) {
            const json& segments = doc["segments"];
            if (!segments.is_array()) throw BadKey{"segments", "a list"};
            for (std::size_t i = 0; i < segments.size(); ++i) {
                const std::string here = "segments[" + std::to_string(i) + "].";
                const json& g = segments[i];
                const json& interruptedSegment = at(g, "interrupted", here);
                if (!interruptedSegment.is_boolean())
                    throw BadKey{here + "interrupted", "true or false"};
                shard.report.segments.push_back(
                    {integer(g, "firstGame", here), integer(g, "endGame", here),
                     integer(g, "played", here), interruptedSegment.get<bool>(),
                     g.contains("shard") ? integer(g, "shard", here) : 0});
            }
        }
        const json& results = at(doc, "results", "");
        if (!results.is_array()) throw BadKey{"results", "a list"};
        for (std::size_t i = 0; i < results.size(); ++i)
            shard.report.runs.push_back(runOf(results[i], "results[" + std::to_string(i) + "]."));
        const json& loadErrors = at(doc, "loadErrors", "");
        if (!loadErrors.is_array()) throw BadKey{"loadErrors", "a list"};
        for (std::size_t i = 0; i < loadErrors.size(); ++i) {
            const std::string here = "loadErrors[" + std::to_string(i) + "].";
            shard.report.loadErrors.push_back({.file = text(loadErrors[i], "file", here),
                                               .line = integer(loadErrors[i], "line", here),
                                               .column = integer(loadErrors[i], "column", here),
                                               .message = text(loadErrors[i], "message", here),
                                               .lineAndColumn = true});
        }
        return shard;
    } catch (const BadKey& bad) {
        return formats::InputError{
            .file = file, .path = bad.path, .message = "expected " + bad.expected};
    }
}

std::variant<Merged, std::string> mergeShards(std::vector<ShardReport> shards) {
    if (shards.empty()) return std::string("no report to merge");
    const ShardReport& first = shards.front();
    const std::string campaign = campaignOf(first.info);
    for (const auto& s : shards)
        if (campaignOf(s.info) != campaign)
            return s.file + " is not of the campaign of " + first.file + ":\n  " + first.file +
                   ": " + campaign + "\n  " + s.file + ": " + campaignOf(s.info);

    // Each shard once, all N of them; a whole campaign's report merges only alone.
    std::map<int, std::string> seen;
    int count = 0;
    for (const auto& s : shards) {
        if (!s.info.shardNumbers) {
            if (shards.size() > 1)
                return s.file + " holds the whole campaign (no --shard): it overlaps every other "
                                "report";
            continue;
        }
        const auto [k, n] = *s.info.shardNumbers;
        if (count != 0 && n != count)
            return s.file + " is shard " + std::to_string(k) + "/" + std::to_string(n) + " but " +
                   first.file + " is of " + std::to_string(count) + " shards";
        count = n;
        if (const auto [it, added] = seen.emplace(k, s.file); !added)
            return "shard " + std::to_string(k) + "/" + std::to_string(n) +
                   " twice: " + it->second + " and " + s.file;
    }
    std::vector<std::string> absent;
    for (int k = 1; k <= count; ++k)
        if (!seen.contains(k)) absent.push_back(std::to_string(k) + "/" + std::to_string(count));
    const std::string missing = formats::join(absent, ", ");
    if (!missing.empty()) return "missing shard " + missing + " (no report given holds it)";

    for (const auto& s : shards)
        if (auto why = inconsistency(s)) return *why;

    Merged merged;
    merged.info = first.info;
    merged.info.shard.clear();
    merged.info.shardNumbers.reset();
    std::map<std::string, std::string> fileOfRun;
    for (auto& s : shards) {
        for (auto& run : s.report.runs) {
            if (const auto [it, added] = fileOfRun.emplace(run.id, s.file); !added)
                return "run " + run.id + " is in " + it->second + " and in " + s.file +
                       " (overlapping shards)";
            merged.report.runs.push_back(std::move(run));
        }
        for (auto& e : s.report.loadErrors)
            merged.report.loadErrors.push_back(std::move(e));
        merged.report.interrupted = merged.report.interrupted || s.report.interrupted;
        merged.report.notRun += s.report.notRun;
        merged.report.filesNotRun += s.report.filesNotRun;
        const int k = s.info.shardNumbers ? s.info.shardNumbers->first : 0;
        for (scenario::Segment segment : s.report.segments) {
            if (!segment.shard) segment.shard = k;
            merged.report.segments.push_back(segment);
        }
        if (!s.report.stoppedEarly.empty())
            merged.report.stoppedEarly += (merged.report.stoppedEarly.empty() ? "" : "; ") +
                                          (k ? "shard " + s.info.shard + " " : std::string()) +
                                          s.report.stoppedEarly;
    }
    const bool fuzz = merged.info.command == "fuzz";
    std::stable_sort(merged.report.runs.begin(), merged.report.runs.end(),
                     [&](const scenario::ScenarioRun& a, const scenario::ScenarioRun& b) {
                         return before(orderOf(a, fuzz), orderOf(b, fuzz));
                     });
    std::stable_sort(merged.report.loadErrors.begin(), merged.report.loadErrors.end(),
                     [](const formats::InputError& a, const formats::InputError& b) {
                         return std::filesystem::path(a.file) < std::filesystem::path(b.file);
                     });
    return merged;
}

} // namespace carcassonne::report
