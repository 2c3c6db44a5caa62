#include "board_builder.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

namespace carcassonne::testing {

TestGame::TestGame(Edition edition, int players, ExpansionSet expansions)
    : TestGame(defaultRules(edition), players, expansions) {}

TestGame::TestGame(const RuleSet& rules, int players, ExpansionSet expansions) {
    GameConfig config;
    config.rules = rules;
    config.expansions = expansions;
    config.players = players;
    state = newGame(config);
}

TileTypeId TestGame::tileId(std::string_view name) const {
    const auto id = tileCatalog().find(name);
    INFO("tile " << name);
    REQUIRE(id.has_value());
    return *id;
}

TestGame& TestGame::tile(std::string_view name, int x, int y, int degrees) {
    const auto tile = tileCatalog().lookup(name); // a letter takes any copy, as in scenarios
    INFO("tile " << name);
    REQUIRE(tile.has_value());
    const auto status =
        setupTile(state, tile->tile, {x, y}, *Rotation::fromDegrees(degrees), tile->naming);
    INFO(name << " at " << x << "," << y << ": " << (status ? "" : status.error().message));
    REQUIRE(status.ok());
    return *this;
}

NodeId TestGame::part(int x, int y, std::string_view where) const {
    const auto space = where.find(' ');
    const std::string_view kindName = where.substr(0, space);
    const std::string_view loc = space == std::string_view::npos ? "" : where.substr(space + 1);
    // The kind by its row's name (a river, a garden: any module's kind).
    const auto parsed = parseName<FeatureKind>(kindName);
    INFO("feature kind " << kindName);
    REQUIRE(parsed.has_value());
    const FeatureKind kind = *parsed;
    Location location;
    if (auto s = sideFromString(loc)) location = {Location::Type::Side, *s, HalfEdge::NL};
    if (auto h = halfEdgeFromString(loc)) location = {Location::Type::HalfEdge, Side::N, *h};
    const auto node = state.board.find({x, y}, kind, location);
    INFO(where << " at " << x << "," << y);
    REQUIRE(node.has_value());
    return *node;
}

TestGame& TestGame::follower(int player, int x, int y, std::string_view where, FollowerKind kind) {
    const auto status =
        setupFollower(state, static_cast<PlayerIndex>(player), part(x, y, where), kind);
    INFO((status ? "" : status.error().message));
    REQUIRE(status.ok());
    return *this;
}

TestGame& TestGame::figure(MagicFigure f, int x, int y, std::string_view where) {
    const auto status = setupFigure(state, f, part(x, y, where));
    INFO((status ? "" : status.error().message));
    REQUIRE(status.ok());
    return *this;
}

TestGame& TestGame::turnOf(int player) {
    state.current = static_cast<PlayerIndex>(player);
    return *this;
}

Events TestGame::ok(const NamedMove& move) {
    const auto resolved = resolveMove(state, move);
    INFO((resolved ? "" : resolved.error().message));
    REQUIRE(resolved.ok());
    return ok(*resolved);
}

ErrorCode TestGame::refused(const NamedMove& move) {
    const auto resolved = resolveMove(state, move);
    if (!resolved) return resolved.error().code;
    return refused(*resolved);
}

Events TestGame::ok(const rules::Move& move) {
    auto result = rules::play(state, move);
    INFO((result ? "" : result.error().message));
    REQUIRE(result.ok());
    return result.value();
}

ErrorCode TestGame::refused(const rules::Move& move) {
    const GameState before = state;
    auto result = rules::play(state, move);
    REQUIRE_FALSE(result.ok());
    // A refused move changes nothing.
    CHECK(state.board.size() == before.board.size());
    CHECK(state.phase == before.phase);
    CHECK(state.followers.size() == before.followers.size());
    return result.error().code;
}

Events TestGame::placeTile(std::string_view name, int x, int y, int degrees) {
    const auto tile = tileCatalog().lookup(name); // a letter takes any copy, as in scenarios
    INFO("tile " << name);
    REQUIRE(tile.has_value());
    return ok(PlaceTile{tile->tile, {x, y}, *Rotation::fromDegrees(degrees), tile->naming});
}

std::vector<ScoreEvent> scoreEvents(const Events& events) {
    std::vector<ScoreEvent> out;
    for (const auto& e : events)
        if (auto s = std::get_if<ScoreEvent>(&e)) out.push_back(*s);
    return out;
}

TestGame crossCity(ExpansionSet expansions) {
    TestGame g(Edition::C3, 2, expansions);
    g.tile("B", 0, 1).tile("B", -1, 1).tile("B", 1, 1);
    g.tile("E", -1, 0, 90).tile("E", 1, 0, 270);
    g.tile("B", -1, -1).tile("E", 0, -1, 180);
    return g;
}

ScoreEvent onlyScore(const Events& events) {
    const auto scored = scoreEvents(events);
    REQUIRE(scored.size() == 1);
    return scored.front();
}

int modifierDelta(const ScoreEvent& e, ModifierKind kind) {
    int delta = 0;
    for (const auto& m : e.modifiers)
        if (m.kind == kind) delta += m.delta;
    return delta;
}

bool cites(const ScoreEvent& e, std::string_view ruling) {
    return std::find(e.rulings.begin(), e.rulings.end(), ruling) != e.rulings.end();
}

namespace {

std::vector<rules::Move> ofKinds(std::vector<rules::Move> moves, MoveKind a, MoveKind b) {
    std::erase_if(moves, [&](const rules::Move& m) { return m.kind != a && m.kind != b; });
    return moves;
}

} // namespace

std::vector<rules::Move> placementsOf(const GameState& state, TileTypeId tile) {
    GameState atTileStep = state;
    atTileStep.phase = Phase::Tile;
    return ofKinds(rules::legalMoves(atTileStep, {.tile = tile, .supplyAside = true}),
                   MoveKind::PlaceTile, MoveKind::PlaceTile);
}

std::vector<rules::Move> followerMoves(const GameState& state) {
    if (state.phase != Phase::Follower) return {};
    return ofKinds(rules::legalMoves(state), MoveKind::PlaceFollower, MoveKind::PlaceFollower);
}

std::vector<rules::Move> magicMoves(const GameState& state) {
    if (state.phase != Phase::Magic) return {};
    return ofKinds(rules::legalMoves(state), MoveKind::MoveFigure, MoveKind::RemoveFigure);
}

} // namespace carcassonne::testing
