#include "fuzz_resume.hpp"

#include "number_option.hpp"
#include "shard.hpp"
#include "suite_options.hpp"
#include "version.hpp"

#include "formats/input_file.hpp"
#include "formats/json_text.hpp"
#include "formats/output_file.hpp"
#include "formats/strict_object.hpp"
#include "report/json_records.hpp"
#include "report/merge.hpp"

#include <nlohmann/json.hpp>

#include <limits>
#include <set>

namespace carcassonne::cli {

using json = nlohmann::ordered_json;

namespace {

constexpr int kFormat = 2;
constexpr const char* kMarker = "carcassonne-oracle-fuzz-resume";

json toJson(const FuzzOptions& o) {
    return {{"engine", o.engine},
            {"games", o.games},
            {"seed", o.seed},
            {"shard", o.shard},
            {"max-turns", o.maxTurns},
            {"timeout-ms", o.timeoutMs},
            {"start-timeout-ms", o.startTimeoutMs},
            {"out", o.out},
            {"editions", o.editions},
            {"expansions", o.expansions},
            {"players", o.players},
            {"probe-illegal", o.probeRate},
            {"shrink-first", o.shrinkFirst},
            {"shrink-budget", o.shrinkBudget},
            {"shrink-restarts", o.shrinkRestarts},
            {"max-divergences", o.maxDivergences},
            {"resume-file", o.resumeFile},
            {"compare", o.compare},
            {"reports", o.reports},
            {"jobs", o.jobs},
            {"fresh-engine", o.freshEngine}};
}

// A field that is not what it must be: where (a JSON path) and why.
struct Bad {
    std::string path;
    std::string message;
};

// Reads the fields of one object, each checked; a key it does not read is refused at the end.
class Fields {
public:
    Fields(const json& object, std::string path) : object_(object), path_(std::move(path)) {
        if (!object_.is_object())
            throw Bad{path_.empty() ? "the file" : path_,
                      "expected an object, found " + shown(object_)};
    }

    const json& at(const std::string& key) {
        known_.push_back(key);
        if (!object_.contains(key)) throw Bad{where(key), "missing"};
        return object_.at(key);
    }

    long long whole(const std::string& key, long long low, long long high,
                    const std::string& range) {
        const json& v = at(key);
        if (v.is_number_integer()) {
            const bool inRange =
                v.is_number_unsigned()
                    ? v.get<unsigned long long>() <= static_cast<unsigned long long>(high) &&
                          static_cast<long long>(v.get<unsigned long long>()) >= low
                    : v.get<long long>() >= low && v.get<long long>() <= high;
            if (inRange) return v.get<long long>();
        }
        throw Bad{where(key), "expected a whole number " + range + ", found " + shown(v)};
    }
    // An int option's value, in the range its command-line option has (number_option.hpp).
    int whole(const std::string& key, long long low, long long high) {
        return static_cast<int>(
            whole(key, low, high, "from " + std::to_string(low) + " to " + std::to_string(high)));
    }
    std::uint64_t seed(const std::string& key) {
        const json& v = at(key);
        if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<long long>() >= 0))
            throw Bad{where(key), "expected a whole number from 0 to " +
                                      std::to_string(std::numeric_limits<std::uint64_t>::max()) +
                                      " (a 64-bit seed), found " + shown(v)};
        return v.get<std::uint64_t>();
    }
    double number(const std::string& key, double low, double high) {
        const json& v = at(key);
        if (!v.is_number() || v.get<double>() < low || v.get<double>() > high)
            throw Bad{where(key), "expected a number from " + json(low).dump() + " to " +
                                      json(high).dump() + ", found " + shown(v)};
        return v.get<double>();
    }
    bool boolean(const std::string& key) {
        const json& v = at(key);
        if (!v.is_boolean()) throw Bad{where(key), "expected true or false, found " + shown(v)};
        return v.get<bool>();
    }
    std::string text(const std::string& key) {
        const json& v = at(key);
        if (!v.is_string()) throw Bad{where(key), "expected a string, found " + shown(v)};
        return v.get<std::string>();
    }
    std::vector<std::string> texts(const std::string& key) {
        const json& v = at(key);
        std::vector<std::string> out;
        if (v.is_array())
            for (const json& e : v)
                if (e.is_string()) out.push_back(e.get<std::string>());
        if (!v.is_array() || out.size() != v.size())
            throw Bad{where(key), "expected a list of strings, found " + shown(v)};
        return out;
    }
    const json& list(const std::string& key) {
        const json& v = at(key);
        if (!v.is_array()) throw Bad{where(key), "expected a list, found " + shown(v)};
        return v;
    }

    // The keys not read: refused, with those that are known.
    void done() const {
        for (auto it = object_.begin(); it != object_.end(); ++it)
            if (std::find(known_.begin(), known_.end(), it.key()) == known_.end())
                throw Bad{path_.empty() ? "the file" : path_.substr(0, path_.size() - 1),
                          formats::unknownKeyMessage(it.key(), known_)};
    }

    std::string where(const std::string& key) const { return path_ + key; }

