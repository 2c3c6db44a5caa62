#include "fuzz_resume.hpp"

#include "formats/input_file.hpp"
#include "number_option.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <fstream>
#include <optional>
#include <utility>

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

// The first option outside the range its command-line option has, if any.
std::optional<std::string> campaignProblem(const FuzzOptions& o) {
    const std::pair<const char*, std::pair<long long, std::array<long long, 2>>> ranges[] = {
        {"games", {o.games, {1, kMaxFuzzGames}}},
        {"timeout-ms", {o.timeoutMs, {1, kMaxTimeoutMs}}},
        {"start-timeout-ms", {o.startTimeoutMs, {1, kMaxTimeoutMs}}},
        {"shrink-first", {o.shrinkFirst, {0, kMaxFuzzGames}}},
        {"max-divergences", {o.maxDivergences, {0, kMaxFuzzGames}}},
    };
    for (const auto& [key, value] : ranges)
        if (auto why =
                wholeNumberProblem(std::to_string(value.first), value.second[0], value.second[1]))
            return std::string(key) + ": " + *why;
    if (o.maxTurns != -1) // -1: the whole stack (no --max-turns)
        if (auto why = wholeNumberProblem(std::to_string(o.maxTurns), 0, kMaxFuzzTurns))
            return "max-turns: " + *why;
    if (!(o.probeRate >= 0.0 && o.probeRate <= 1.0)) // NaN too
        return "probe-illegal: expected a number from 0 to 1, found " + std::to_string(o.probeRate);
    return std::nullopt;
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
    auto text = formats::readInputFile(path, std::size_t{64} << 20);
    if (const auto* e = std::get_if<formats::InputError>(&text)) return e->toString();
    try {
        const json j = json::parse(std::get<std::string>(text));
        if (j.value("carcassonne-oracle-fuzz-resume", 0) != kFormat)
            return path + ": not a fuzz resume point (no \"carcassonne-oracle-fuzz-resume\": " +
                   std::to_string(kFormat) + ")";
        FuzzResumePoint point;
        point.options = optionsFrom(j.at("options"));
        // The campaign's options are checked as the command line checks them: a resume point
        // edited by hand must not run a campaign the options would refuse.
        if (const auto why = campaignProblem(point.options))
            return path + ": not a fuzz resume point: " + *why;
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
