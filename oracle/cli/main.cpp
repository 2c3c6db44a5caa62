// carcassonne-oracle: the command line. Each subcommand is a thin layer over the libraries.

#include "book_command.hpp"
#include "check_log_command.hpp"
#include "coverage_command.hpp"
#include "drive_command.hpp"
#include "exit_codes.hpp"
#include "explain_command.hpp"
#include "formats/join.hpp"
#include "fuzz_command.hpp"
#include "guide_pages.hpp"
#include "import_jcz_command.hpp"
#include "listings.hpp"
#include "merge_command.hpp"
#include "output_files.hpp"
#include "perft_command.hpp"
#include "render_command.hpp"
#include "run_command.hpp"
#include "schema_command.hpp"
#include "serve_command.hpp"
#include "tiles_command.hpp"
#include "version.hpp"

#include <CLI/CLI.hpp>

#include <unistd.h>

#include <iostream>
#include <set>
#include <string>
#include <vector>

using namespace carcassonne;
using namespace carcassonne::cli;

namespace {

int dispatch(int argc, char** argv) {
    CLI::App app{"Carcassonne Oracle: a rules-conformance referee for Carcassonne engines "
                 "(base game, Inns & Cathedrals, Mage & Witch; editions C1, C2, C3, C3.1)",
                 "carcassonne-oracle"};
    app.set_version_flag("--version", "carcassonne-oracle " CARCASSONNE_ORACLE_VERSION);
    app.require_subcommand(1);

    auto* editions = app.add_subcommand("editions", "List the edition profiles with every rule "
                                                    "switch, its value and its source");
    auto* rulings = app.add_subcommand("rulings", "List the ruling register the oracle enforces");
    bool errorCodes = false;
    rulings->add_flag("--errors", errorCodes, "List the error codes of illegal moves instead");

    RunOptions runOptions;
    auto* run = addRunCommand(app, runOptions);
    std::string schemaName = "scenario";
    auto* schema = addSchemaCommand(app, schemaName);
    CoverageOptions coverageOptions;
    auto* coverage = addCoverageCommand(app, coverageOptions);
    ExplainOptions explainOptions;
    auto* explain = addExplainCommand(app, explainOptions);
    ExplainOptions legalOptions;
    auto* legal = addLegalCommand(app, legalOptions);
    RenderOptions renderOptions;
    auto* render = addRenderCommand(app, renderOptions);
    BookOptions bookOptions;
    auto* book = addBookCommand(app, bookOptions);
    CheckLogOptions checkLogOptions;
    auto* checkLog = addCheckLogCommand(app, checkLogOptions);
    ImportJczOptions importJczOptions;
    auto* importJcz = addImportJczCommand(app, importJczOptions);
    ServeOptions serveOptions;
    auto* serve = addServeCommand(app, serveOptions);
    DriveOptions driveOptions;
    auto* drive = addDriveCommand(app, driveOptions);
    FuzzOptions fuzzOptions;
    auto* fuzz = addFuzzCommand(app, fuzzOptions);
    PerftOptions perftOptions;
    auto* perft = addPerftCommand(app, perftOptions);
    MergeOptions mergeOptions;
    auto* merge = addMergeCommand(app, mergeOptions);

    TilesOptions tilesOptions;
    auto* tiles = addTilesCommand(app, tilesOptions);

    addGuideFooters(app);

    // An unknown subcommand gets one line naming the valid ones, not CLI11's generic message.
    if (argc > 1 && argv[1][0] != '-') {
        std::set<std::string> names;
        for (const auto* sub : app.get_subcommands({}))
            names.insert(sub->get_name());
        if (!names.contains(argv[1])) {
            const std::string list = formats::join(names, ", ");
            std::cerr << "carcassonne-oracle: unknown command '" << argv[1]
                      << "' (commands: " << list << ")\n";
            return UsageError;
        }
    }

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return UsageError;
    }

    if (*run) return runCommand(runOptions);
    if (*schema) return schemaCommand(schemaName);
    if (*coverage) return coverageCommand(coverageOptions);
    if (*explain) return explainCommand(explainOptions);
    if (*legal) return legalCommand(legalOptions);
    if (*render) return renderCommand(renderOptions);
    if (*book) return bookCommand(bookOptions);
    if (*checkLog) return checkLogCommand(checkLogOptions);
    if (*importJcz) return importJczCommand(importJczOptions);
    if (*serve) return serveCommand(serveOptions);
    if (*drive) return driveCommand(driveOptions);
    if (*fuzz) return fuzzCommand(fuzzOptions);
    if (*perft) return perftCommand(perftOptions);
    if (*merge) return mergeCommand(mergeOptions);
    if (*editions) printEditions(std::cout);
    if (*rulings) errorCodes ? printErrorCodes(std::cout) : printRulings(std::cout);
    if (*tiles) return tilesCommand(tilesOptions);
    return Success;
}

} // namespace

int main(int argc, char** argv) {
    ignoreBrokenPipes();
    // The C streams are not used for standard input and output (serve reads and answers them
    // fast); standard output goes through a buffer that keeps the reason of a failed write.
    std::ios::sync_with_stdio(false);
    formats::DescriptorBuffer out(STDOUT_FILENO, ::isatty(STDOUT_FILENO) == 1);
    std::streambuf* const console = std::cout.rdbuf(&out);
    int code = InternalError;
    try {
        code = dispatch(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "carcassonne-oracle: internal error: " << e.what() << "\n";
    }
    // Whatever a command returns, its standard output must have arrived: a full disk or a closed
    // pipe there is exit code 74, not the command's success.
    code = finishStandardOutput(code);
    std::cout.rdbuf(console);
    return code;
}
