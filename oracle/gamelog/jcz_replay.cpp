#include "jcz_replay.hpp"

#include "jcz_reader.hpp"
#include "replayer.hpp"
#include "scenario/describe.hpp"

#include <algorithm>
#include <deque>
#include <vector>

namespace carcassonne::gamelog {

namespace {

// Whether the tile fits anywhere on the board: the tile step's moves with it drawn, its copies
// aside, hold a placement. A malformed file may draw a tile at any step, so the moves are asked
// of the position as if its turn were at the tile step.
bool fitsSomewhere(const GameState& state, TileTypeId tile) {
    const rules::Draw draw{.tile = tile, .supplyAside = true};
    const auto placed = [](const rules::Move& m) { return rules::carries(m, kSquareOperand); };
    if (state.phase == Phase::Tile) {
        const std::vector<rules::Move> moves = rules::legalMoves(state, draw);
        return std::any_of(moves.begin(), moves.end(), placed);
    }
    GameState atTileStep = state;
    atTileStep.phase = Phase::Tile;
    const std::vector<rules::Move> moves = rules::legalMoves(atTileStep, draw);
    return std::any_of(moves.begin(), moves.end(), placed);
}

class JczReplayer {
public:
    JczReplayer(const JczGame& game, GameState start)
        : game_(game), replay_(std::move(start)),
          queue_(game.drawOrder.begin(), game.drawOrder.end()) {
        result_.recording.setup = game.setup;
    }

    formats::Parsed<JczReplay> run() {
        for (const JczMessage& m : game_.replay) {
            if (m.type == "PLACE_TILE" && game_.endTurn && turns_ == *game_.endTurn)
                return formats::InputError{
                    .path = m.origin(),
                    .message = "a turn after the last one (gameAnnotations.endTurn is " +
                               std::to_string(*game_.endTurn) + ")"};
            auto step = message(m);
            if (auto* e = std::get_if<formats::InputError>(&step)) return *e;
            if (!std::get<bool>(step)) return finish();
            if (m.type == "PLACE_TILE") ++turns_;
        }
        // endTurn: the game ends once that turn is over, whatever the draw order still holds.
        if (game_.endTurn && turns_ == *game_.endTurn && replay_.state().phase == Phase::Tile) {
            if (!play(EndGame{}, "gameAnnotations.endTurn " + std::to_string(*game_.endTurn),
                      std::nullopt))
                return finish();
            result_.ended = true;
            return finish();
        }
        if (game_.endMarker && replay_.state().phase == Phase::Tile) {
            discardUnplaceable(std::nullopt);
            if (result_.divergence) return finish();
            if (queue_.empty()) {
                if (!play(EndGame{}, "gameAnnotations.drawOrder #END", std::nullopt))
                    return finish();
                result_.ended = true;
            }
        }
        return finish();
    }

private:
    const JczGame& game_;
    Replayer replay_;
    std::deque<TileTypeId> queue_;
    JczReplay result_;
    int turns_ = 0; // PLACE_TILE messages played

    JczReplay finish() {
        result_.state = replay_.state();
        return std::move(result_);
    }

    std::string name(int p) const {
        return scenario::playerName(game_.setup.players, static_cast<PlayerIndex>(p));
    }

    void diverge(const std::string& where, std::string summary, std::vector<std::string> expected,
                 std::vector<std::string> actual) {
        result_.divergence = Divergence{
            0, where, std::move(summary), std::move(expected), std::move(actual), replay_.state()};
    }

    // Plays one action and records it; false (and a divergence) when the rules refuse it.
    bool play(const NamedMove& a, const std::string& origin, std::optional<int> mover) {
        RecordedAction ra;
        ra.action = a;
        ra.origin = origin;
        const GameState& s = replay_.state();
        if (startsTurn(a)) ra.player = s.current;
        if (mover && *mover != s.current) {
            diverge(origin, "wrong player: it is " + name(s.current) + "'s turn",
                    {name(s.current) + "'s turn"}, {"player: " + name(*mover)});
            result_.reproducible = false;
            return false;
        }
        auto events = replay_.apply(a);
        if (!events) {
            ra.expect.error = events.error().code;
            result_.recording.actions.push_back(ra);
            diverge(origin, "illegal move: " + describe(a),
                    {"refused (" + std::string(toString(events.error().code)) +
                     "): " + events.error().message},
                    {"the game plays it: " + describe(a)});
            return false;
        }
        ra.events = *events;
        ra.scores = allScores(replay_.state());
        result_.recording.actions.push_back(std::move(ra));
        return true;
    }

