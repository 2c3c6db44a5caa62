#pragma once
// A scenario as loaded from YAML: set-up, actions and expectations, each with the place in the
// file it came from so that every failure can point at its line. Every part compares by value
// (places included), so that a scenario written and loaded back can be compared with the original.

#include "rules/rules.hpp"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::scenario {

struct SourcePos {
    int line = 0; // 1-based
    int column = 0;
    friend bool operator==(const SourcePos&, const SourcePos&) = default;
};

// A feature named by a tile position and a location on that tile (`road E`, `field NL`...).
struct FeatureSpec {
    Position at;
    FeatureKind kind = FeatureKind::Road;
    Location location;
    SourcePos pos;
    std::string text() const; // "road E at [0, 0]"
    friend bool operator==(const FeatureSpec&, const FeatureSpec&) = default;
};

struct PlacementSpec {
    Position at;
    Rotation rotation;
    SourcePos pos;
    friend bool operator==(const PlacementSpec&, const PlacementSpec&) = default;
};

struct FollowerSpec {
    FeatureSpec on;
    FollowerKind kind = FollowerKind::Normal; // `large: true`: Large
    SourcePos pos;
    friend bool operator==(const FollowerSpec&, const FollowerSpec&) = default;
};

struct MagicSpec {
    MagicFigure figure = MagicFigure::Mage;
    bool remove = false;
    std::optional<FeatureSpec> target; // when not removing
    SourcePos pos;
    friend bool operator==(const MagicSpec&, const MagicSpec&) = default;
};

// `exactly` / `includes` / `excludes` / `count` over a legal-move set.
template <typename T>
struct SetExpectation {
    std::optional<std::vector<T>> exactly;
    std::optional<std::vector<T>> includes;
    std::optional<std::vector<T>> excludes;
    std::optional<int> count;
    SourcePos pos;
    friend bool operator==(const SetExpectation&, const SetExpectation&) = default;
};

struct EventSpec {
    FeatureSpec feature;
    std::map<ScoreField, int> numbers; // those the file states (rules/score_fields.hpp)
    std::optional<bool> final;
    std::vector<int> players; // scorers, by player index
    // The `feature` word when it is not the location's kind: C1's farmers are scored by city
    // (`feature: field, on: city N`).
    std::optional<FeatureKind> kind;
    SourcePos pos;
    friend bool operator==(const EventSpec&, const EventSpec&) = default;
};

struct FigureSpec {
    MagicFigure figure;
    std::optional<FeatureSpec> on; // empty: in the supply
    SourcePos pos;
    friend bool operator==(const FigureSpec&, const FigureSpec&) = default;
};

// A player's followers in the supply, by FollowerKind (`normal:`, `large:`); empty: not stated.
struct SupplySpec {
    int player = 0;
    std::array<std::optional<int>, kFollowerKinds.size()> inSupply{};
    SourcePos pos;
    std::optional<int>& of(FollowerKind kind) { return inSupply[static_cast<std::size_t>(kind)]; }
    const std::optional<int>& of(FollowerKind kind) const {
        return inSupply[static_cast<std::size_t>(kind)];
    }
    friend bool operator==(const SupplySpec&, const SupplySpec&) = default;
};

struct Expectation {
    std::optional<std::vector<Edition>> editions;
    SourcePos pos;
    std::optional<Phase> phase;
    SourcePos phasePos;
    std::optional<TileTypeId> placementsTile;
    std::optional<SetExpectation<PlacementSpec>> placements;
    std::optional<SetExpectation<FollowerSpec>> followers;
    std::optional<SetExpectation<MagicSpec>> magic;
    std::optional<std::vector<EventSpec>> scored;
    bool scoredPartial = false;
    SourcePos scoredPos;
    std::vector<std::pair<int, int>> scores; // player, total
    SourcePos scoresPos;
    std::vector<FigureSpec> figures;
    std::vector<SupplySpec> supply;
    friend bool operator==(const Expectation&, const Expectation&) = default;
};

struct ExpectedError {
    ErrorCode code;
    std::optional<std::vector<Edition>> editions;
    SourcePos pos;
    friend bool operator==(const ExpectedError&, const ExpectedError&) = default;
};

// The key of the action that draws a tile; every other action plays a move, and its key is the
// scenario action of the move kind's row (MoveKindRow::scenarioAction: `place`, `follower`, ...).
inline constexpr std::string_view kDrawAction = "draw";

struct Action {
    // `draw`, or a move kind's scenario action (scenario/action.hpp: actionKeys): the keys are the
    // rows', so a module's new kind of move is read, written and played with no edit here.
    std::string_view key = kDrawAction;
    bool draws() const { return key == kDrawAction; }
    SourcePos pos;
    std::optional<int> player;
    std::optional<std::vector<Edition>> editions;
    std::optional<TileTypeId> tile;         // draw, place, discard
    TileNaming tileNaming = TileNaming::Id; // `N` (any copy of the geometry) or `BA/Cc.1`
    Position at;
    Rotation rotation;
    MagicSpec magic;
    std::optional<FollowerSpec> follower; // empty: `follower: none`
    // A feature the move carries with neither a magic figure nor a follower kind (a recall's).
    std::optional<FeatureSpec> feature;
    std::vector<Expectation> expect;
    std::optional<ExpectedError> expectError;
    friend bool operator==(const Action&, const Action&) = default;
};

struct SetupTile {
    TileTypeId tile;
    Position at;
    Rotation rotation;
    SourcePos pos;
    TileNaming naming = TileNaming::Id;
    // Only under these editions (empty: all): a tile an edition prints under another id (C1's
    // IC/CCCC is IC/CCCCG from C2 on) is set up once per id.
    std::optional<std::vector<Edition>> editions;
    friend bool operator==(const SetupTile&, const SetupTile&) = default;
};

struct SetupFollower {
    int player;
    FollowerSpec follower;
    friend bool operator==(const SetupFollower&, const SetupFollower&) = default;
};

struct Setup {
    std::vector<SetupTile> tiles;
    std::vector<SetupFollower> followers;
    std::vector<FigureSpec> figures;
    std::vector<std::pair<int, int>> scores;
    std::vector<SupplySpec> supply;
    std::optional<int> turn;
    friend bool operator==(const Setup&, const Setup&) = default;
};

struct Scenario {
    std::string file; // as given on the command line
    std::string id;   // stable: the path below the folder run, without .yaml
    std::string title;
    std::vector<std::string> rulings;
    std::string source;
    std::vector<std::string> basis;
    std::string notes;
    std::vector<Edition> editions;
    ExpansionSet expansions;
    std::vector<std::pair<std::string, std::string>> rules; // switch overrides
    std::vector<std::string> players;
    Setup setup;
    std::vector<Action> actions;
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

} // namespace carcassonne::scenario
