#include "import_jcz_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "gamelog/jcz_import.hpp"
#include "gamelog/jcz_reader.hpp"
#include "gamelog/jcz_replay.hpp"
#include "gamelog/text_file.hpp"
#include "input_errors.hpp"
#include "known_names.hpp"
#include "output_files.hpp"
#include "rule_options.hpp"

#include <iostream>

namespace carcassonne::cli {

namespace gl = carcassonne::gamelog;

CLI::App* addImportJczCommand(CLI::App& app, ImportJczOptions& o) {
    auto* cmd = app.add_subcommand(
        "import-jcz", "Turn a JCloisterZone saved game (.jcz) into a scenario, its test "
                      "assertions as expectations");
    cmd->add_option("file", o.file, "The .jcz saved game")->required();
    cmd->add_option("--edition", o.edition,
                    "Edition of the scenario (default: C1 for :1 sets, C2 for :2 sets)")
        ->check(editionName());
    addRuleOption(*cmd, o.rules);
    cmd->add_option("-o,--output", o.output, "Write the scenario to this file (default: stdout)");
    cmd->add_flag("--record", o.record,
                  "Take the expectations from the oracle instead of the game's assertions");
    return cmd;
}

int importJczCommand(const ImportJczOptions& o) {
    FileRoles roles;
    roles.reads(o.file, "the saved game");
    roles.writes(o.output, "-o");
    if (const auto refused = roles.refusal()) return *refused;
    auto text = gl::readTextFile(o.file);
    if (auto* e = std::get_if<formats::InputError>(&text))
        return reportInputError(formats::inFile(*e, o.file));
    // An empty --edition gives no edition: the game's own.
    auto run = gl::readAndReplayJcz(std::get<std::string>(text), editionFromString(o.edition),
                                    ruleOverrides(o.rules));
    if (auto* e = std::get_if<formats::InputError>(&run))
        return reportInputError(formats::inFile(*e, o.file));
    const gl::JczReplay& replay = std::get<gl::JczRun>(run).replay;
    if (const std::string note = gl::ignoredNote(std::get<gl::JczRun>(run).game); !note.empty())
        std::cerr << o.file << ": note: " << note << "\n";
    auto imported = gl::importJcz(std::get<gl::JczRun>(run).game, replay, o.record, o.file);
    if (auto* e = std::get_if<formats::InputError>(&imported))
        return reportInputError(formats::inFile(*e, o.file));
    const gl::ImportResult& result = std::get<gl::ImportResult>(imported);
    for (const auto& w : result.warnings)
        std::cerr << "warning: " << w << "\n";
    if (o.output.empty())
        std::cout << result.scenario << std::flush;
    else if (const int code = writeOutputFile(o.output, result.scenario); code != Success)
        return code;
    // A game the oracle refuses is still written (ending with the refusal), but it disagrees.
    return replay.divergence ? ExpectationsFailed : Success;
}

} // namespace carcassonne::cli
