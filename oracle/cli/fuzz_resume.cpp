#include "fuzz_resume.hpp"

#include <nlohmann/json.hpp>

#include <fstream>

namespace carcassonne::cli {

using nlohmann::json;

namespace {

constexpr int kFormat = 1;

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
            {"max-divergences", o.maxDivergences},
            {"resume-file", o.resumeFile},
            {"compare", o.compare},
            {"reports", o.reports}};
}

FuzzOptions optionsFrom(const json& j) {
    FuzzOptions o;
    o.engine = j.at("engine").get<std::string>();
    o.games = j.at("games").get<int>();
    o.seed = j.at("seed").get<std::uint64_t>();
    o.shard = j.at("shard").get<std::string>();
    o.maxTurns = j.at("max-turns").get<int>();
    o.timeoutMs = j.at("timeout-ms").get<int>();
    // Absent from the resume points of drivers before --start-timeout-ms: its default.
    o.startTimeoutMs = j.value("start-timeout-ms", o.startTimeoutMs);
    o.out = j.at("out").get<std::string>();
    o.editions = j.at("editions").get<std::vector<std::string>>();
    o.expansions = j.at("expansions").get<std::vector<std::string>>();
    o.players = j.at("players").get<std::string>();
    o.probeRate = j.at("probe-illegal").get<double>();
    o.shrinkFirst = j.at("shrink-first").get<int>();
    o.maxDivergences = j.at("max-divergences").get<int>();
    o.resumeFile = j.at("resume-file").get<std::string>();
    o.compare = j.value("compare", std::string("outcome"));
    o.reports = j.value("reports", std::vector<std::string>{});
    return o;
}

} // namespace

std::optional<formats::OutputError> writeResumePoint(const std::string& path,
                                                     const FuzzResumePoint& point) {
    const FuzzProgress& p = point.progress;
    json divergences = json::array();
    for (const FuzzFinding& d : p.divergences)
        divergences.push_back({{"game", d.game}, {"detail", d.detail}, {"file", d.file}});
    const json j{{"carcassonne-oracle-fuzz-resume", kFormat},
                 {"options", toJson(point.options)},
                 {"next-game", p.nextGame},
                 {"played", p.played},
                 {"unsupported", p.unsupported},
                 {"probes", p.probes},
                 {"divergences", divergences}};
    return formats::writeFile(path, j.dump(2) + "\n");
}

std::variant<FuzzResumePoint, std::string> readResumePoint(const std::string& path) {
    std::ifstream file(path);
    if (!file) return path + ": cannot read the file";
    try {
        const json j = json::parse(file);
        if (j.value("carcassonne-oracle-fuzz-resume", 0) != kFormat)
            return path + ": not a fuzz resume point (no \"carcassonne-oracle-fuzz-resume\": " +
                   std::to_string(kFormat) + ")";
        FuzzResumePoint point;
        point.options = optionsFrom(j.at("options"));
        FuzzProgress& p = point.progress;
        p.nextGame = j.at("next-game").get<int>();
        p.played = j.at("played").get<int>();
        p.unsupported = j.at("unsupported").get<int>();
        p.probes = j.at("probes").get<int>();
        for (const json& d : j.at("divergences"))
            p.divergences.push_back({d.at("game").get<int>(), d.at("detail").get<std::string>(),
                                     d.at("file").get<std::string>()});
        return point;
    } catch (const json::exception& e) {
        // nlohmann names the byte offset (a syntax error) or the key (a missing or mistyped one).
        return path + ": not a fuzz resume point: " + e.what();
    }
}

} // namespace carcassonne::cli
