#include "scenario_input.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "input_errors.hpp"
#include "number_option.hpp"
#include "scenario/loader.hpp"
#include "scenario/runner.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace carcassonne::cli {

std::variant<ScenarioInput, int> loadScenarioInput(const std::string& file,
                                                   const std::string& edition) {
    // Standard output appended to the scenario (`explain x.yaml >> x.yaml`) would corrupt it.
    FileRoles roles;
    roles.reads(file, "the scenario");
    if (const auto refused = roles.refusal()) return *refused;
    auto loaded = scenario::loadScenarioFile(
        file, std::filesystem::path(file).replace_extension().generic_string());
    if (auto* e = std::get_if<formats::InputError>(&loaded)) return reportInputError(*e);
    auto& s = std::get<scenario::Scenario>(loaded);
    Edition chosen = s.editions.empty() ? Edition::C3 : s.editions.front();
    if (!edition.empty()) {
        chosen = *editionFromString(edition);
        if (std::find(s.editions.begin(), s.editions.end(), chosen) == s.editions.end()) {
            std::cerr << "carcassonne-oracle: " << file << " does not run under " << edition
                      << "\n";
            return UsageError;
        }
    }
    return ScenarioInput{std::move(s), chosen};
}

std::variant<scenario::ReplayTrace, int> replayTo(const std::string& file,
                                                  const scenario::Scenario& s, Edition edition,
                                                  std::size_t actions, const std::string& option) {
    scenario::ReplayTrace trace = scenario::replaySteps(s, edition);
    if (trace.setupFailed) {
        std::cerr << file << ": the set-up cannot be played: " << trace.error.value_or("") << "\n";
        return InputError;
    }
    if (actions > s.actions.size()) {
        std::cerr << file << ": " << option << " " << actions << " is past the " << s.actions.size()
                  << " actions of the play list\n";
        return UsageError;
    }
    if (trace.replayed < actions) {
        std::cerr << file << ": the replay stopped before action " << actions << ": "
                  << trace.error.value_or("") << "\n";
        return InputError;
    }
    return trace;
}

std::vector<std::size_t> turnOf(const scenario::Scenario& s, Edition edition) {
    std::vector<std::size_t> out(s.actions.size(), 0);
    std::size_t turn = 0;
    std::optional<std::string_view> previous; // the key of the last entry the edition plays
    for (std::size_t i = 0; i < s.actions.size(); ++i) {
        const scenario::Action& a = s.actions[i];
        if (!scenario::appliesTo(a.editions, edition)) continue;
        const bool tile = a.key == "place" || a.key == "discard";
        const bool starts = !previous || a.draws() || a.key == "final" ||
                            (tile && previous != scenario::kDrawAction);
        if (starts) ++turn;
        out[i] = turn;
        previous = a.key;
    }
    return out;
}

std::optional<std::size_t> actionsOfTurns(const scenario::Scenario& s, Edition edition,
                                          std::size_t turns) {
    const std::vector<std::size_t> turn = turnOf(s, edition);
    std::size_t last = 0; // the highest turn seen
    for (std::size_t i = 0; i < turn.size(); ++i) {
        if (turn[i] > turns) return i;
        last = std::max(last, turn[i]);
    }
    if (turns > last) return std::nullopt;
    return turn.size();
}

void addPlayedFirstOptions(CLI::App& command, int& turn, int& action) {
    auto* turns = command
                      .add_option("--turn", turn,
                                  "Game turns of the play list to play first, a turn being a tile "
                                  "and what follows it (default: the whole list; perft: none)")
                      ->check(wholeNumberFrom(0));
    command.add_option("--action", action, "Or actions (entries) of the play list to play first")
        ->check(wholeNumberFrom(0))
        ->excludes(turns);
}

std::variant<std::size_t, int> entriesToPlay(const std::string& file, const scenario::Scenario& s,
                                             Edition edition, int turn, int action,
                                             std::size_t otherwise) {
    if (turn >= 0) {
        const auto upTo = actionsOfTurns(s, edition, static_cast<std::size_t>(turn));
        if (!upTo) {
            std::cerr << file << ": --turn " << turn << " is past the turns of the play list\n";
            return UsageError;
        }
        return *upTo;
    }
    if (action >= 0) {
        if (static_cast<std::size_t>(action) > s.actions.size()) {
            std::cerr << file << ": --action " << action << " is past the play list ("
                      << s.actions.size() << " actions)\n";
            return UsageError;
        }
        return static_cast<std::size_t>(action);
    }
    return otherwise;
}

} // namespace carcassonne::cli
