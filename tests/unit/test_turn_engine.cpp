// The turn engine (turn.hpp): one definition of legality. Every move legalMoves lists is accepted
// by refusal, and every candidate of the step refusal accepts is listed, over random games of
// every edition and variant; the turn walker plays the game the loop over the old generators
// played; and the tables the engine reads (kinds, steps, move kinds, error codes, start tiles,
// edges) say what the closed enums and side lists said before.
#include <catch2/catch.hpp>

#include "rules/rules.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace carcassonne;

namespace {

GameConfig configOf(Edition edition, ExpansionSet expansions, int players) {
    GameConfig c;
    c.rules = defaultRules(edition);
    c.expansions = expansions;
    c.players = players;
    return c;
}

using Key = std::tuple<int, int, int, int, int, int, int, unsigned>;
Key keyOf(const rules::Move& m) {
    return {static_cast<int>(m.kind),
            static_cast<int>(m.tile),
            m.x,
            m.y,
            m.rotation.quarterTurns,
            static_cast<int>(m.figure) * 8 + static_cast<int>(m.follower),
            static_cast<int>(m.naming),
            m.node};
}

// Every move of the current step the test can think of, read off the step's move kinds and the
// operands each carries (MoveKindRow): each square on and around the board with each rotation for
// the drawn tile, each part of the board with each figure or follower kind, and the moves that
// carry nothing (the pass; the end when no tile is drawn).
std::vector<rules::Move> candidates(const GameState& s, std::optional<TileTypeId> drawn) {
    std::vector<rules::Move> out;
    int x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    for (const PlacedTile& t : s.board.tiles()) {
        x0 = std::min(x0, t.pos.x), x1 = std::max(x1, t.pos.x);
        y0 = std::min(y0, t.pos.y), y1 = std::max(y1, t.pos.y);
    }
    for (MoveKind kind : rules::moveKindsOf(s.phase)) {
        const std::uint8_t operands = rowOf(kind).operands;
        std::vector<rules::Move> moves{rules::Move{}};
        moves.front().kind = kind;
        auto expand = [&](auto each) {
            std::vector<rules::Move> next;
            for (const rules::Move& m : moves)
                each(m, next);
            moves = std::move(next);
        };
        if (operands & kTileOperand) {
            if (!drawn) continue; // no tile drawn: no move that plays one
            for (rules::Move& m : moves)
                m.tile = *drawn;
        } else if (kind == MoveKind::EndGame && drawn) {
            continue; // a tile is drawn: it is played, the game does not end
        }
        if (operands & kSquareOperand)
            expand([&](const rules::Move& m, std::vector<rules::Move>& next) {
                for (int y = y0 - 1; y <= y1 + 1; ++y)
                    for (int x = x0 - 1; x <= x1 + 1; ++x)
                        for (Rotation r : kRotations) {
                            rules::Move c = m;
                            c.setAt({x, y}), c.rotation = r;
                            next.push_back(c);
                        }
            });
        if (operands & kFeatureOperand)
            expand([&](const rules::Move& m, std::vector<rules::Move>& next) {
                for (NodeId n = 0; n < s.board.nodeCount(); ++n) {
                    rules::Move c = m;
                    c.node = n;
                    next.push_back(c);
                }
            });
        if (operands & kFigureOperand)
            expand([&](const rules::Move& m, std::vector<rules::Move>& next) {
                for (MagicFigure f : kMagicFigures) {
                    rules::Move c = m;
                    c.figure = f;
                    next.push_back(c);
                }
            });
        if (operands & kFollowerOperand)
            expand([&](const rules::Move& m, std::vector<rules::Move>& next) {
                for (FollowerKind k : kFollowerKinds) {
                    rules::Move c = m;
                    c.follower = k;
                    next.push_back(c);
                }
            });
        out.insert(out.end(), moves.begin(), moves.end());
    }
    return out;
}

// Checks one step; returns the number of candidates the rules refused.
std::size_t checkStep(const GameState& s, std::optional<TileTypeId> drawn) {
    const std::vector<rules::Move> legal = rules::legalMoves(s, rules::Draw{.tile = drawn});
    std::set<Key> listed;
    for (const rules::Move& m : legal) {
        INFO("listed move of kind " << nameOf(s.phase) << "/" << rowOf(m.kind).name);
        CHECK_FALSE(rules::refusal(s, m, rules::Ask::Whether).has_value());
        CHECK_FALSE(rules::refusal(s, m, rules::Ask::Why).has_value());
        CHECK(listed.insert(keyOf(m)).second); // each move once
        CHECK(rules::canonical(s, m) == m);    // as legal sets compare them (values)
    }
    std::set<Key> accepted;
    std::size_t refused = 0;
    for (const rules::Move& c : candidates(s, drawn)) {
        const auto whether = rules::refusal(s, c, rules::Ask::Whether);
        const auto why = rules::refusal(s, c, rules::Ask::Why);
        REQUIRE(whether.has_value() == why.has_value());
        if (why) {
            ++refused;
            CHECK(whether->code == why->code); // the quick verdict is the explained one
            CHECK_FALSE(why->message.empty());
            continue;
        }
        accepted.insert(keyOf(rules::canonical(s, c)));
    }
    CHECK(accepted == listed);
    return refused;
}

} // namespace

