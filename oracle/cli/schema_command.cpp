#include "schema_command.hpp"

#include "known_names.hpp"

#include "exit_codes.hpp"
#include "legal_explain_schema.hpp"
#include "scenario_schema.hpp"
#include "tiles_schema.hpp"

#include <iostream>

namespace carcassonne::cli {

CLI::App* addSchemaCommand(CLI::App& app, std::string& name) {
    auto* cmd = app.add_subcommand("schema", "Print a JSON Schema (draft-07), for editors and "
                                             "validators: of the scenario language (default), "
                                             "of the JSON of legal and explain, or of tiles' "
                                             "JSON");
    cmd->add_option("name", name, "scenario, legal-explain or tiles")
        ->check(oneOf({"scenario", "legal-explain", "tiles"}, "schema"))
        ->capture_default_str();
    return cmd;
}

int schemaCommand(const std::string& name) {
    const std::string_view schema = name == "legal-explain" ? kLegalExplainSchema
                                    : name == "tiles"       ? kTilesSchema
                                                            : kScenarioSchema;
    std::cout << schema << std::flush;
    return std::cout ? Success : InternalError;
}

} // namespace carcassonne::cli
