#pragma once
// `carcassonne-oracle schema [NAME]`: a JSON Schema, for editors and validators, embedded in the
// program at build time: `scenario` (the default; schema/scenario.schema.json) or `legal-explain`
// (the JSON of `legal` and `explain --format json`; schema/legal-explain.schema.json).

#include <CLI/CLI.hpp>

#include <string>

namespace carcassonne::cli {

CLI::App* addSchemaCommand(CLI::App& app, std::string& name);
int schemaCommand(const std::string& name);

} // namespace carcassonne::cli