TEST_CASE("turn engine: legalMoves lists exactly the candidates refusal accepts",
          "[turn][rulings]") {
    struct Case {
        Edition edition;
        ExpansionSet expansions;
        int players;
        std::vector<std::pair<std::string, std::string>> switches;
    };
    const std::vector<Case> cases{
        {Edition::C3, ExpansionSet::all(), 2, {}},
        {Edition::C1, ExpansionSet::all(), 3, {{"farmers", "4-per-city"}}},
        {Edition::C3_1, {Expansion::MageWitch}, 2, {{"farmers", "off"}}},
        {Edition::C2, {Expansion::InnsCathedrals}, 5, {{"tiny-city", "on"}}},
        {Edition::C3, {}, 2, {}},
        // The River: its tiles first, its placement rule, then the land tiles.
        {Edition::C2, {Expansion::InnsCathedrals, river::kRiver}, 2, {}},
        {Edition::C1,
         {river::kRiver},
         3,
         {{"river-turns", "no-three-same-turns"}, {"river-base-start", "shuffled"}}},
        // The Abbot: the abbot's placements and the recall (abbot.place, abbot.recall).
        {Edition::C2, {abbot::kAbbotExpansion, Expansion::MageWitch}, 2, {}},
    };
    std::size_t steps = 0, refused = 0;
    for (const Case& c : cases)
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            GameConfig config = configOf(c.edition, c.expansions, c.players);
            for (const auto& [name, value] : c.switches)
                REQUIRE(setSwitch(config.rules, name, value));
            INFO("edition " << toString(c.edition) << " seed " << seed);
            std::optional<TileTypeId> drawn;
            rules::WalkHooks hooks;
            hooks.turn = [&](const GameState&, const rules::Draw& d) { drawn = d.tile; };
            SeededRandom random(seed);
            hooks.choose = [&](const GameState& s, std::span<const rules::Move> moves) {
                refused += checkStep(s, s.phase == Phase::Tile ? drawn : std::nullopt);
                ++steps;
                return randomChoice(random, moves);
            };
            hooks.after = [&](const GameState&, const rules::Move& m, const Events&) {
                if (m.kind == MoveKind::PlaceTile || m.kind == MoveKind::DiscardTile)
                    drawn.reset(); // the tile is played: the next one is drawn
                return true;
            };
            GameState start = newGame(config);
            REQUIRE(setupTile(start, rules::startTile(config), {0, 0}, Rotation{}));
            SeededRandom shuffle(seed);
            const auto pile = shuffledStack(config, shuffle);
            // The first tiles of the game and its end: enough steps of each kind, in little time.
            const GameState end = rules::walkGame(start, pile, 30, hooks);
            CHECK(end.phase == Phase::Over);
        }
    CHECK(steps > 300);
    CHECK(refused > 1000); // the candidates reach far past the legal moves
}

