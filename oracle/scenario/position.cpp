#include "position.hpp"

#include "describe.hpp"

namespace carcassonne::scenario {

FeatureRef featureRef(const FeatureSpec& f) {
    return FeatureRef{f.at, f.kind, f.location};
}

PositionSpec positionOf(const Setup& setup) {
    PositionSpec spec;
    for (const SetupTile& t : setup.tiles)
        spec.tiles.push_back({t.tile, t.at, t.rotation});
    for (const SetupFollower& f : setup.followers)
        spec.followers.push_back({static_cast<PlayerIndex>(f.player), featureRef(f.follower.on),
                                  f.follower.large ? FollowerKind::Large : FollowerKind::Normal});
    for (const FigureSpec& f : setup.figures)
        if (f.on) spec.figures.push_back({f.figure, featureRef(*f.on)});
    for (const SupplySpec& s : setup.supply) {
        SupplyAt at{static_cast<PlayerIndex>(s.player), {}};
        at.of(FollowerKind::Normal) = s.normal;
        at.of(FollowerKind::Large) = s.large;
        spec.supply.push_back(at);
    }
    for (const auto& [player, points] : setup.scores)
        spec.scores.emplace_back(static_cast<PlayerIndex>(player), points);
    if (setup.turn) spec.turn = static_cast<PlayerIndex>(*setup.turn);
    return spec;
}

namespace {
// The figures written with a feature, in order: those positionOf passed on.
const FigureSpec& placedFigure(const Setup& setup, std::size_t index) {
    for (const FigureSpec& f : setup.figures)
        if (f.on && index-- == 0) return f;
    return setup.figures.front(); // unreachable: the index came from positionOf's list
}
} // namespace

SetupFinding setupFinding(const Setup& setup, const std::vector<std::string>& players,
                          const SetupError& e) {
    const std::string& why = e.error.message;
    const bool notFound = e.error.code == ErrorCode::FeatureNotFound;
    auto name = [&](int p) { return playerName(players, static_cast<PlayerIndex>(p)); };
    switch (e.part) {
    case SetupPart::Players:
        return {{}, why};
    case SetupPart::Tile: {
        const SetupTile& t = setup.tiles[e.index];
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
