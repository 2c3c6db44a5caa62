#include "render_command.hpp"

#include "exit_codes.hpp"
#include "file_roles.hpp"
#include "known_names.hpp"
#include "output_files.hpp"
#include "render/svg_board.hpp"
#include "render/text_board.hpp"
#include "scenario/replay.hpp"
#include "scenario_input.hpp"

#include <iostream>

namespace carcassonne::cli {

CLI::App* addRenderCommand(CLI::App& app, RenderOptions& o) {
    auto* render =
        app.add_subcommand("render", "Draw a scenario's board after N game turns (or N actions)");
    render->add_option("file", o.file, "Scenario file")->required();
    addPlayedFirstOptions(*render, o.turn, o.action);
    render->add_option("--edition", o.edition, "Edition (default: the scenario's first)")
        ->check(editionName());
    render->add_option("--format", o.format, "svg or text")
        ->check(oneOf({"svg", "text"}, "format"))
        ->capture_default_str();
    render->add_option("-o,--output", o.output, "Write the picture to this file");
    return render;
}

int renderCommand(const RenderOptions& o) {
    FileRoles roles;
    roles.reads(o.file, "the scenario");
    roles.writes(o.output, "-o");
    if (const auto refused = roles.refusal()) return *refused;
    auto input = loadScenarioInput(o.file, o.edition);
    if (auto* code = std::get_if<int>(&input)) return *code;
    const auto& [s, edition] = std::get<ScenarioInput>(input);
    const auto toPlay = entriesToPlay(o.file, s, edition, o.turn, o.action, s.actions.size());
    if (auto* code = std::get_if<int>(&toPlay)) return *code;
    const std::size_t actions = std::get<std::size_t>(toPlay);

    const auto trace = scenario::replaySteps(s, edition);
    const scenario::ReplayStep* step = scenario::stepAfter(trace, actions);
    // The replay stopped before the action asked for: the picture would show a wrong board.
    if (trace.error && (trace.setupFailed || actions > trace.replayed)) {
        std::cerr << "carcassonne-oracle: " << o.file << ": the replay stopped: " << *trace.error
                  << "\n";
        return InputError;
    }
    const GameState& state = step ? step->state : trace.start;
    const render::BoardView view{state, s.players, step ? step->lastPlaced : std::nullopt, {}};
    const std::string after =
        o.turn >= 0 ? "turn " + std::to_string(o.turn)
                    : std::to_string(actions) + (actions == 1 ? " action" : " actions");
    const std::string title =
        s.title + " (" + std::string(toString(edition)) + ", after " + after + ")";
    const std::string picture =
        o.format == "text" ? render::textBoard(view) : render::svgBoard(view, title);

    if (o.output.empty()) {
        std::cout << picture;
        return Success;
    }
    return writeOutputFile(o.output, picture);
}

} // namespace carcassonne::cli
