#include "rule_options.hpp"

#include "formats/join.hpp"
#include "known_names.hpp"
#include "rules/rules.hpp"

namespace carcassonne::cli {

namespace {
std::pair<std::string, std::string> split(const std::string& text) {
    const auto eq = text.find('=');
    if (eq == std::string::npos) return {text, ""};
    return {text.substr(0, eq), text.substr(eq + 1)};
}
} // namespace

void addRuleOption(CLI::App& command, std::vector<std::string>& rules) {
    const std::string switches =
        formats::join(allSwitches(), ", ", [](const SwitchInfo& s) { return s.name; });
    command
        .add_option("--rule", rules,
                    "A rule switch set by hand, NAME=VALUE (repeatable; switches: " + switches +
                        "; `carcassonne-oracle editions` lists their values)")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                if (text.find('=') == std::string::npos) return "expected NAME=VALUE";
                const auto [name, value] = split(text);
                // The switch and then its value named as every command names an unknown name.
                std::vector<std::string> names;
                const SwitchInfo* found = nullptr;
                for (const SwitchInfo& s : allSwitches()) {
                    names.emplace_back(s.name);
                    if (s.name == name) found = &s;
                }
                if (!found) return unknownName(name, names, "rule switch");
                const std::vector<std::string> values(found->values.begin(), found->values.end());
                if (auto unknown = unknownName(value, values, name + " value"); !unknown.empty())
                    return unknown;
                RuleSet probe;
                const Status ok = setSwitch(probe, name, value);
                return ok ? std::string() : ok.error().message;
            },
            "NAME=VALUE"));
}

std::vector<std::pair<std::string, std::string>>
ruleOverrides(const std::vector<std::string>& rules) {
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& text : rules)
        out.push_back(split(text));
    return out;
}

} // namespace carcassonne::cli
