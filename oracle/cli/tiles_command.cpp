#include "tiles_command.hpp"

#include "codec/tile_json.hpp"
#include "exit_codes.hpp"
#include "expansion_option.hpp"
#include "known_names.hpp"
#include "listings.hpp"

#include <iostream>

namespace carcassonne::cli {

CLI::App* addTilesCommand(CLI::App& app, TilesOptions& o) {
    auto* cmd = app.add_subcommand("tiles", "List the tile set of an edition");
    cmd->add_option("--edition", o.edition, "Edition profile")
        ->check(editionName())
        ->capture_default_str();
    addExpansionOption(*cmd, o.expansions,
                       "Expansions in play (default: all; none: the base game)");
    cmd->add_option("--format", o.format,
                    "text, or json (described by `carcassonne-oracle schema tiles`)")
        ->check(oneOf({"text", "json"}, "format"))
        ->capture_default_str();
    return cmd;
}

int tilesCommand(const TilesOptions& o) {
    const auto named = expansionsNamed(o.expansions);
    if (const auto* why = std::get_if<std::string>(&named)) {
        std::cerr << "carcassonne-oracle: " << *why << "\n";
        return UsageError;
    }
    const Edition edition = *editionFromString(o.edition);
    const ExpansionSet expansions =
        std::get<std::optional<ExpansionSet>>(named).value_or(ExpansionSet::all());
    if (o.format == "json")
        std::cout << codec::tileSetJson(edition, expansions).dump(2) << "\n";
    else
        printTiles(std::cout, edition, expansions);
    return Success; // a failed write to standard output is main's to report (exit 74)
}

} // namespace carcassonne::cli
