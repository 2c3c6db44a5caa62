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

} // namespace carcassonne::cli
