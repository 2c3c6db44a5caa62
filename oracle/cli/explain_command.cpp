#include "explain_command.hpp"

#include "codec/json_codec.hpp"
#include "exit_codes.hpp"
#include "formats/join.hpp"
#include "known_names.hpp"
#include "number_option.hpp"
#include "position_view.hpp"
#include "render/text_board.hpp"
#include "scenario/action.hpp"
#include "scenario/describe.hpp"
#include "scenario/legal_sets.hpp"
#include "scenario/replay.hpp"
#include "scenario_input.hpp"

#include <iostream>

namespace carcassonne::cli {

using namespace carcassonne::scenario;
using json = nlohmann::ordered_json;

namespace {
void addFormatOption(CLI::App& cmd, ExplainOptions& o) {
    cmd.add_option("--format", o.format,
                   "text, or json (described by `carcassonne-oracle schema legal-explain`)")
        ->check(oneOf({"text", "json"}, "format"))
        ->capture_default_str();
}
} // namespace

CLI::App* addExplainCommand(CLI::App& app, ExplainOptions& o) {
    auto* cmd = app.add_subcommand("explain", "Narrate a scenario step by step: boards, legal "
                                              "options, scores with their arithmetic and rulings");
    cmd->add_option("file", o.file, "Scenario file")->required();
    cmd->add_option("--edition", o.edition, "Edition (default: the scenario's first)")
        ->check(editionName());
    auto* turn = cmd->add_option("--turn", o.turn,
                                 "Narrate only game turn N (1: the first; a tile and what "
                                 "follows it)")
                     ->check(wholeNumberFrom(1));
    cmd->add_option("--action", o.action, "Narrate only action N of the play list (1: the first)")
        ->check(wholeNumberFrom(1))
        ->excludes(turn);
    addFormatOption(*cmd, o);
    return cmd;
}

CLI::App* addLegalCommand(CLI::App& app, ExplainOptions& o) {
    auto* cmd =
        app.add_subcommand("legal", "Print the legal moves of a scenario after N game turns "
                                    "(or N actions), and where the figures stand");
    cmd->add_option("file", o.file, "Scenario file")->required();
    addPlayedFirstOptions(*cmd, o.turn, o.action);
    cmd->add_option("--edition", o.edition, "Edition (default: the scenario's first)")
        ->check(editionName());
    addFormatOption(*cmd, o);
    return cmd;
}

namespace {

// The action in the rules' words (rules::describe); a draw, and a `place` that leaves its tile to
// the draw, have no move of their own.
std::string actionText(const Action& a) {
    if (a.draws()) return "draw " + tileCatalog().at(*a.tile).name;
    if (const auto move = namedMoveOf(a, std::nullopt)) return describe(*move);
    return "place at " + toString(a.at) + " rotated " + std::to_string(a.rotation.degrees());
}

// The tile whose placements a position in the tile step shows: the one drawn, else the next one
// the play list draws, places or discards (what `legal --turn N` stands before).
std::optional<TileTypeId> tileToShow(const Scenario& s, Edition edition, const GameState& state,
                                     std::optional<TileTypeId> drawn, std::size_t next) {
    if (drawn || state.phase != Phase::Tile) return drawn;
    for (std::size_t i = next; i < s.actions.size(); ++i) {
        const Action& a = s.actions[i];
        if (!appliesTo(a.editions, edition)) continue;
        if (a.draws() || a.key == "place" || a.key == "discard") return a.tile;
        return std::nullopt;
    }
    return std::nullopt;
}

void printScores(std::ostream& out, const Scenario& s, const GameState& state) {
    out << "   scores:";
    for (std::size_t p = 0; p < state.players.size(); ++p)
        out << " " << playerName(s.players, static_cast<PlayerIndex>(p)) << " "
            << state.players[p].score;
    out << "\n";
}

// " m1; m2;": each move by its label (rules::label), as findings print it.
void printMoves(std::ostream& out, const GameState& state, const std::vector<rules::Move>& moves) {
    for (const rules::Move& m : moves)
        out << " " << rules::label(state, m) << ";";
}

// The legal options at a state, in the scenario language's sets.
void printLegal(std::ostream& out, const Scenario& s, const GameState& state,
                std::optional<TileTypeId> drawn, const std::string& indent) {
    out << indent << "step: " << toString(state.phase) << " ("
        << playerName(s.players, state.current) << " to play)\n";
    // The supply aside: before a play that names a tile with no copy left (the scenario shows
    // its refusal), where the tile fits, as `--format json` and `placements: {tile: ...}` list it.
    const LegalSets sets = legalSets(state, rules::Draw{.tile = drawn, .supplyAside = true});
    if (state.phase == Phase::Tile && drawn) {
        out << indent << sets.placements.size() << " placements of "
            << tileCatalog().at(*drawn).name << ":";
        printMoves(out, state, sets.placements);
        if (sets.placements.empty()) out << " none: the tile is discarded (base.place.discard)";
        out << "\n";
    }
    if (state.phase == Phase::Magic) {
        out << indent << sets.magic.size() << " magic actions:";
        printMoves(out, state, sets.magic);
        out << "\n";
    }
    if (state.phase == Phase::Follower) {
        out << indent << sets.followers.size() << " follower placements (or no follower):";
        printMoves(out, state, sets.followers);
        out << "\n";
    }
}

void printEvents(std::ostream& out, const Scenario& s, const Events& events) {
    for (const Event& e : events) {
        out << "   " << describe(s.players, e);
        if (auto score = std::get_if<ScoreEvent>(&e)) {
            out << "  [" << formats::join(score->rulings, ", ") << "]";
        }
        out << "\n";
    }
}

json headerJson(const char* command, const std::string& file, const Scenario& s, Edition edition) {
    return {{"command", command},
            {"file", file},
            {"title", s.title},
            {"edition", toString(edition)},
            {"players", s.players}};
}

void printJson(const json& j) {
    std::cout << j.dump(2) << "\n";
}

// One narrated step as JSON: the action, what it did, and the position after it.
json stepJson(const Scenario& s, Edition edition, const ReplayStep& step, std::size_t turn) {
    const Action& a = s.actions[step.action];
    const auto move = namedMoveOf(a, std::nullopt);
    json j{{"action", step.action + 1},
           {"turn", turn},
           {"line", a.pos.line},
           {"text", actionText(a)},
           {"move", move ? json(codec::toJson(*move)) : json(nullptr)},
           {"refused", step.refusedWith ? json(*step.refusedWith) : json(nullptr)},
           {"events", eventsJson(step.events)},
           {"removals", removalsJson(step.events)}};
    j.update(positionJson(s.players, step.state,
                          tileToShow(s, edition, step.state, step.drawn, step.action + 1)));
    return j;
}

} // namespace

int explainCommand(const ExplainOptions& o) {
    const auto input = loadScenarioInput(o.file, o.edition);
    if (auto* code = std::get_if<int>(&input)) return *code;
    const auto& [s, edition] = std::get<ScenarioInput>(input);
    const ReplayTrace trace = replaySteps(s, edition);
    const std::vector<std::size_t> turns = turnOf(s, edition);
    if (o.turn > 0 && !actionsOfTurns(s, edition, static_cast<std::size_t>(o.turn))) {
        std::cerr << o.file << ": --turn " << o.turn << " is past the turns of the play list\n";
        return UsageError;
    }
    if (o.action > 0 && static_cast<std::size_t>(o.action) > s.actions.size()) {
        std::cerr << o.file << ": --action " << o.action << " is past the " << s.actions.size()
                  << " actions of the play list\n";
        return UsageError;
    }
    // The steps narrated: all, or those of one turn or one action.
    auto shown = [&](const ReplayStep& step) {
        if (o.turn > 0) return turns[step.action] == static_cast<std::size_t>(o.turn);
        if (o.action > 0) return step.action + 1 == static_cast<std::size_t>(o.action);
        return true;
    };
    if (trace.setupFailed) {
        std::cerr << o.file << ": the set-up cannot be played: " << trace.error.value_or("")
                  << "\n";
        return InputError;
    }
    if (o.format == "json") {
        json j = headerJson("explain", o.file, s, edition);
        j["rulings"] = s.rulings;
        j["source"] = s.source;
        j["setup"] = positionJson(s.players, trace.start,
                                  tileToShow(s, edition, trace.start, std::nullopt, 0));
        j["steps"] = json::array();
        for (const ReplayStep& step : trace.steps)
            if (shown(step)) j["steps"].push_back(stepJson(s, edition, step, turns[step.action]));
        j["stopped"] = trace.error ? json(*trace.error) : json(nullptr);
        printJson(j);
        return trace.error ? InputError : Success;
    }
    std::cout << s.title << "\n" << o.file << " under " << toString(edition) << "\n";
    std::cout << "rulings:";
    for (const auto& r : s.rulings)
        std::cout << " " << r;
    std::cout << "\nsource: " << s.source << "\n\n";
    std::cout << "Set-up:\n"
              << render::textBoard({trace.start, s.players, std::nullopt, {}}) << "\n";
    for (const ReplayStep& step : trace.steps) {
        if (!shown(step)) continue;
        const Action& a = s.actions[step.action];
        std::cout << step.action + 1 << ". (line " << a.pos.line << ", turn " << turns[step.action]
                  << ") " << actionText(a) << "\n";
        if (step.refusedWith) std::cout << "   refused, as expected: " << *step.refusedWith << "\n";
        printEvents(std::cout, s, step.events);
        const bool placed = std::any_of(step.events.begin(), step.events.end(), [](const Event& e) {
            return std::holds_alternative<TilePlaced>(e);
        });
        if (placed) std::cout << render::textBoard({step.state, s.players, step.lastPlaced, {}});
        if (!step.events.empty()) printScores(std::cout, s, step.state);
        printRemovals(std::cout, s.players, step.events, "   ");
        // A board drawn lists the figures already (render::textBoard).
        if (!placed) printFigures(std::cout, s.players, step.state, "   ");
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
    // The entries to play, and the first of the step shown (whose events are listed): turn N's
    // entries, or the last entry played.
    const auto toPlay = entriesToPlay(o.file, s, edition, o.turn, o.action, s.actions.size());
    if (auto* code = std::get_if<int>(&toPlay)) return *code;
    const std::size_t actions = std::get<std::size_t>(toPlay);
    const std::string option = o.turn >= 0 ? "--turn" : "--action";
    auto replayed = replayTo(o.file, s, edition, actions, option);
    if (auto* code = std::get_if<int>(&replayed)) return *code;
    const ReplayTrace& trace = std::get<ReplayTrace>(replayed);
    const std::vector<std::size_t> turns = turnOf(s, edition);
    std::size_t from = actions == 0 ? 0 : actions - 1;
    if (o.turn > 0) from = *actionsOfTurns(s, edition, static_cast<std::size_t>(o.turn) - 1);
    if (o.turn == 0) from = actions;
    Events shown; // what the step shown did
    for (const ReplayStep& step : trace.steps)
        if (step.action >= from && step.action < actions)
            shown.insert(shown.end(), step.events.begin(), step.events.end());
    const ReplayStep* step = stepAfter(trace, actions);
    const GameState& state = step ? step->state : trace.start;
    const auto tile = tileToShow(s, edition, state, step ? step->drawn : std::nullopt, actions);
    std::size_t turn = 0; // the turn of the last entry played
    for (std::size_t i = 0; i < actions; ++i)
        turn = std::max(turn, turns[i]);
    if (o.format == "json") {
        json j = headerJson("legal", o.file, s, edition);
        j["actions"] = actions;
        j["of"] = s.actions.size();
        j["turn"] = turn;
        j["events"] = eventsJson(shown);
        j["removals"] = removalsJson(shown);
        j.update(positionJson(s.players, state, tile));
        printJson(j);
        return Success;
    }
    std::cout << "after " << actions << " of " << s.actions.size() << " actions";
    if (o.turn >= 0) std::cout << " (" << o.turn << (o.turn == 1 ? " turn" : " turns") << ")";
    std::cout << ", " << toString(edition) << ":\n";
    printLegal(std::cout, s, state, tile, "");
    printRemovals(std::cout, s.players, shown, "");
    printFigures(std::cout, s.players, state, "");
    return Success;
}

} // namespace carcassonne::cli
