#include "schema_command.hpp"

#include "known_names.hpp"

#include "exit_codes.hpp"
#include "legal_explain_schema.hpp"
#include "scenario_schema.hpp"

#include <iostream>

namespace carcassonne::cli {

CLI::App* addSchemaCommand(CLI::App& app, std::string& name) {
    auto* cmd = app.add_subcommand("schema", "Print a JSON Schema (draft-07), for editors and "
                                             "validators: of the scenario language (default), or "
                                             "of the JSON of legal and explain");
    cmd->add_option("name", name, "scenario, or legal-explain")
        ->check(oneOf({"scenario", "legal-explain"}, "schema"))
        ->capture_default_str();
    return cmd;
}

int schemaCommand(const std::string& name) {
    std::cout << (name == "legal-explain" ? kLegalExplainSchema : kScenarioSchema) << std::flush;
    return std::cout ? Success : InternalError;
}

} // namespace carcassonne::cli
