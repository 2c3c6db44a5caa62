#include "compare_option.hpp"

#include "known_names.hpp"

namespace carcassonne::cli {

void addCompareOption(CLI::App& command, std::string& level) {
    command
        .add_option("--compare", level,
                    "What score events are compared on: outcome (kind, scorers, points; a "
                    "difference in tiles, base or modifiers is a note) or breakdown (those too)")
        ->check(oneOf(namesOf<CompareLevel>(), "comparison level"))
        ->capture_default_str();
}

CompareLevel compareLevelOf(const std::string& level) {
    return parseName<CompareLevel>(level).value_or(CompareLevel::Outcome);
}

} // namespace carcassonne::cli