    static std::string shown(const json& v) {
        std::string text = v.dump();
        return text.size() <= 60 ? text : text.substr(0, 60) + "...";
    }

private:
    const json& object_;
    std::string path_;
    std::vector<std::string> known_;
};

FuzzOptions optionsFrom(const json& j) {
    Fields f(j, "options.");
    FuzzOptions o;
    o.engine = f.text("engine");
    if (o.engine.empty()) throw Bad{"options.engine", "expected the engine's command, found \"\""};
    o.games = f.whole("games", 1, kMaxFuzzGames);
    o.seed = f.seed("seed");
    o.shard = f.text("shard");
    if (!o.shard.empty() && !parseShard(o.shard))
        throw Bad{"options.shard", "expected K/N (1 <= K <= N) or \"\", found '" + o.shard + "'"};
    o.maxTurns =
        static_cast<int>(f.whole("max-turns", -1, kMaxFuzzTurns,
                                 "from -1 (the whole stack) to " + std::to_string(kMaxFuzzTurns)));
    o.timeoutMs = f.whole("timeout-ms", 1, kMaxTimeoutMs);
    o.startTimeoutMs = f.whole("start-timeout-ms", 1, kMaxTimeoutMs);
    o.out = f.text("out");
    o.editions = f.texts("editions");
    o.expansions = f.texts("expansions");
    o.players = f.text("players");
    o.probeRate = f.number("probe-illegal", 0.0, 1.0);
    o.shrinkFirst =
        static_cast<int>(f.whole("shrink-first", -1, kMaxFuzzGames,
                                 "from -1 (every divergence) to " + std::to_string(kMaxFuzzGames)));
    o.shrinkBudget = f.number("shrink-budget", 0.0, kMaxShrinkSeconds);
    o.shrinkRestarts = f.whole("shrink-restarts", 0, kMaxShrinkRestarts);
    o.maxDivergences = f.whole("max-divergences", 0, kMaxFuzzGames);
    o.resumeFile = f.text("resume-file");
    o.compare = f.text("compare");
    if (o.compare != "outcome" && o.compare != "breakdown")
        throw Bad{"options.compare", "expected outcome or breakdown, found '" + o.compare + "'"};
    o.reports = f.texts("reports");
    for (const std::string& r : o.reports)
        if (auto why = reportFileError(r)) throw Bad{"options.reports", *why};
    o.jobs = f.whole("jobs", 1, kMaxJobs);
    o.freshEngine = f.boolean("fresh-engine");
    f.done();
    // The values the command line checks (editions, expansions, players, shard), checked alike.
    if (auto why = campaignOptionsError(o)) throw Bad{"options", *why};
    return o;
}

// The games of the campaign's shard below `end`.
int gamesOfShardBelow(const FuzzOptions& o, int end) {
    const auto shard = parseShard(o.shard).value_or(std::pair{1, 1});
    int count = 0;
    for (int g = 0; g < end; ++g)
        count += g % shard.second == shard.first - 1 ? 1 : 0;
    return count;
}

bool ofShard(const FuzzOptions& o, long long game) {
    const auto shard = parseShard(o.shard).value_or(std::pair{1, 1});
    return game % shard.second == shard.first - 1;
}

