// Property tests over random legal games (playRandomGame): the incremental board against an
// independent recomputation (feature_audit.hpp), scores, magic figures, followers, invariance of
// scoring under rotation and translation of the whole game, and determinism of the generator.
#include "board_builder.hpp"
#include "feature_audit.hpp"
#include "rules/expansions/mage_witch/module.hpp"

#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

using namespace carcassonne;
using namespace carcassonne::testing;

namespace {

// ---------------------------------------------------------------------------------------------
// Game specifications

struct Spec {
    Edition edition = Edition::C3;
    int players = 2;
    ExpansionSet expansions = ExpansionSet::all();
    RuleSet rules = defaultRules(Edition::C3);
    std::uint64_t seed = 1;
    int maxTiles = -1;

    GameConfig config() const {
        GameConfig c;
        c.rules = rules;
        c.expansions = expansions;
        c.players = players;
        return c;
    }
    RandomGameOptions options() const { return {config(), seed, maxTiles}; }
    std::string toString() const {
        std::string s = "edition " + std::string(carcassonne::toString(edition)) + ", " +
                        std::to_string(players) + " players, expansions base";
        if (expansions.has(Expansion::InnsCathedrals)) s += "+ic";
        if (expansions.has(Expansion::MageWitch)) s += "+mw";
        for (const auto& sw : allSwitches())
            s += ", " + std::string(sw.name) + "=" + std::string(switchValue(rules, sw.name));
        return s + ", seed " + std::to_string(seed) + ", maxTiles " + std::to_string(maxTiles);
    }
};

// Speed: at -O0 the generator costs about 0.1 s of CPU per complete game with every expansion
// (the generators and the checks after every move), so the rapidcheck
// properties play games cut after up to tileCap() tiles (still ending with final scoring), and the
// plain test plays complete games: 200 in an optimized build, fewer in a Debug build.
// ORACLE_PROPERTY_TILES and ORACLE_PROPERTY_GAMES override these numbers, RC_PARAMS (e.g.
// "max_success=1000") the number of rapidcheck cases.
int fromEnvironment(const char* name, int fallback) {
    const char* value = std::getenv(name);
    return value ? std::max(0, std::atoi(value)) : fallback;
}

int tileCap() {
    return fromEnvironment("ORACLE_PROPERTY_TILES", 40);
}

int completeGames() {
#ifdef NDEBUG
    return fromEnvironment("ORACLE_PROPERTY_GAMES", 200);
#else
    return fromEnvironment("ORACLE_PROPERTY_GAMES", 40);
#endif
}

// A random specification inside a rapidcheck property: any edition (its default rules), 2-6
// players, all expansions; `maxTiles` up to `cap` (values past the stack mean a whole game).
// With `switches`, the rule switches are drawn too, so every scoring variant is exercised.
Spec genSpec(int cap, bool switches) {
    Spec s;
    s.edition = kEditions[static_cast<std::size_t>(*rc::gen::inRange(0, 4))];
    s.players = *rc::gen::inRange(2, 7);
    s.rules = defaultRules(s.edition);
    if (switches && *rc::gen::arbitrary<bool>()) {
        for (const auto& sw : allSwitches()) {
            const auto i =
                static_cast<std::size_t>(*rc::gen::inRange(0, static_cast<int>(sw.values.size())));
            const Status ok = setSwitch(s.rules, sw.name, sw.values[i]);
            RC_ASSERT(ok.ok());
        }
    }
    s.seed = *rc::gen::arbitrary<std::uint64_t>();
    s.maxTiles = *rc::gen::inRange(0, cap + 1);
    return s;
}

// ---------------------------------------------------------------------------------------------
// Describing moves, for failure messages

std::string describeNode(const Board& board, NodeId n) {
    if (n >= board.nodeCount()) return "node " + std::to_string(n) + "?";
    return "node " + std::to_string(n) + " = " +
           describePart(board, {board.tileOf(n), board.featureIndexOf(n)});
}

std::string describeMove(const rules::Move& m, const Board& board) {
    if (m.kind == MoveKind::PlaceTile)
        return "place " + tileCatalog().at(m.tile).name + " at " + toString(m.at()) + " r" +
               std::to_string(m.rotation.degrees());
    if (m.kind == MoveKind::DiscardTile) return "discard " + tileCatalog().at(m.tile).name;
    if (m.kind == MoveKind::MoveFigure)
        return std::string(toString(m.figure)) + " to " + describeNode(board, m.node);
    if (m.kind == MoveKind::RemoveFigure) return "remove " + std::string(toString(m.figure));
    if (m.kind == MoveKind::PlaceFollower)
        return std::string(toString(m.follower)) + " follower on " + describeNode(board, m.node);
    if (m.kind == MoveKind::EndGame) return "end game";
    return std::string(rowOf(m.kind).name); // a pass
}

std::vector<ScoreEvent> scoresOf(const Events& events) {
    std::vector<ScoreEvent> out;
    for (const Event& e : events)
        if (const auto* s = std::get_if<ScoreEvent>(&e)) out.push_back(*s);
    return out;
}

// ---------------------------------------------------------------------------------------------
// The invariants, checked after every move of a game

enum Check : unsigned {
    kFeatures = 1,  // 1: incremental features == recomputation
    kScores = 2,    // 2: scores never decrease (and every change is in the ledger)
    kFigures = 4,   // 3: mage and witch apart, on open roads/cities at the end of a turn
    kFollowers = 8, // 4: followers on open features or fields; supply + board = initial
    kAll = 15,
};

class InvariantChecker {
public:
    InvariantChecker(const GameConfig& config, unsigned checks) : config_(config), checks_(checks) {
        prevScores_.assign(static_cast<std::size_t>(config.players), 0);
    }

