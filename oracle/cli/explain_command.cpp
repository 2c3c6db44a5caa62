#include "explain_command.hpp"

#include "exit_codes.hpp"
#include "known_names.hpp"
#include "render/text_board.hpp"
#include "scenario/action.hpp"
#include "scenario/describe.hpp"
#include "scenario/replay.hpp"
#include "scenario_input.hpp"

#include <iostream>

namespace carcassonne::cli {

using namespace carcassonne::scenario;

CLI::App* addExplainCommand(CLI::App& app, ExplainOptions& o) {
    auto* cmd = app.add_subcommand("explain", "Narrate a scenario step by step: boards, legal "
                                              "options, scores with their arithmetic and rulings");
    cmd->add_option("file", o.file, "Scenario file")->required();
    cmd->add_option("--edition", o.edition, "Edition (default: the scenario's first)")
        ->check(editionName());
    return cmd;
}

CLI::App* addLegalCommand(CLI::App& app, ExplainOptions& o) {
    auto* cmd = app.add_subcommand("legal", "Print the legal moves of a scenario after N actions");
    cmd->add_option("file", o.file, "Scenario file")->required();
    cmd->add_option("--turn", o.turn, "Actions of the play list to apply first (default: all)")
        ->check(CLI::NonNegativeNumber);
    cmd->add_option("--edition", o.edition, "Edition (default: the scenario's first)")
        ->check(editionName());
    return cmd;
}

namespace {

// The action in the rules' words (rules::describe); a draw, and a `place` that leaves its tile to
// the draw, have no move of their own.
std::string actionText(const Action& a) {
    if (a.kind == Action::Kind::Draw) return "draw " + tileCatalog().at(*a.tile).name;
    if (const auto move = namedMoveOf(a, std::nullopt)) return describe(*move);
    return "place at " + toString(a.at) + " rotated " + std::to_string(a.rotation.degrees());
}

void printScores(std::ostream& out, const Scenario& s, const GameState& state) {
    out << "   scores:";
    for (std::size_t p = 0; p < state.players.size(); ++p)
        out << " " << playerName(s.players, static_cast<PlayerIndex>(p)) << " "
            << state.players[p].score;
    out << "\n";
}

// The legal options at a state, as the scenario language names them.
void printLegal(std::ostream& out, const Scenario& s, const GameState& state,
                std::optional<TileTypeId> drawn, const std::string& indent) {
    out << indent << "step: " << toString(state.phase) << " ("
        << playerName(s.players, state.current) << " to play)\n";
    if (state.phase == Phase::Tile && drawn) {
        const auto placements = legalPlacements(state, *drawn);
        out << indent << placements.size() << " placements of " << tileCatalog().at(*drawn).name
            << ":";
        for (const auto& p : placements)
            out << " " << describe(p) << ";";
        out << (placements.empty() ? " none: the tile is discarded (base.place.discard)" : "")
            << "\n";
    }
    if (state.phase == Phase::Magic) {
        const auto actions = legalMagicActions(state);
        out << indent << actions.size() << " magic actions:";
        for (const auto& a : actions)
            out << " " << describe(state, a) << ";";
        out << "\n";
    }
    if (state.phase == Phase::Follower) {
        const auto followers = legalFollowerPlacements(state);
        out << indent << followers.size() << " follower placements (or no follower):";
        for (const auto& f : followers)
            out << " " << describe(state, f) << ";";
        out << "\n";
    }
}

void printEvents(std::ostream& out, const Scenario& s, const Events& events) {
    for (const Event& e : events) {
        out << "   " << describe(s.players, e);
        if (auto score = std::get_if<ScoreEvent>(&e)) {
            out << "  [";
            for (std::size_t i = 0; i < score->rulings.size(); ++i)
                out << (i ? ", " : "") << score->rulings[i];
            out << "]";
        }
        out << "\n";
    }
}

} // namespace

int explainCommand(const ExplainOptions& o) {
    const auto input = loadScenarioInput(o.file, o.edition);
    if (auto* code = std::get_if<int>(&input)) return *code;
    const auto& [s, edition] = std::get<ScenarioInput>(input);
    const ReplayTrace trace = replaySteps(s, edition);
    std::cout << s.title << "\n" << o.file << " under " << toString(edition) << "\n";
    std::cout << "rulings:";
    for (const auto& r : s.rulings)
        std::cout << " " << r;
    std::cout << "\nsource: " << s.source << "\n\n";
    if (trace.setupFailed) {
        std::cerr << o.file << ": the set-up cannot be played: " << trace.error.value_or("")
                  << "\n";
        return InputError;
    }
    std::cout << "Set-up:\n"
              << render::textBoard({trace.start, s.players, std::nullopt, {}}) << "\n";
    for (const ReplayStep& step : trace.steps) {
        const Action& a = s.actions[step.action];
        std::cout << step.action + 1 << ". (line " << a.pos.line << ") " << actionText(a) << "\n";
        if (step.refusedWith) std::cout << "   refused, as expected: " << *step.refusedWith << "\n";
        printEvents(std::cout, s, step.events);
        const bool placed = std::any_of(step.events.begin(), step.events.end(), [](const Event& e) {
            return std::holds_alternative<TilePlaced>(e);
        });
        if (placed) std::cout << render::textBoard({step.state, s.players, step.lastPlaced, {}});
        if (!step.events.empty()) printScores(std::cout, s, step.state);
        printLegal(std::cout, s, step.state, step.drawn, "   ");
        std::cout << "\n";
    }
    if (trace.error) {
        std::cout << "stopped: " << *trace.error << "\n";
        return InputError;
    }
    return Success;
}

int legalCommand(const ExplainOptions& o) {
    const auto input = loadScenarioInput(o.file, o.edition);
    if (auto* code = std::get_if<int>(&input)) return *code;
    const auto& [s, edition] = std::get<ScenarioInput>(input);
    const std::size_t actions = o.turn < 0 ? s.actions.size() : static_cast<std::size_t>(o.turn);
    auto replayed = replayTo(o.file, s, edition, actions, "--turn");
    if (auto* code = std::get_if<int>(&replayed)) return *code;
    const ReplayTrace& trace = std::get<ReplayTrace>(replayed);
    const ReplayStep* step = stepAfter(trace, actions);
    const GameState& state = step ? step->state : trace.start;
    std::cout << "after " << actions << " of " << s.actions.size() << " actions, "
              << toString(edition) << ":\n";
    printLegal(std::cout, s, state, step ? step->drawn : std::nullopt, "");
    return Success;
}

} // namespace carcassonne::cli
