#include "setup.hpp"

#include "codec/json_codec.hpp"

namespace carcassonne::gamelog {

namespace {
// The edition's profile with the overrides (unknown switches or values are refused).
Result<RuleSet> rulesOf(const SetupSpec& setup) {
    RuleSet rules = defaultRules(setup.edition);
    for (const auto& [name, value] : setup.rules)
        if (auto ok = setSwitch(rules, name, value); !ok) return ok.error();
    return rules;
}

Error invalid(const std::string& message) {
    return fail(ErrorCode::InvalidSetup, message);
}

Result<NodeId> find(const GameState& state, const FeatureRef& f, const std::string& what) {
    const auto node = state.board.find(f.at, f.kind, f.location);
    if (!node) return invalid(what + ": no " + codec::locationText(f) + " at " + toString(f.at));
    return *node;
}
} // namespace

Result<GameState> startGame(const SetupSpec& setup) {
    const auto rules = rulesOf(setup);
    if (!rules) return rules.error();
    if (setup.players.size() < 2 || setup.players.size() > 6)
        return invalid("expected 2 to 6 players, found " + std::to_string(setup.players.size()));
    GameConfig config;
    config.rules = *rules;
    config.expansions = setup.expansions;
    config.players = static_cast<int>(setup.players.size());
    GameState state = newGame(config);
    if (setup.tiles.empty()) (void)setupTile(state, tileCatalog().startTile(), {0, 0}, Rotation{});
    for (const PlaceTile& t : setup.tiles)
        if (auto ok = setupTile(state, t.tile, t.at, t.rotation); !ok)
            return invalid("set-up tile " + tileCatalog().at(t.tile).name + " at " +
                           toString(t.at) + ": " + ok.error().message);
    for (const SetupFollower& f : setup.followers) {
        const auto node = find(state, f.on, "set-up follower");
        if (!node) return node.error();
        const auto kind = f.large ? FollowerKind::Large : FollowerKind::Normal;
        if (auto ok = setupFollower(state, static_cast<PlayerIndex>(f.player), *node, kind); !ok)
            return invalid("set-up follower of " + setup.players[f.player] + ": " +
                           ok.error().message);
    }
    for (const SetupFigure& f : setup.figures) {
        const auto node = find(state, f.on, "set-up " + std::string(toString(f.figure)));
        if (!node) return node.error();
        if (auto ok = setupFigure(state, f.figure, *node); !ok)
            return invalid("set-up " + std::string(toString(f.figure)) + ": " + ok.error().message);
    }
    for (const SupplySetting& s : setup.supply) {
        PlayerState& p = state.players[static_cast<std::size_t>(s.player)];
        int placedNormal = 0, placedLarge = 0;
        for (const Follower& f : state.followers)
            if (f.player == s.player)
                (f.kind == FollowerKind::Large ? placedLarge : placedNormal)++;
        if (s.normal) p.normalInSupply = *s.normal;
        if (s.large) p.largeInSupply = *s.large;
        if (p.normalInSupply < 0 || p.largeInSupply < 0 ||
            p.normalInSupply + placedNormal > config.normalFollowers ||
            p.largeInSupply + placedLarge > state.config.largeFollowers)
            return invalid(setup.players[s.player] +
                           " would have more followers than the game gives (" +
                           std::to_string(config.normalFollowers) + " normal, " +
                           std::to_string(state.config.largeFollowers) + " large)");
    }
    for (const auto& [player, points] : setup.scores)
        state.players[static_cast<std::size_t>(player)].score = points;
    if (setup.turn) state.current = static_cast<PlayerIndex>(*setup.turn);
    return state;
}

} // namespace carcassonne::gamelog
