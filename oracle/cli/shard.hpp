#pragma once
// The shard of a campaign split across machines: `--shard K/N` given by hand, or `--shard auto`
// read from the scheduler that started this machine's job (Kubernetes Indexed Jobs, GitLab CI's
// `parallel:`). `run`, `drive` and `fuzz` share it; docs/scale-out.md has the recipes.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace carcassonne::cli {

// "K/N" with 1 <= K <= N, nothing else (no sign, no spaces, no trailing text).
std::optional<std::pair<int, int>> parseShard(std::string_view text);

// The variable naming the total with a Kubernetes Indexed Job, which gives each pod its index
// (JOB_COMPLETION_INDEX, 0-based) but not the number of completions.
inline constexpr const char* kShardCountVariable = "CARCASSONNE_ORACLE_SHARDS";

// Reads an environment variable; nullptr when it is not set.
using Environment = std::function<const char*(const char*)>;

// `--shard` resolved: "K/N" as is; "auto" from CI_NODE_INDEX (1-based) and CI_NODE_TOTAL (GitLab)
// or JOB_COMPLETION_INDEX (0-based) and CARCASSONNE_ORACLE_SHARDS (Kubernetes); "auto/N" takes the
// total from the option and the index from either. The error says what is missing or out of
// range, naming the variables.
std::variant<std::pair<int, int>, std::string> resolveShard(std::string_view text,
                                                            const Environment& environment);

// resolveShard over the process's environment; an empty text is no shard. An error is the message
// (the caller prints it and exits with UsageError).
struct ShardChoice {
    std::optional<std::pair<int, int>> shard; // none: the whole campaign
    std::string text;                         // "K/N" resolved, or empty
};
std::variant<ShardChoice, std::string> shardOf(std::string_view option);

} // namespace carcassonne::cli
