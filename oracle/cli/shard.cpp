#include "shard.hpp"

#include "whole_number.hpp"

#include <cstdlib>

namespace carcassonne::cli {

namespace {

std::string quoted(const char* value) {
    return "'" + std::string(value) + "'";
}

} // namespace

std::optional<std::pair<int, int>> parseShard(std::string_view text) {
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    const auto k = wholeNumber(text.substr(0, slash));
    const auto n = wholeNumber(text.substr(slash + 1));
    if (!k || !n || *n < 1 || *k < 1 || *k > *n) return std::nullopt;
    return std::pair{*k, *n};
}

std::variant<std::pair<int, int>, std::string> resolveShard(std::string_view text,
                                                            const Environment& env) {
    if (text != "auto" && !text.starts_with("auto/")) {
        if (auto shard = parseShard(text)) return *shard;
        return "--shard expects K/N with 1 <= K <= N, auto or auto/N, found '" + std::string(text) +
               "'";
    }
    // The total: from the option, else from the scheduler's variables.
    std::optional<int> total;
    std::string totalFrom;
    if (text.starts_with("auto/")) {
        total = wholeNumber(text.substr(5));
        if (!total || *total < 1)
            return "--shard auto/N expects a number N >= 1, found '" + std::string(text) + "'";
        totalFrom = "--shard " + std::string(text);
    }
    const char* gitlabIndex = env("CI_NODE_INDEX");
    const char* jobIndex = env("JOB_COMPLETION_INDEX");
    int index = 0;
    if (gitlabIndex) { // GitLab CI `parallel: N`: CI_NODE_INDEX 1..CI_NODE_TOTAL
        const auto k = wholeNumber(gitlabIndex);
        if (!k) return "CI_NODE_INDEX is " + quoted(gitlabIndex) + ", not a number";
        index = *k;
        if (!total) {
            const char* gitlabTotal = env("CI_NODE_TOTAL");
            if (!gitlabTotal)
                return "--shard auto: CI_NODE_INDEX is set but CI_NODE_TOTAL is not (give the "
                       "total as --shard auto/N)";
            total = wholeNumber(gitlabTotal);
            if (!total || *total < 1)
                return "CI_NODE_TOTAL is " + quoted(gitlabTotal) + ", not a number >= 1";
            totalFrom = "CI_NODE_TOTAL";
        }
        if (index < 1 || index > *total)
            return "CI_NODE_INDEX is " + std::to_string(index) + ", outside 1.." +
                   std::to_string(*total) + " (" + totalFrom + ")";
        return std::pair{index, *total};
    }
    if (jobIndex) { // a Kubernetes Indexed Job: JOB_COMPLETION_INDEX 0..completions-1
        const auto k = wholeNumber(jobIndex);
        if (!k) return "JOB_COMPLETION_INDEX is " + quoted(jobIndex) + ", not a number";
        if (!total) {
            const char* count = env(kShardCountVariable);
            if (!count)
                return std::string("--shard auto: JOB_COMPLETION_INDEX is set but the total is "
                                   "not: give it as --shard auto/N or in ") +
                       kShardCountVariable + " (the Job's completions)";
            total = wholeNumber(count);
            if (!total || *total < 1)
                return std::string(kShardCountVariable) + " is " + quoted(count) +
                       ", not a number >= 1";
            totalFrom = kShardCountVariable;
        }
        if (*k >= *total)
            return "JOB_COMPLETION_INDEX is " + std::to_string(*k) + ", outside 0.." +
                   std::to_string(*total - 1) + " (" + totalFrom + ")";
        return std::pair{*k + 1, *total};
    }
    return "--shard auto: no scheduler told this job its shard (neither CI_NODE_INDEX, GitLab, nor "
           "JOB_COMPLETION_INDEX, a Kubernetes Indexed Job, is set)";
}

std::variant<ShardChoice, std::string> shardOf(std::string_view option) {
    if (option.empty()) return ShardChoice{};
    auto resolved = resolveShard(option, [](const char* name) { return std::getenv(name); });
    if (auto* error = std::get_if<std::string>(&resolved)) return *error;
    const auto [k, n] = std::get<std::pair<int, int>>(resolved);
    return ShardChoice{std::pair{k, n}, std::to_string(k) + "/" + std::to_string(n)};
}

} // namespace carcassonne::cli
