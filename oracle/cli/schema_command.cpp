#include "schema_command.hpp"

#include "exit_codes.hpp"
#include "scenario_schema.hpp"

#include <iostream>

namespace carcassonne::cli {

CLI::App* addSchemaCommand(CLI::App& app) {
    return app.add_subcommand("schema",
                              "Print the JSON Schema (draft-07) of the scenario language, "
                              "for editors and validators");
}

int schemaCommand() {
    std::cout << kScenarioSchema << std::flush;
    return std::cout ? Success : InternalError;
}

} // namespace carcassonne::cli
