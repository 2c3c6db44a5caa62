#include "coverage_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "formats/join.hpp"
#include "input_errors.hpp"
#include "number_option.hpp"
#include "rules/ruling.hpp"
#include "scenario/suite.hpp"
#include "tile_coverage.hpp"

#include <iomanip>
#include <iostream>
#include <map>

namespace carcassonne::cli {

CLI::App* addCoverageCommand(CLI::App& app, CoverageOptions& o) {
    auto* cmd = app.add_subcommand(
        "coverage", "Show which scenarios cover each ruling in each edition; fail on a gap");
    cmd->add_option("paths", o.paths, "Scenario files or folders")->capture_default_str();
    cmd->add_option("--min", o.minimum, "Scenarios each ruling needs")
        ->check(wholeNumberIn(0, 1000000))
        ->capture_default_str();
    cmd->add_flag("--verbose,-v", o.verbose, "List the scenarios of each ruling (or tile)");
    cmd->add_flag("--tiles", o.tiles,
                  "Tile coverage instead: every tile id of every edition placed in a scenario "
                  "that scores each of its features, coats of arms, inns and cathedrals "
                  "included (runs the scenarios)");
    return cmd;
}

int coverageCommand(const CoverageOptions& o) {
    std::vector<formats::InputError> errors;
    // ruling id -> edition -> scenario ids
    std::map<std::string, std::map<Edition, std::vector<std::string>>> covered;
    std::map<std::string, std::vector<std::string>> scenariosOf;
    TileCoverage tileCoverage = emptyTileCoverage();
    const auto files = scenario::findScenarioFiles(o.paths, errors);
    FileRoles roles;
    for (const auto& f : files)
        roles.reads(f.path, "the scenario");
    if (const auto refused = roles.refusal()) return *refused;
    if (files.empty() && errors.empty()) {
        // Every ruling would be a gap; the cause is the path, so say that instead.
        std::cerr << "carcassonne-oracle: no scenario files (.yaml, .yml) under the paths given\n";
        return NothingRan;
    }
    for (const auto& f : files) {
        auto loaded = scenario::loadScenarioFile(f.path, f.id);
        if (auto* err = std::get_if<formats::InputError>(&loaded)) {
            errors.push_back(*err);
            continue;
        }
        const auto& s = std::get<scenario::Scenario>(loaded);
        if (o.tiles) {
            addTileCoverage(tileCoverage, s);
            continue;
        }
        for (const auto& r : s.rulings) {
            scenariosOf[r].push_back(s.id);
            for (Edition e : s.editions)
                covered[r][e].push_back(s.id);
        }
    }
    const int loaded = reportInputErrors(errors);
    if (o.tiles) {
        const int tileGaps = printTileCoverage(std::cout, tileCoverage, o.minimum, o.verbose);
        if (loaded != Success) return loaded;
        return tileGaps > 0 ? CoverageGap : Success;
    }

    int gaps = 0;
    std::cout << std::left << std::setw(40) << "ruling" << std::setw(16) << "basis";
    for (Edition e : kEditions)
        std::cout << std::setw(6) << toString(e);
    std::cout << "scenarios\n";
    // A gap: a ruling with fewer scenarios than --min, or, in an edition it holds in (its
    // register row), with no run there.
    std::vector<std::string> editionGaps;
    for (const Ruling& r : allRulings()) {
        const std::string id(r.id);
        const auto& list = scenariosOf[id];
        bool gap = static_cast<int>(list.size()) < o.minimum;
        std::vector<std::string_view> uncovered;
        for (Edition e : kEditions)
            if (holdsIn(r, e) && covered[id][e].empty()) uncovered.push_back(toString(e));
        const std::string missing = formats::join(uncovered, ", ");
        if (!missing.empty()) {
            editionGaps.push_back(id + " has no run in " + missing);
            gap = true;
        }
        gaps += gap ? 1 : 0;
        std::cout << std::setw(40) << id << std::setw(16) << toString(r.basis);
        for (Edition e : kEditions)
            std::cout << std::setw(6)
                      << (std::to_string(covered[id][e].size()) +
                          (holdsIn(r, e) && covered[id][e].empty() ? "!" : ""));
        std::cout << list.size() << (gap ? "  GAP" : "") << "\n";
        if (o.verbose)
            for (const auto& s : list)
                std::cout << "    " << s << "\n";
    }
    for (const auto& line : editionGaps)
        std::cout << "GAP: " << line << " (an edition its register row holds in)\n";
    std::cout << gaps << " rulings with fewer than " << o.minimum
              << " scenarios or with no run in an edition they hold in\n";
    if (loaded != Success) return loaded;
    return gaps > 0 ? CoverageGap : Success;
}

} // namespace carcassonne::cli