FuzzResumePoint pointFrom(const json& j) {
    Fields top(j, "");
    FuzzResumePoint point;
    if (top.whole(kMarker, 0, std::numeric_limits<int>::max()) != kFormat)
        throw Bad{kMarker, "this oracle reads resume points of format " + std::to_string(kFormat) +
                               ": resume it with the oracle that wrote it, or start again"};
    const std::string version = top.text("version");
    if (version != CARCASSONNE_ORACLE_VERSION)
        throw Bad{"version", "written by carcassonne-oracle " + version + ", and this is " +
                                 CARCASSONNE_ORACLE_VERSION +
                                 ": another version may play other games; resume it with " +
                                 version};
    const std::string state = top.text("state");
    if (state != "interrupted" && state != "finished")
        throw Bad{"state", "expected interrupted or finished, found '" + state + "'"};
    point.finished = state == "finished";
    point.options = optionsFrom(top.at("options"));
    const FuzzOptions& o = point.options;
    FuzzProgress& p = point.progress;
    // An interrupt stops before a game it did not play: there is one left.
    const int lastNext = point.finished ? o.games : o.games - 1;
    p.nextGame = static_cast<int>(top.whole("next-game", 0, lastNext,
                                            "from 0 to " + std::to_string(lastNext) +
                                                " (the campaign's --games is " +
                                                std::to_string(o.games) + ")"));
    const int ofShardSoFar = gamesOfShardBelow(o, p.nextGame);
    p.played = static_cast<int>(top.whole("played", 0, ofShardSoFar,
                                          "from 0 to " + std::to_string(ofShardSoFar) +
                                              " (the shard's games before " + "next-game)"));
    p.unsupported = static_cast<int>(top.whole(
        "unsupported", 0, p.played, "from 0 to " + std::to_string(p.played) + " (played)"));
    p.probes =
        static_cast<int>(top.whole("probes", 0, std::numeric_limits<int>::max(), "of 0 or more"));
    p.notes =
        static_cast<int>(top.whole("notes", 0, std::numeric_limits<int>::max(), "of 0 or more"));
    const json& divergences = top.list("divergences");
    std::set<int> diverged;
    for (std::size_t i = 0; i < divergences.size(); ++i) {
        Fields d(divergences[i], "divergences[" + std::to_string(i) + "].");
        FuzzFinding finding;
        finding.game = static_cast<int>(
            d.whole("game", 0, p.nextGame - 1,
                    "from 0 to " + std::to_string(p.nextGame - 1) + " (before next-game)"));
        if (!ofShard(o, finding.game) || !diverged.insert(finding.game).second)
            throw Bad{d.where("game"), std::to_string(finding.game) +
                                           " is not a game of the shard, or is listed twice"};
        finding.detail = d.text("detail");
        finding.file = d.text("file");
        d.done();
        p.divergences.push_back(std::move(finding));
    }
    if (static_cast<int>(p.divergences.size()) > p.played)
        throw Bad{"divergences", "more divergences than games played"};
    const json& segments = top.list("segments");
    int end = 0, played = 0;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        Fields s(segments[i], "segments[" + std::to_string(i) + "].");
        scenario::Segment segment;
        segment.firstGame = static_cast<int>(
            s.whole("first-game", end, end, std::to_string(end) + " (where the one before ended)"));
        segment.endGame = static_cast<int>(
            s.whole("end-game", end, p.nextGame,
                    "from " + std::to_string(end) + " to " + std::to_string(p.nextGame)));
        segment.played = static_cast<int>(s.whole("played", 0, p.played, "of at most played"));
        segment.interrupted = s.boolean("interrupted");
        s.done();
        end = segment.endGame;
        played += segment.played;
        p.segments.push_back(segment);
    }
    if (p.segments.empty() || end != p.nextGame || played != p.played)
        throw Bad{"segments", "expected the segments played, from game 0 to next-game (" +
                                  std::to_string(p.nextGame) + "), " + std::to_string(p.played) +
                                  " games in all"};
    const json& runs = top.list("runs");
    if (!o.reports.empty() && static_cast<int>(runs.size()) != p.played)
        throw Bad{"runs", "expected the run of each of the " + std::to_string(p.played) +
                              " games played (the campaign writes reports), found " +
                              std::to_string(runs.size())};
    if (o.reports.empty() && !runs.empty())
        throw Bad{"runs", "expected none (the campaign writes no report)"};
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const std::string here = "runs[" + std::to_string(i) + "].";
        auto run = report::readJsonResult(runs[i], here);
        if (auto* why = std::get_if<std::string>(&run)) throw Bad{here, *why};
        p.runs.push_back(std::move(std::get<scenario::ScenarioRun>(run)));
    }
    top.done();
    return point;
}

} // namespace

std::optional<formats::OutputError> writeResumePoint(const std::string& path,
                                                     const FuzzResumePoint& point) {
    const FuzzProgress& p = point.progress;
    json divergences = json::array();
    for (const FuzzFinding& d : p.divergences)
        divergences.push_back({{"game", d.game}, {"detail", d.detail}, {"file", d.file}});
    json segments = json::array();
    for (const scenario::Segment& s : p.segments)
        segments.push_back({{"first-game", s.firstGame},
                            {"end-game", s.endGame},
                            {"played", s.played},
                            {"interrupted", s.interrupted}});
    json runs = json::array();
    for (const scenario::ScenarioRun& r : p.runs)
        runs.push_back(report::jsonResult(r));
    const json j{{kMarker, kFormat},
                 {"version", CARCASSONNE_ORACLE_VERSION},
                 {"state", point.finished ? "finished" : "interrupted"},
                 {"options", toJson(point.options)},
                 {"next-game", p.nextGame},
                 {"played", p.played},
                 {"unsupported", p.unsupported},
                 {"probes", p.probes},
                 {"notes", p.notes},
                 {"divergences", divergences},
                 {"segments", segments},
                 {"runs", runs}};
    return formats::writeFile(path, j.dump(2, ' ', false, json::error_handler_t::replace) + "\n");
}

std::variant<FuzzResumePoint, std::string> readResumePoint(const std::string& path) {
    // No limit but memory: with --report, a resume point holds every game's run, as the json
    // report of the campaign does (merge reads those alike).
    auto read = formats::readInputFile(path, std::numeric_limits<std::size_t>::max());
    if (const auto* e = std::get_if<formats::InputError>(&read)) return e->toString();
    const std::string& text = std::get<std::string>(read);
    json j;
    try {
        j = json::parse(text);
    } catch (const json::out_of_range& e) {
        return path + ": not a fuzz resume point: " + formats::numberOverflowText(e.what());
    } catch (const json::parse_error& e) {
        return path + ": not a fuzz resume point: not JSON (" + formats::jsonErrorText(e.what()) +
               ")";
    }
    if (!j.is_object() || !j.contains(kMarker))
        return path + ": not a fuzz resume point (no \"" + kMarker + "\")";
    try {
        return pointFrom(j);
    } catch (const Bad& bad) {
        return path + ": " + bad.path + ": " + bad.message;
    }
}

} // namespace carcassonne::cli