TEST_CASE("turn engine: a move of another step is refused with the step's code, in every step",
          "[turn]") {
    GameConfig config = configOf(Edition::C3, ExpansionSet::all(), 2);
    GameState s = newGame(config);
    REQUIRE(setupTile(s, rules::startTile(config), {0, 0}, Rotation{}));
    // The tile step: a follower, a pass and a magic move are refused.
    CHECK(rules::refusal(s, rules::pass())->code == ErrorCode::TileExpected);
    CHECK(rules::refusal(s, rules::placeFollower(0, FollowerKind::Normal))->message ==
          "cannot place a follower: the turn starts with a tile");
    CHECK(rules::refusal(s, rules::removeFigure(MagicFigure::Mage))->code ==
          ErrorCode::NoMagicActionDue);
    // The end of the game: everything is refused with game-over.
    REQUIRE(rules::play(s, rules::endGame()));
    CHECK(s.phase == Phase::Over);
    CHECK(rules::refusal(s, rules::pass())->code == ErrorCode::GameOver);
    CHECK(rules::refusal(s, rules::moveFigure(MagicFigure::Witch, 0))->code == ErrorCode::GameOver);
    CHECK(rules::legalMoves(s).empty());
}

TEST_CASE("turn engine: the walker plays the game a plain loop over the turn's steps plays",
          "[turn]") {
    for (std::uint64_t seed : {3u, 17u, 40u}) {
        const GameConfig config = configOf(Edition::C2, ExpansionSet::all(), 3);
        // The random player as it was written before the walker, step by step on legalMoves: the
        // drawn tile's placements (its discard when there are none, with no number drawn), the
        // magic action when due, a follower or the pass (listed last).
        SeededRandom random(seed);
        GameState old = newGame(config);
        REQUIRE(setupTile(old, tileCatalog().startTile(), {0, 0}, Rotation{0}));
        std::vector<rules::Move> oldMoves;
        auto apply = [&](const rules::Move& m) {
            oldMoves.push_back(m);
            REQUIRE(rules::play(old, m));
        };
        for (TileTypeId tile : shuffledStack(config, random)) {
            REQUIRE(old.phase == Phase::Tile);
            const auto placements = rules::legalMoves(old, {.tile = tile});
            REQUIRE_FALSE(placements.empty());
            if (placements.front().kind == MoveKind::DiscardTile) {
                REQUIRE(placements.size() == 1);
                apply(placements.front());
                continue;
            }
            apply(placements[random.below(placements.size())]);
            if (old.phase == Phase::Magic) {
                const auto actions = rules::legalMoves(old);
                apply(actions[random.below(actions.size())]);
            }
            REQUIRE(old.phase == Phase::Follower);
            const auto followers = rules::legalMoves(old);
            REQUIRE(followers.back().kind == MoveKind::Pass);
            apply(followers[random.below(followers.size())]);
        }
        apply(rules::endGame());

        std::vector<rules::Move> walked;
        const GameState end = playRandomGame(
            {config, seed, -1}, [&](const GameState&, const rules::Move& m, const Events&) {
                walked.push_back(m);
                return true;
            });
        INFO("seed " << seed);
        REQUIRE(walked.size() == oldMoves.size());
        for (std::size_t i = 0; i < walked.size(); ++i)
            CHECK(walked[i] == oldMoves[i]);
        for (std::size_t p = 0; p < end.players.size(); ++p)
            CHECK(end.players[p].score == old.players[p].score);
        CHECK(end.phase == Phase::Over);
    }
}

TEST_CASE("turn engine: the steps of a turn and their moves come from the modules' rows",
          "[turn][kinds]") {
    std::vector<Phase> order;
    for (const rules::StepRules* step : rules::turnSteps())
        order.push_back(step->phase);
    CHECK(order == std::vector<Phase>{Phase::Magic, Phase::Follower}); // after the tile step
    const auto tile = rules::moveKindsOf(Phase::Tile);
    CHECK(std::vector<MoveKind>(tile.begin(), tile.end()) ==
          std::vector<MoveKind>{MoveKind::PlaceTile, MoveKind::DiscardTile, MoveKind::EndGame});
    const auto follower = rules::moveKindsOf(Phase::Follower);
    CHECK(follower.back() == MoveKind::Pass); // the pass is listed last
    CHECK(rules::moveKindsOf(Phase::Over).empty());
    // Each kind's row names its step and operands; a move carries only those.
    CHECK(rowOf(MoveKind::PlaceTile).step == Phase::Tile);
    CHECK(rules::carries(rules::placeFollower(3, FollowerKind::Large), kFollowerOperand));
    CHECK_FALSE(rules::carries(rules::pass(), kFeatureOperand));
    CHECK(rowOf(MoveKind::MoveFigure).expansion == Expansion::MageWitch);
}