    // The observer: false (stop the game) at the first broken invariant.
    bool operator()(const GameState& state, const rules::Move& move, const Events& events) {
        ++moves_;
        lastMoves_.push_back(describeMove(move, state.board));
        if (lastMoves_.size() > 6) lastMoves_.erase(lastMoves_.begin());
        const std::string problem = check(state, events);
        if (!problem.empty()) {
            std::string where = "after move " + std::to_string(moves_) + " (turn " +
                                std::to_string(state.turn) + ", phase " +
                                std::string(toString(state.phase)) + "), last moves:";
            for (const auto& m : lastMoves_)
                where += "\n    " + m;
            return fail(where + "\n  " + problem);
        }
        lastPhase_ = state.phase;
        return true;
    }

    const std::optional<std::string>& failure() const { return failure_; }
    int moves() const { return moves_; }
    Phase lastPhase() const { return lastPhase_; }

private:
    bool fail(std::string message) {
        failure_ = std::move(message);
        return false;
    }

    std::string check(const GameState& state, const Events& events) {
        std::string out;
        auto add = [&](const std::string& s) { out += (out.empty() ? "" : "\n  ") + s; };
        const Board& board = state.board;
        std::optional<FeatureAudit> audit;
        if (checks_ & (kFeatures | kFigures | kFollowers)) audit = auditFeatures(board);

        if (checks_ & kFeatures) {
            for (const auto& d : compareWithBoard(board, *audit, listed_))
                add("features: " + d);
            listed_ = board.size();
        }
        if (!out.empty()) return out; // the other checks lean on the audit

        if (checks_ & kScores) {
            std::vector<int> ledger(state.players.size(), 0);
            for (const ScoreEvent& e : scoresOf(events))
                for (const PlayerPoints& p : e.scorers)
                    ledger[p.player] += p.points;
            for (std::size_t p = 0; p < state.players.size(); ++p) {
                const int now = state.players[p].score;
                if (now < prevScores_[p])
                    add("scores: player " + std::to_string(p) + " fell from " +
                        std::to_string(prevScores_[p]) + " to " + std::to_string(now));
                if (now - prevScores_[p] != ledger[p])
                    add("scores: player " + std::to_string(p) + " gained " +
                        std::to_string(now - prevScores_[p]) + " but the events credit " +
                        std::to_string(ledger[p]));
                prevScores_[p] = now;
            }
        }

        const bool endOfTurn = state.phase == Phase::Tile;
        if (checks_ & kFigures) {
            std::array<std::optional<std::size_t>, 2> on{};
            for (MagicFigure f : kMagicFigures) {
                const auto node = state.figure(f);
                if (!node) continue;
                if (!config_.expansions.has(Expansion::MageWitch))
                    add("figures: a figure without Mage & Witch");
                if (*node >= board.nodeCount()) {
                    add("figures: the " + std::string(toString(f)) + " is on a missing node");
                    continue;
                }
                const PartKey part = partOfNode(*audit, *node);
                on[static_cast<std::size_t>(f)] = audit->indexOf(part);
                const AuditedFeature& feature = audit->of(part);
                if (endOfTurn && feature.kind != FeatureKind::Road &&
                    feature.kind != FeatureKind::City)
                    add("figures: the " + std::string(toString(f)) + " stands on a " +
                        std::string(toString(feature.kind)) + " (" + describeNode(board, *node) +
                        ")");
                if (endOfTurn && feature.complete)
                    add("figures: the " + std::string(toString(f)) +
                        " stands on a completed feature (" + describeNode(board, *node) + ")");
            }
            if (state.phase != Phase::Magic && on[0] && on[0] == on[1])
                add("figures: the mage and the witch share a feature (" +
                    describeNode(board, *state.figure(MagicFigure::Mage)) + " / " +
                    describeNode(board, *state.figure(MagicFigure::Witch)) + ")");
        }

        if (checks_ & kFollowers) {
            const int large = config_.expansions.has(Expansion::InnsCathedrals)
                                  ? config_.followers[FollowerKind::Large]
                                  : 0;
            for (std::size_t p = 0; p < state.players.size(); ++p) {
                int normalOut = 0, largeOut = 0;
                for (const Follower& f : state.followers)
                    if (f.player == p) ++(f.kind == FollowerKind::Large ? largeOut : normalOut);
                const PlayerState& ps = state.players[p];
                if (ps.inSupply[FollowerKind::Normal] < 0 || ps.inSupply[FollowerKind::Large] < 0 ||
                    ps.inSupply[FollowerKind::Normal] + normalOut !=
                        config_.followers[FollowerKind::Normal] ||
                    ps.inSupply[FollowerKind::Large] + largeOut != large)
                    add("followers: player " + std::to_string(p) + " has " +
                        std::to_string(ps.inSupply[FollowerKind::Normal]) + "+" +
                        std::to_string(normalOut) + " normal and " +
                        std::to_string(ps.inSupply[FollowerKind::Large]) + "+" +
                        std::to_string(largeOut) + " large (supply+board), expected " +
                        std::to_string(config_.followers[FollowerKind::Normal]) + " and " +
                        std::to_string(large));
            }
            for (const Follower& f : state.followers) {
                if (f.player >= state.players.size() || f.node >= board.nodeCount()) {
                    add("followers: a follower of a missing player or on a missing node");
                    continue;
                }
                const AuditedFeature& feature = audit->of(partOfNode(*audit, f.node));
                if (endOfTurn && feature.kind != FeatureKind::Field && feature.complete)
                    add("followers: player " + std::to_string(f.player) +
                        " has a follower on a completed " + std::string(toString(feature.kind)) +
                        " (" + describeNode(board, f.node) + ")");
            }
        }
        return out;
    }

