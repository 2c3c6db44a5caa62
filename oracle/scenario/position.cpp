#include "position.hpp"

#include "action.hpp"
#include "describe.hpp"
#include "runner.hpp"

namespace carcassonne::scenario {

FeatureRef featureRef(const FeatureSpec& f) {
    return FeatureRef{f.at, f.kind, f.location};
}

PositionSpec positionOf(const Setup& setup, Edition edition) {
    PositionSpec spec;
    for (const SetupTile& t : setup.tiles)
        if (appliesTo(t.editions, edition))
            spec.tiles.push_back({t.tile, t.at, t.rotation, t.naming});
    for (const SetupFollower& f : setup.followers)
        spec.followers.push_back(
            {static_cast<PlayerIndex>(f.player), featureRef(f.follower.on), f.follower.kind});
    for (const FigureSpec& f : setup.figures)
        if (f.on) spec.figures.push_back({f.figure, featureRef(*f.on)});
    for (const SupplySpec& s : setup.supply) {
        spec.supply.push_back({static_cast<PlayerIndex>(s.player), s.inSupply});
    }
    for (const auto& [player, points] : setup.scores)
        spec.scores.emplace_back(static_cast<PlayerIndex>(player), points);
    if (setup.turn) spec.turn = static_cast<PlayerIndex>(*setup.turn);
    return spec;
}

Setup setupOf(const PositionSpec& p) {
    Setup out;
    for (const PlaceTile& t : p.tiles)
        out.tiles.push_back({t.tile, t.at, t.rotation, {}, t.naming, std::nullopt});
    for (const FollowerAt& f : p.followers)
        out.followers.push_back({f.player, {featureSpec(f.on), f.kind, {}}});
    for (const FigureAt& f : p.figures)
        out.figures.push_back({f.figure, featureSpec(f.on), {}});
    out.scores.assign(p.scores.begin(), p.scores.end());
    for (const SupplyAt& s : p.supply)
        out.supply.push_back({s.player, s.inSupply, {}});
    if (p.turn) out.turn = *p.turn;
    return out;
}

namespace {
// The set-up tiles under `edition`, in order: those positionOf passed on.
const SetupTile& placedTile(const Setup& setup, Edition edition, std::size_t index) {
    for (const SetupTile& t : setup.tiles)
        if (appliesTo(t.editions, edition) && index-- == 0) return t;
    return setup.tiles.front(); // unreachable: the index came from positionOf's list
}

// The figures written with a feature, in order: those positionOf passed on.
const FigureSpec& placedFigure(const Setup& setup, std::size_t index) {
    for (const FigureSpec& f : setup.figures)
        if (f.on && index-- == 0) return f;
    return setup.figures.front(); // unreachable: the index came from positionOf's list
}
} // namespace

SetupFinding setupFinding(const Setup& setup, const std::vector<std::string>& players,
                          const SetupError& e, Edition edition) {
    const std::string& why = e.error.message;
    const bool notFound = e.error.code == ErrorCode::FeatureNotFound;
    auto name = [&](int p) { return playerName(players, static_cast<PlayerIndex>(p)); };
    switch (e.part) {
    case SetupPart::Players:
        return {{}, why};
    case SetupPart::Tile: {
        const SetupTile& t = placedTile(setup, edition, e.index);
        return {t.pos, "set-up tile " + tileCatalog().at(t.tile).name + ": " + why};
    }
    case SetupPart::Follower: {
        const SetupFollower& f = setup.followers[e.index];
        if (notFound) return {f.follower.on.pos, why};
        return {f.follower.pos, "set-up follower of " + name(f.player) + ": " + why};
    }
    case SetupPart::Figure: {
        const FigureSpec& f = placedFigure(setup, e.index);
        if (notFound) return {f.on->pos, why};
        return {f.pos, "set-up " + std::string(nameOf(f.figure)) + ": " + why};
    }
    case SetupPart::Supply: {
        const SupplySpec& s = setup.supply[e.index];
        return {s.pos, name(s.player) + " " + why};
    }
    case SetupPart::Score:
    case SetupPart::Turn:
        return {{}, "set-up: " + why};
    }
    return {{}, why};
}

} // namespace carcassonne::scenario