TEST_CASE("kinds: the vocabularies are the rows' names, in the order they had", "[kinds]") {
    CHECK(namesOf<FeatureKind>() ==
          std::vector<std::string>{"road", "city", "field", "cloister", "river", "garden"});
    CHECK(namesOf<FollowerKind>() == std::vector<std::string>{"normal", "large", "abbot"});
    CHECK(namesOf<Phase>() == std::vector<std::string>{"tile", "magic", "follower", "over"});
    CHECK(namesOf<ModifierKind>() == std::vector<std::string>{"inn", "cathedral", "mage", "witch"});
    CHECK(namesOf<Expansion>() ==
          std::vector<std::string>{"base", "inns-cathedrals", "mage-witch", "river", "abbot"});
    CHECK(titleOf(Expansion::InnsCathedrals) == "Inns & Cathedrals");
    // The follower kinds' traits (base.meeple.supply, ic.large).
    CHECK(strength(FollowerKind::Normal) == 1);
    CHECK(strength(FollowerKind::Large) == 2);
    CHECK(kFollowersGiven == FollowerCounts{{7, 1, 1}}); // abbot.supply
    CHECK(kMostFollowers == FollowerCounts{{8, 1, 1}});
    CHECK(expansionOf(FollowerKind::Large) == Expansion::InnsCathedrals);
    // The feature kinds' traits.
    CHECK(rowOf(FeatureKind::Cloister).completion == Completion::Surrounded);
    CHECK(rowOf(FeatureKind::Field).scored == Scored::ByModule);
    CHECK(rowOf(FeatureKind::City).edge == static_cast<int>(EdgeKind::City));
    // Which expansions a record that names none plays: every one modelled but the River, which
    // changes every game's opening, and the Abbot, named when wanted; every one modelled may be
    // named.
    CHECK(ExpansionSet::byDefault() != ExpansionSet::modelled());
    CHECK(ExpansionSet::byDefault() ==
          (ExpansionSet{Expansion::InnsCathedrals, Expansion::MageWitch}));
    CHECK(expansionToAddNames() ==
          std::vector<std::string>{"inns-cathedrals", "mage-witch", "river", "abbot"});
    // The River brings four codes after the rules' own, the Abbot five more.
    CHECK(allErrorCodes().size() == kFirstModuleErrorCode + 4 + 5);
    CHECK(toString(river::kRiverNoFollower) == "river-no-follower");
    CHECK(toString(abbot::kGardenHoldsOnlyAbbot) == "garden-abbot-only");
    // What each edition's box holds: the base game in the box, each expansion in its own.
    for (std::size_t e = 0; e < kEditionCount; ++e) {
        CHECK(rowOf(Expansion::Base).box[e] == InBox::BaseBox);
        CHECK(rowOf(Expansion::InnsCathedrals).box[e] == InBox::OwnBox);
        CHECK(rowOf(Expansion::MageWitch).box[e] == InBox::OwnBox);
        CHECK(rowOf(river::kRiver).box[e] == (e == 0 ? InBox::OwnBox : InBox::BaseBox));
    }
    // The Abbot: not in C1; part of the base box from C2 on (abbot.box.c31 for C3.1).
    CHECK(rowOf(abbot::kAbbotExpansion).box ==
          PerEdition<InBox>{InBox::No, InBox::BaseBox, InBox::BaseBox, InBox::BaseBox});
}