    GameConfig config_;
    unsigned checks_;
    std::vector<int> prevScores_;
    int moves_ = 0;
    std::size_t listed_ = 0; // tiles whose features partsOf/canonical have been listed for
    Phase lastPhase_ = Phase::Tile;
    std::vector<std::string> lastMoves_;
    std::optional<std::string> failure_;
};

// Plays the game of `spec` under the checks; the failure message, if an invariant broke.
std::optional<std::string> playChecked(const Spec& spec, unsigned checks) {
    InvariantChecker checker(spec.config(), checks);
    playRandomGame(spec.options(), [&](const GameState& s, const rules::Move& m, const Events& e) {
        return checker(s, m, e);
    });
    if (checker.failure()) return spec.toString() + "\n  " + *checker.failure();
    if (checker.lastPhase() != Phase::Over)
        return spec.toString() + "\n  the game did not reach its end (" +
               std::to_string(checker.moves()) + " moves)";
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Recording and replaying a game (rotation/translation, determinism)

// What a score event says, independent of where the feature lies. Who scored is kept, but not
// each scorer's points: with farmers=3-per-city-once a player's points per field depend on the
// order of the fields, which is board order; the per-player totals are compared separately.
using ScoreSig = std::tuple<int, bool, bool, int, int, int, int, int, std::vector<int>>;

ScoreSig signature(const ScoreEvent& e) {
    std::vector<int> who;
    for (const PlayerPoints& p : e.scorers)
        who.push_back(p.player);
    return {static_cast<int>(e.kind),
            e.final,
            e.complete,
            e.tiles,
            e.pennants,
            e.cities,
            e.base,
            e.points,
            who};
}

struct MoveRecord {
    rules::Move move;
    std::vector<ScoreSig> scores; // sorted: the order within a move follows board order
    std::vector<int> gained;      // per player
};

struct Recording {
    std::vector<MoveRecord> moves;
    GameState final;
};

MoveRecord record(const rules::Move& move, const Events& events, const std::vector<int>& before,
                  const GameState& after) {
    MoveRecord r{move, {}, {}};
    for (const ScoreEvent& e : scoresOf(events))
        r.scores.push_back(signature(e));
    std::sort(r.scores.begin(), r.scores.end());
    for (std::size_t p = 0; p < after.players.size(); ++p)
        r.gained.push_back(after.players[p].score - before[p]);
    return r;
}

std::vector<int> scores(const GameState& s) {
    std::vector<int> out;
    for (const PlayerState& p : s.players)
        out.push_back(p.score);
    return out;
}

Recording recordGame(const Spec& spec) {
    Recording rec;
    std::vector<int> before(static_cast<std::size_t>(spec.players), 0);
    rec.final = playRandomGame(spec.options(),
                               [&](const GameState& s, const rules::Move& m, const Events& e) {
                                   rec.moves.push_back(record(m, e, before, s));
                                   before = scores(s);
                                   return true;
                               });
    return rec;
}

struct Transform {
    int quarterTurns = 0; // clockwise about the origin: (x, y) -> (-y, x)
    int dx = 0;
    int dy = 0;

    Position apply(Position p) const {
        for (int i = 0; i < quarterTurns; ++i)
            p = Position{-p.y, p.x};
        return Position{p.x + dx, p.y + dy};
    }
    Rotation apply(Rotation r) const {
        return Rotation{static_cast<std::uint8_t>((r.quarterTurns + quarterTurns) % 4)};
    }
    std::string toString() const {
        return "rotate " + std::to_string(quarterTurns * 90) + ", translate (" +
               std::to_string(dx) + ", " + std::to_string(dy) + ")";
    }
};

// The move in the transformed game. Figure and follower targets name the same feature of the
// same tile; `original` is the board of the original game (any later state of it will do).
rules::Move transformMove(const rules::Move& move, const Transform& t, const Board& original,
                          const Board& replay) {
    auto node = [&](NodeId n) {
        const std::uint16_t tile = original.tileOf(n);
        return replay.tiles().at(tile).firstNode + original.featureIndexOf(n);
    };
    rules::Move out = move;
    if (rules::carries(move, kSquareOperand)) {
        out.setAt(t.apply(move.at()));
        out.rotation = t.apply(move.rotation);
    }
    if (rules::carries(move, kFeatureOperand)) out.node = static_cast<NodeId>(node(move.node));
    return out; // a discard, a removal, a pass, the end: nothing to map
}

// Replays `rec` transformed; the first difference from the original, if any.
std::optional<std::string> replayTransformed(const Spec& spec, const Recording& rec,
                                             const Transform& t) {
    GameState s = newGame(spec.config());
    const Status started =
        setupTile(s, tileCatalog().startTile(), t.apply(Position{0, 0}), t.apply(Rotation{0}));
    if (!started) return "the start tile was refused: " + started.error().message;
    for (std::size_t i = 0; i < rec.moves.size(); ++i) {
        const rules::Move m = transformMove(rec.moves[i].move, t, rec.final.board, s.board);
        const std::vector<int> before = scores(s);
        auto events = rules::play(s, m);
        const std::string what = "move " + std::to_string(i + 1) + " (" +
                                 describeMove(rec.moves[i].move, rec.final.board) + " -> " +
                                 describeMove(m, s.board) + ")";
        if (!events) return what + " was refused: " + events.error().message;
        const MoveRecord r = record(m, *events, before, s);
        if (r.scores != rec.moves[i].scores)
            return what + " scored differently (" + std::to_string(r.scores.size()) + " vs " +
                   std::to_string(rec.moves[i].scores.size()) + " score events)";
        if (r.gained != rec.moves[i].gained) return what + " gave different points";
    }
    if (scores(s) != scores(rec.final)) return std::string("the final scores differ");
    return std::nullopt;
}

// The plain test's configurations: every edition, 2-6 players, every expansion subset.
Spec specNumber(int i) {
    Spec s;
    s.edition = kEditions[static_cast<std::size_t>(i % 4)];
    s.players = 2 + i % 5;
    const int subset = (i / 4) % 4; // every edition with every subset each 16 games
    s.expansions = {};
    if ((subset & 1) != 0) s.expansions.add(Expansion::InnsCathedrals);
    if ((subset & 2) != 0) s.expansions.add(Expansion::MageWitch);
    s.rules = defaultRules(s.edition);
    s.seed = 0x5EED0000u + static_cast<std::uint64_t>(i);
    s.maxTiles = -1;
    return s;
}

} // namespace

// ---------------------------------------------------------------------------------------------

// The audit itself, on a position worked out by hand, and its comparison on doctored audits.
TEST_CASE("properties: the feature audit recomputes a small board", "[properties]") {
    TestGame g;
    // 0: D (road W-E, city N), 1: E above it closing the city, 2: B (cloister) below it,
    // 3: V east of it (curve W-S) extending the road.
    g.tile("D", 0, 0).tile("E", 0, -1, 180).tile("B", 0, 1).tile("V", 1, 0, 0);
    const Board& board = g.state.board;
    const FeatureAudit audit = auditFeatures(board);
    CHECK(audit.geometryProblems.empty());
    REQUIRE(audit.features.size() == 6); // city, road, 3 fields, cloister
    auto feature = [&](int x, int y, std::string_view where) -> const AuditedFeature& {
        const NodeId n = g.part(x, y, where);
        return audit.of({board.tileOf(n), board.featureIndexOf(n)});
    };
    const AuditedFeature& city = feature(0, 0, "city N");
    CHECK(city.parts.size() == 2);
    CHECK(city.tiles == std::vector<std::uint16_t>{0, 1});
    CHECK(city.openEnds == 0);
    CHECK(city.complete);
    const AuditedFeature& road = feature(0, 0, "road E");
    CHECK(road.tiles == std::vector<std::uint16_t>{0, 3});
    CHECK(road.openEnds == 2);
    CHECK_FALSE(road.complete);
    const AuditedFeature& south = feature(0, 0, "field SL"); // D, V's inner corner field, B
    CHECK(south.tiles == std::vector<std::uint16_t>{0, 2, 3});
    CHECK(south.adjacentCities.empty());
    const AuditedFeature& north = feature(0, 0, "field EL"); // D's field by the city, V's outside
    CHECK(north.tiles == std::vector<std::uint16_t>{0, 3});
    REQUIRE(north.adjacentCities.size() == 1);
    CHECK(audit.indexOf(north.adjacentCities[0]) == audit.indexOf(city.parts[0]));
    CHECK(feature(0, -1, "field NL").adjacentCities.size() == 1);
    const AuditedFeature& cloister = feature(0, 1, "cloister");
    CHECK(cloister.tiles == std::vector<std::uint16_t>{2});
    CHECK_FALSE(cloister.complete);
    CHECK(compareWithBoard(board, audit).empty());

    FeatureAudit wrongEnds = audit; // a road with one open end too many
    wrongEnds.features[audit.indexOf(road.parts[0])].openEnds += 1;
    CHECK_FALSE(compareWithBoard(board, wrongEnds).empty());
    FeatureAudit merged = audit; // two fields taken for one
    const std::size_t a = audit.indexOf(south.parts[0]), b = audit.indexOf(north.parts[0]);
    auto& parts = merged.features[a].parts;
    parts.insert(parts.end(), north.parts.begin(), north.parts.end());
    std::sort(parts.begin(), parts.end());
    merged.features.erase(merged.features.begin() + static_cast<std::ptrdiff_t>(b));
    CHECK_FALSE(compareWithBoard(board, merged).empty());
}

TEST_CASE("properties: incremental features equal a from-scratch recomputation", "[properties]") {
    rc::prop("after every move, Board's features equal the flood-fill audit", [] {
        const Spec spec = genSpec(tileCap(), false);
        const std::string problem = playChecked(spec, kFeatures).value_or("");
        if (!problem.empty()) RC_LOG() << problem << "\n";
        RC_ASSERT(problem.empty());
    });
}

TEST_CASE("properties: scores never decrease", "[properties]") {
    rc::prop("after every move no score fell, and each gain is in the score events", [] {
        const Spec spec = genSpec(tileCap(), true);
        const std::string problem = playChecked(spec, kScores).value_or("");
        if (!problem.empty()) RC_LOG() << problem << "\n";
        RC_ASSERT(problem.empty());
    });
}

TEST_CASE("properties: mage and witch", "[properties]") {
    rc::prop("never on one feature; at the end of a turn only on open roads and cities", [] {
        const Spec spec = genSpec(tileCap(), false);
        const std::string problem = playChecked(spec, kFigures).value_or("");
        if (!problem.empty()) RC_LOG() << problem << "\n";
        RC_ASSERT(problem.empty());
    });
}

TEST_CASE("properties: followers", "[properties]") {
    rc::prop("in supply, on an open feature or on a field; supply + placed = initial", [] {
        const Spec spec = genSpec(tileCap(), false);
        const std::string problem = playChecked(spec, kFollowers).value_or("");
        if (!problem.empty()) RC_LOG() << problem << "\n";
        RC_ASSERT(problem.empty());
    });
}

TEST_CASE("properties: rotating or translating a game changes no score", "[properties]") {
    rc::prop("the same moves, turned about the origin and shifted, score the same", [] {
        const Spec spec = genSpec(tileCap(), true);
        Transform t;
        t.quarterTurns = *rc::gen::inRange(0, 4);
        t.dx = *rc::gen::inRange(-50, 51);
        t.dy = *rc::gen::inRange(-50, 51);
        const Recording rec = recordGame(spec);
        const auto failure = replayTransformed(spec, rec, t);
        const std::string problem =
            failure ? spec.toString() + ", " + t.toString() + ": " + *failure : "";
        if (!problem.empty()) RC_LOG() << problem << "\n";
        RC_ASSERT(problem.empty());
    });
}

TEST_CASE("properties: the generator is deterministic", "[properties]") {
    rc::prop("the same seed gives the same moves and final scores", [] {
        const Spec spec = genSpec(tileCap(), true);
        const Recording a = recordGame(spec);
        const Recording b = recordGame(spec);
        RC_ASSERT(a.moves.size() == b.moves.size());
        for (std::size_t i = 0; i < a.moves.size(); ++i) {
            RC_ASSERT(describeMove(a.moves[i].move, a.final.board) ==
                      describeMove(b.moves[i].move, b.final.board));
            RC_ASSERT(a.moves[i].scores == b.moves[i].scores);
        }
        RC_ASSERT(scores(a.final) == scores(b.final));
    });
}

TEST_CASE("properties: seeded complete games break no invariant", "[properties]") {
    const int games = completeGames();
    for (int i = 0; i < games; ++i) {
        const Spec spec = specNumber(i);
        const auto failure = playChecked(spec, kAll);
        INFO("game " << i << ": " << (failure ? *failure : std::string()));
        CHECK_FALSE(failure.has_value());
    }
}

// The magic step asks mage_witch::anyTarget instead of listing every option; the two must agree on
// every position, whatever the phase (the options are listed as if the magic step were due).
TEST_CASE("properties: mage_witch::anyTarget agrees with the magic options", "[properties]") {
    auto noMoveOption = [](const GameState& s) {
        GameState magic = s;
        magic.phase = Phase::Magic;
        const auto options = magicMoves(magic);
        return std::none_of(options.begin(), options.end(),
                            [](const rules::Move& a) { return a.kind == MoveKind::MoveFigure; });
    };
    int checked = 0;
    for (int i = 0; i < 64; ++i) {
        const Spec spec = specNumber(i);
        if (!spec.expansions.has(Expansion::MageWitch)) continue;
        playRandomGame({spec.config(), spec.seed, -1},
                       [&](const GameState& s, const rules::Move&, const Events&) {
                           CHECK(mage_witch::anyTarget(s) == !noMoveOption(s));
                           ++checked;
                           return true;
                       });
    }
    CHECK(checked > 0);

    // Random games always have a target; positions without one are built by hand.
    TestGame cloister; // B: a cloister in a field, no road or city anywhere
    cloister.tile("B", 0, 0);
    CHECK_FALSE(mage_witch::anyTarget(cloister.state));
    CHECK(noMoveOption(cloister.state));
    TestGame city; // E: one open city, which the mage holds; the witch may not go there either
    city.tile("E", 0, 0).figure(MagicFigure::Mage, 0, 0, "city N");
    CHECK_FALSE(mage_witch::anyTarget(city.state));
    CHECK(noMoveOption(city.state));
    city.tile("E", 0, 1, 180); // E180 (F F C F) below it: a second open city, S
    CHECK(mage_witch::anyTarget(city.state));
    CHECK_FALSE(noMoveOption(city.state));
}
