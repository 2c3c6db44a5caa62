#pragma once
// `carcassonne-oracle schema`: the JSON Schema of the scenario language, for editors and
// validators (schema/scenario.schema.json, embedded in the program at build time).

#include <CLI/CLI.hpp>

namespace carcassonne::cli {

CLI::App* addSchemaCommand(CLI::App& app);
int schemaCommand();

} // namespace carcassonne::cli