TEST_CASE("kinds: error codes carry their category and the ruling they break", "[kinds]") {
    // The turn-structure codes the scenario runner and the protocol listed by hand.
    const std::set<ErrorCode> structural{
        ErrorCode::MagicActionRequired,  ErrorCode::GameOver,         ErrorCode::TileExpected,
        ErrorCode::FollowerStepExpected, ErrorCode::NoMagicActionDue, ErrorCode::TileNotInSet,
        ErrorCode::TileExhausted,        ErrorCode::FeatureNotFound};
    const std::set<ErrorCode> step{ErrorCode::TileExpected, ErrorCode::MagicActionRequired,
                                   ErrorCode::NoMagicActionDue, ErrorCode::FollowerStepExpected};
    for (const ErrorCodeInfo& info : allErrorCodes()) {
        INFO(info.name);
        CHECK(isStructuralCode(info.code) == structural.contains(info.code));
        CHECK(isStepCode(info.code) == step.contains(info.code));
        if (!info.ruling.empty()) CHECK(findRuling(info.ruling) != nullptr);
    }
    CHECK(rulingBrokenBy(ErrorCode::EdgeMismatch) == "base.place.match");
    CHECK(rulingBrokenBy(ErrorCode::FeatureNotFound) == "base.meeple.place");
    CHECK(rulingBrokenBy(ErrorCode::NoMagicActionDue) == "mw.trigger");
    CHECK(rulingBrokenBy(ErrorCode::GameOver) == "base.score.when");
    CHECK(rulingBrokenBy(ErrorCode::PositionOccupied).empty());
    CHECK(rulingBrokenBy(ErrorCode::InvalidSetup).empty());
}

TEST_CASE("tiles: the start tile is the one the tile set marks", "[tiles]") {
    const TileCatalog& catalog = tileCatalog();
    REQUIRE(catalog.startOf(Expansion::Base).has_value());
    CHECK(catalog.at(*catalog.startOf(Expansion::Base)).name == "BA/RCr");
    CHECK_FALSE(catalog.startOf(Expansion::InnsCathedrals).has_value());
    CHECK_FALSE(catalog.startOf(Expansion::MageWitch).has_value());
    for (Edition e : kEditions)
        for (const ExpansionSet& x :
             {ExpansionSet{}, ExpansionSet::all(), ExpansionSet{Expansion::MageWitch}})
            CHECK(rules::startTile(configOf(e, x, 2)) == *catalog.startOf(Expansion::Base));
    // The River's spring replaces D when the River is in play.
    CHECK(catalog.at(*catalog.startOf(river::kRiver)).name == "RI/s");
    CHECK(rules::startTile(configOf(Edition::C2, {river::kRiver}, 2)) ==
          *catalog.startOf(river::kRiver));
    // Every tile needs its own expansion in play, and only that one, but C3.1 Inns & Cathedrals'
    // river tile with an inn, which needs the River too (river.ic31.no-river).
    for (const TileType& t : catalog.all()) {
        const bool innRiver = t.name == "IC.31/RIrI.i";
        CHECK(t.needs ==
              (innRiver ? ExpansionSet{t.expansion, river::kRiver} : ExpansionSet{t.expansion}));
        CHECK(ExpansionSet::modelled().hasAll(t.needs));
    }
    CHECK_FALSE(ExpansionSet{Expansion::MageWitch}.hasAll(
        ExpansionSet{Expansion::MageWitch, Expansion::InnsCathedrals}));
}

TEST_CASE("edges: four bits a side leave room for more edge kinds than the three printed",
          "[tiles][edges]") {
    // Every value of 0-14 survives packing on every side: a fourth kind (a river) has room, and
    // "no neighbour" is no value of its own.
    for (unsigned v = 0; v < 15; ++v)
        for (Side s : kSides) {
            std::array<EdgeKind, 4> edges{};
            edges[static_cast<std::size_t>(index(s))] = static_cast<EdgeKind>(v);
            CHECK(edgeOn(packEdges(edges), s) == static_cast<EdgeKind>(v));
        }
    // A neighbour that shows an edge kind no tile prints (what the third value meant before:
    // no neighbour) lets no rotation of any tile fit; an empty neighbourhood constrains nothing.
    const auto unprinted = static_cast<EdgeKind>(kEdgeKindRows.size());
    for (const TileType& t : tileCatalog().all()) {
        EdgeNeeds needs;
        needs.add(Side::N, unprinted);
        CHECK(needs.fittingRotations(t) == 0u);
        CHECK(EdgeNeeds{}.fittingRotations(t) == 0xFu);
        // A city to the north: the rotations that show a city there.
        EdgeNeeds city;
        city.add(Side::N, EdgeKind::City);
        unsigned expected = 0;
        for (Rotation r : kRotations)
            if (t.in(r).edges[0] == EdgeKind::City) expected |= 1u << r.quarterTurns;
        CHECK(city.fittingRotations(t) == expected);
    }
}
