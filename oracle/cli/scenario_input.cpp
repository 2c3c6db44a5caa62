#include "scenario_input.hpp"

#include "exit_codes.hpp"
#include "input_errors.hpp"
#include "scenario/loader.hpp"

#include <algorithm>
#include <filesystem>
#include <iostream>

namespace carcassonne::cli {

std::variant<ScenarioInput, int> loadScenarioInput(const std::string& file,
                                                   const std::string& edition) {
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

} // namespace carcassonne::cli