    // Drawn tiles that fit nowhere are discarded without a message, until `next` comes up (or
    // a placeable tile, or the end of the draw order).
    void discardUnplaceable(std::optional<TileTypeId> next) {
        while (!queue_.empty() && queue_.front() != next &&
               !fitsSomewhere(replay_.state(), queue_.front())) {
            const DiscardTile d{queue_.front()};
            queue_.pop_front();
            if (!play(d, "gameAnnotations.drawOrder (no legal placement)", std::nullopt)) return;
        }
    }

    formats::Parsed<bool> message(const JczMessage& m) {
        const GameState& s = replay_.state();
        if (m.type == "COMMIT") {
            // PASS or DEPLOY_MEEPLE already ended the turn; a bare COMMIT passes.
            if (s.phase != Phase::Follower && s.phase != Phase::Magic) return true;
            return play(Pass{}, m.origin(), m.player);
        }
        NamedMove a = *m.action;
        std::optional<JczPointer> pointer = m.pointer;
        if (pointer && !pointer->kindKnown) {
            // No `feature` (older files): the tile at the pointer decides it.
            resolveKind(s.board, *pointer);
            if (!pointer->kindKnown) {
                const auto node = resolvePointer(s.board, *pointer);
                diverge(m.origin(), "the pointer without feature fits nothing on the tile",
                        {node ? std::string("a feature at the pointer") : node.error().message},
                        {pointer->text});
                result_.reproducible = false;
                return false;
            }
            const FeatureRef ref = refOf(*pointer);
            if (auto* f = std::get_if<PlaceFollowerOn>(&a)) f->on = ref;
            if (auto* f = std::get_if<MoveFigureTo>(&a)) f->target = ref;
        }
        const auto placed = placedTile(a);
        if (placed && game_.hasDrawOrder) {
            discardUnplaceable(*placed);
            if (result_.divergence) return false;
            if (queue_.empty())
                return formats::InputError{.path = m.origin(),
                                           .message = "places " + tileCatalog().at(*placed).name +
                                                      ", but the draw order has no tile left"};
            if (queue_.front() != *placed)
                return formats::InputError{.path = m.origin(),
                                           .message = "places " + tileCatalog().at(*placed).name +
                                                      ", but the draw order gives " +
                                                      tileCatalog().at(queue_.front()).name +
                                                      " next"};
            queue_.pop_front();
        }
        if (m.meepleSeat && *m.meepleSeat != s.current) {
            diverge(m.origin(), "a follower of another player",
                    {"a follower of " + name(s.current)}, {"meeple of " + name(*m.meepleSeat)});
            result_.reproducible = false;
            return false;
        }
        if (pointer) {
            // A pointer whose first side names a segment that reaches other sides than the
            // pointer's cannot be written in our terms: report it without a scenario.
            const FeatureRef ref = namedFeature(a).value_or(FeatureRef{});
            const auto node = resolvePointer(s.board, *pointer);
            if (!node && s.board.find(ref.at, ref.kind, ref.location)) {
                diverge(m.origin(), "the pointer does not match the tile", {node.error().message},
                        {pointer->text});
                result_.reproducible = false;
                return false;
            }
        }
        return play(a, m.origin(), m.player);
    }
};

} // namespace

formats::Parsed<JczReplay> replayJcz(const JczGame& game) {
    auto start = startGame(game.setup);
    if (!start) return formats::InputError{.path = "setup", .message = start.error().message};
    return JczReplayer(game, std::move(start).value()).run();
}

formats::Parsed<JczRun>
readAndReplayJcz(const std::string& text, std::optional<Edition> edition,
                 const std::vector<std::pair<std::string, std::string>>& rules) {
    auto read = readJcz(text);
    if (auto* e = std::get_if<formats::InputError>(&read)) return *e;
    JczGame& game = std::get<JczGame>(read);
    if (edition) game.setup.edition = *edition;
    game.setup.rules.insert(game.setup.rules.end(), rules.begin(), rules.end());
    auto replayed = replayJcz(game);
    if (auto* e = std::get_if<formats::InputError>(&replayed)) return *e;
    return JczRun{std::move(game), std::get<JczReplay>(std::move(replayed))};
}

} // namespace carcassonne::gamelog
