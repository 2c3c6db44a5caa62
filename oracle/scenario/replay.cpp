#include "replay.hpp"

#include "runner.hpp"

#include <algorithm>

namespace carcassonne::scenario {

namespace {

bool appliesTo(const std::optional<std::vector<Edition>>& editions, Edition e) {
    return !editions || std::find(editions->begin(), editions->end(), e) != editions->end();
}

// The same set-up as the runner's; its consistency checks are the runner's business, so a failure
// here only stops the replay with the rules model's message.
std::optional<std::string> setUp(const Scenario& s, Edition edition, GameState& state) {
    GameConfig config;
    config.rules = rulesFor(s, edition);
    config.expansions = s.expansions;
    config.players = static_cast<int>(s.players.size());
    state = newGame(config);
    const Setup& su = s.setup;
    if (su.tiles.empty()) (void)setupTile(state, tileCatalog().startTile(), {0, 0}, Rotation{});
    for (const SetupTile& t : su.tiles)
        if (auto ok = setupTile(state, t.tile, t.at, t.rotation); !ok) return ok.error().message;
    for (const SetupFollower& f : su.followers) {
        const auto& on = f.follower.on;
        const auto n = state.board.find(on.at, on.kind, on.location);
        if (!n) return "no " + on.text();
        const auto kind = f.follower.large ? FollowerKind::Large : FollowerKind::Normal;
        if (auto ok = setupFollower(state, static_cast<PlayerIndex>(f.player), *n, kind); !ok)
            return ok.error().message;
    }
    for (const FigureSpec& f : su.figures) {
        const auto n = f.on ? state.board.find(f.on->at, f.on->kind, f.on->location) : std::nullopt;
        if (!n) return "no place for the " + std::string(toString(f.figure));
        if (auto ok = setupFigure(state, f.figure, *n); !ok) return ok.error().message;
    }
    for (const SupplySpec& sp : su.supply) {
        PlayerState& p = state.players[static_cast<std::size_t>(sp.player)];
        if (sp.normal) p.normalInSupply = *sp.normal;
        if (sp.large) p.largeInSupply = *sp.large;
    }
    for (const auto& [p, points] : su.scores)
        state.players[static_cast<std::size_t>(p)].score = points;
    if (su.turn) state.current = static_cast<PlayerIndex>(*su.turn);
    return std::nullopt;
}

class Replayer {
public:
    Replayer(const Scenario& s, Edition e) : s_(s), edition_(e) {}

    ReplayTrace run() {
        trace_.error = setUp(s_, edition_, state_);
        trace_.start = state_;
        trace_.setupFailed = trace_.error.has_value();
        for (std::size_t i = 0; i < s_.actions.size() && !trace_.error; ++i) {
            if (appliesTo(s_.actions[i].editions, edition_)) act(i, s_.actions[i]);
            if (!trace_.error) trace_.replayed = i + 1;
        }
        return std::move(trace_);
    }

private:
    const Scenario& s_;
    Edition edition_;
    ReplayTrace trace_;
    GameState state_;
    std::optional<TileTypeId> drawn_;
    std::optional<MagicFigure> autoRemoved_; // forced removal in the current turn
    std::optional<Position> lastPlaced_;
    std::optional<Error> notFound_; // the action names a feature that is not on the board

    void record(std::size_t index, Events events, std::optional<std::string> refused = {}) {
        for (const Event& ev : events)
            if (auto t = std::get_if<TilePlaced>(&ev)) lastPlaced_ = t->at;
        trace_.steps.push_back(
            {index, state_, std::move(events), drawn_, lastPlaced_, std::move(refused)});
    }

    std::optional<NodeId> resolve(const FeatureSpec& f) const {
        return state_.board.find(f.at, f.kind, f.location);
    }

    // The move an action stands for; nothing when the action changes no state, or when it names a
    // feature that is not on the board (then notFound_ says so).
    std::optional<Move> moveFor(const Action& a) {
        switch (a.kind) {
        case Action::Kind::Draw:
            drawn_ = a.tile;
            autoRemoved_.reset();
            return std::nullopt;
        case Action::Kind::Place:
            return PlaceTile{a.tile ? *a.tile : drawn_.value_or(TileTypeId{}), a.at, a.rotation};
        case Action::Kind::Discard:
            return DiscardTile{*a.tile};
        case Action::Kind::Magic:
            if (a.magic.remove) {
                // A forced removal already happened with the tile; naming it is allowed.
                if (state_.phase != Phase::Magic && autoRemoved_ == a.magic.figure)
                    return std::nullopt;
                return RemoveFigure{a.magic.figure};
            } else if (auto n = resolve(*a.magic.target)) {
                return MoveFigure{a.magic.figure, *n};
            }
            notFound_ = Error{ErrorCode::FeatureNotFound, "no " + a.magic.target->text()};
            return std::nullopt;
        case Action::Kind::Follower:
            if (!a.follower) return Pass{};
            if (auto n = resolve(a.follower->on))
                return PlaceFollower{*n, a.follower->large ? FollowerKind::Large
                                                           : FollowerKind::Normal};
            notFound_ = Error{ErrorCode::FeatureNotFound, "no " + a.follower->on.text()};
            return std::nullopt;
        case Action::Kind::Final:
            return EndGame{};
        }
        return std::nullopt;
    }

    void act(std::size_t index, const Action& a) {
        if (a.kind == Action::Kind::Place && !a.tile && !drawn_) {
            trace_.error = "`place` needs `tile:` (no tile was drawn)";
            return;
        }
        notFound_.reset();
        const auto move = moveFor(a);
        if (!move && !notFound_) return record(index, {});
        auto result = notFound_ ? Result<Events>(*notFound_) : carcassonne::play(state_, *move);
        if (!result) {
            const std::string why =
                std::string(toString(result.error().code)) + ": " + result.error().message;
            if (a.expectError && appliesTo(a.expectError->editions, edition_))
                return record(index, {}, why);
            trace_.error = "action " + std::to_string(index + 1) + " was refused: " + why;
            return;
        }
        if (std::holds_alternative<PlaceTile>(*move) ||
            std::holds_alternative<DiscardTile>(*move)) {
            drawn_.reset();
            autoRemoved_.reset();
            for (const Event& ev : result.value())
                if (auto r = std::get_if<FigureRemoved>(&ev)) autoRemoved_ = r->figure;
        }
        record(index, std::move(result).value());
    }
};

} // namespace

ReplayTrace replaySteps(const Scenario& scenario, Edition edition) {
    return Replayer(scenario, edition).run();
}

const ReplayStep* stepAfter(const ReplayTrace& trace, std::size_t actions) {
    const ReplayStep* found = nullptr;
    for (const ReplayStep& step : trace.steps)
        if (step.action < actions) found = &step;
    return found;
}

} // namespace carcassonne::scenario
