#pragma once
// The kinds the rules know (features, edges, followers, score modifiers, expansions, steps of a
// turn, moves) as ids, and the rows of data that say what each kind is. A kind's meaning is its
// row, read by the one function that needs it; no layer switches on a kind. The rows themselves
// live in the expansion module that brings the kind (rules/expansions/<name>/kinds.hpp) and are
// gathered, in module order, by kind_tables.hpp. A module adds a kind with an id of its own
// (a named constant next to its rows, e.g. `constexpr FollowerKind kAbbot{2}`); the ids of a kind
// are dense, in table order, which kind_tables.hpp checks at compile time.

#include "error_code.hpp"

#include <array>
#include <cstdint>
#include <string_view>

namespace carcassonne {

// The editions' profiles (edition.hpp names them): rows that differ by edition hold one value
// each, in the order C1 C2 C3 C3.1.
inline constexpr std::size_t kEditionCount = 4;
template <typename T>
using PerEdition = std::array<T, kEditionCount>;

// The ids. The base game's and the two modelled expansions' kinds are named here because every
// layer already spells them; kinds that later modules bring are constants of their module.
enum class Expansion : std::uint8_t { Base, InnsCathedrals, MageWitch };
enum class FeatureKind : std::uint8_t { Road, City, Field, Cloister };
enum class EdgeKind : std::uint8_t { Field, Road, City };
enum class FollowerKind : std::uint8_t { Normal, Large };
enum class ModifierKind : std::uint8_t { Inn, Cathedral, Mage, Witch };
// The steps of a turn, and Over once final scoring is done (steps.hpp: the turn's order).
enum class Phase : std::uint8_t { Tile, Magic, Follower, Over };
enum class MoveKind : std::uint8_t {
    PlaceTile,
    DiscardTile,
    MoveFigure,
    RemoveFigure,
    PlaceFollower,
    Pass,
    EndGame
};

// A set of feature kinds, one bit per id (32 kinds: the catalog of every expansion in print has
// fewer than 20).
using FeatureKindSet = std::uint32_t;
constexpr FeatureKindSet bitOf(FeatureKind kind) {
    return FeatureKindSet{1} << static_cast<unsigned>(kind);
}
constexpr bool contains(FeatureKindSet set, FeatureKind kind) {
    return (set & bitOf(kind)) != 0;
}

// A set of follower kinds, one bit per id.
using FollowerKindSet = std::uint32_t;
constexpr FollowerKindSet bitOf(FollowerKind kind) {
    return FollowerKindSet{1} << static_cast<unsigned>(kind);
}
constexpr bool contains(FollowerKindSet set, FollowerKind kind) {
    return (set & bitOf(kind)) != 0;
}
inline constexpr FeatureKindSet kEveryFeatureKind = ~FeatureKindSet{0};
inline constexpr FollowerKindSet kEveryFollowerKind = ~FollowerKindSet{0};

// How the part of a feature is named on its tile: by a side ("road E"), by a half-edge or I for a
// field that reaches no edge ("field NL", "field I"), or by the kind alone ("cloister").
enum class PartLocation : std::uint8_t { Side, HalfEdge, None };
// When a feature is complete: no open side end (roads, cities), all eight squares around its
// tile filled (cloisters), or never (fields).
enum class Completion : std::uint8_t { OpenEnds, Surrounded, Never };
// When its followers score it: when it is completed and at game end as it stands (roads, cities,
// cloisters), only by a module's final scoring (fields: the farmers), or never (a river).
enum class Scored : std::uint8_t { AsItStands, ByModule, Never };

// The marks a feature of the kind may carry on a tile (TileFeature), which the tile listings write
// for each of its features (`tiles --format json`: a road's "inn": false) and the tile coverage
// asks a scenario to state: coats of arms and a cathedral on a city, an inn on a road, the cities
// a field borders (what its farmers score).
enum TileMark : std::uint8_t {
    kPennantsMark = 1,
    kInnMark = 2,
    kCathedralMark = 4,
    kCitiesMark = 8,
};

// How a feature kind is drawn (render/ maps each shape to SVG and to the text board): plain data,
// so that a kind drawn like an existing one (a garden: a mark at the centre in other colours; a
// river: a band like a road, in blue) needs no change there.
enum class FeatureShape : std::uint8_t {
    Ground,     // the tile's ground, under everything (fields): a follower on it lies down
    Area,       // an area reaching its sides, walled where it does not (cities)
    Band,       // a band from its sides across the tile or to its middle (roads)
    CentreMark, // a building at the tile's centre (cloisters)
};
struct FeatureDrawing {
    FeatureShape shape = FeatureShape::Ground;
    std::string_view fill = {};   // the ground, the area, the band's middle, the building's walls
    std::string_view stroke = {}; // the area's wall, the band's edges, the building's outline
    std::string_view accent = {}; // the building's roof
    char textMark = 0;            // on the text board's tile: '+' a cloister (0: none)
};

struct FeatureKindRow {
    FeatureKind kind;
    std::string_view name; // in every format: "road E", {"feature": "road"}
    PartLocation location;
    Completion completion;
    Scored scored;
    // The edge a tile shows on a side the feature reaches, and which kind's edge a side shows
    // when two reach it (the higher priority: a city over a road); -1: it shows none (a field
    // runs along the half-edges of whatever edge is there, a cloister reaches no side).
    std::int8_t edge = -1;
    std::uint8_t edgePriority = 0;
    Expansion expansion = Expansion::Base;
    // The follower kinds that may stand on it (only an abbot on a garden, none on a river), and
    // the refusal of another.
    FollowerKindSet holds = kEveryFollowerKind;
    ErrorCode refusesFollower = ErrorCode::InvalidSetup;
    std::string_view refusesFollowerText = {};
    std::uint8_t marks = 0; // TileMark bits
    FeatureDrawing drawing = {};
    // Its name in JCloisterZone's saves: a pointer's feature ("Monastery"), and in lower case the
    // word of its score expressions and test assertions ("monastery"); a word older versions'
    // assertions used for it ("farm").
    std::string_view jczName = {};
    std::string_view jczFormerWord = {};
};

struct EdgeKindRow {
    EdgeKind kind;
    std::string_view name; // in messages: "shows city on its N side"
    char letter;           // in edge patterns: "CRFR"
    Expansion expansion = Expansion::Base;
};

// How a follower kind is drawn: the meeple's scale in SVG ("1.1"; a large follower half as large
// again), and whether the text board marks it with its player's initial in capitals.
struct FollowerDrawing {
    std::string_view scale = "1.1";
    bool capital = false;
    // In text, a mark after its player's letter ("r@"), for a kind drawn otherwise like the
    // plain follower (the abbot); 0 for none.
    char textMark = 0;
};

struct FollowerKindRow {
    FollowerKind kind;
    std::string_view name;   // its flag in every format (`large: true`); the supply's key
    bool flagged;            // false for the plain follower: formats name it by no flag
    int strength;            // for majority (base.score.majority, ic.large)
    PerEdition<int> given;   // what the game gives each player, by edition
    int most;                // the most a set-up may give (a scoring marker is an eighth follower)
    FeatureKindSet standsOn; // the feature kinds it may be placed on
    Expansion expansion;     // without it in play no player has one
    // The refusal of a placement on a kind outside `standsOn` (an abbot on a road).
    ErrorCode notOn = ErrorCode::InvalidSetup;
    std::string_view notOnText = {};
    FollowerDrawing drawing = {};
    // Its names in JCloisterZone's saves: the element of `setup.elements` that gives it
    // ("small-follower": 7) and its type in a meeple id ("<seat>.small.<n>").
    std::string_view jczElement = {};
    std::string_view jczMeeple = {};
};

struct ModifierRow {
    ModifierKind kind;
    std::string_view name; // "inn": the modifier's kind in the ledger
    Expansion expansion;
};

// What an edition's box holds of a module: nothing, its own box, or part of the base box.
enum class InBox : std::uint8_t { No, OwnBox, BaseBox };

struct ExpansionRow {
    Expansion id;
    std::string_view name;  // "inns-cathedrals": in scenarios, the protocol, the CLI
    std::string_view title; // "Inns & Cathedrals": the box's name, for people
    PerEdition<InBox> box;
    // Played when a record names no expansions (ExpansionSet::byDefault): Inns & Cathedrals and
    // Mage & Witch are; the River and the Abbot, which change every game, are named when wanted.
    bool byDefault = true;
    // Its tile set in JCloisterZone's saves (`setup.sets`: "inns-and-cathedrals:1"); empty when
    // no set brings it.
    std::string_view jczSet = {};
    // The element of `setup.elements` a JCloisterZone client writes with the set ("river":
    // true), accepted when the set is in play; empty when none.
    std::string_view jczElement = {};
    // The rule switch by which the oracle reads a JCloisterZone game with the set, where
    // JCloisterZone plays one reading of several (river-base-start=shuffled: it keeps the base
    // start tile among the land tiles); applied before the game's own rules and --rule.
    std::string_view jczSwitch = {};
    std::string_view jczSwitchValue = {};
};

struct StepRow {
    Phase phase;
    std::string_view name; // "tile": the step's name in every format
    int order;             // its place in the turn: steps come in ascending order
    // What a move of another step is told here: "cannot pass: the turn starts with a tile".
    ErrorCode wrongStep;
    std::string_view wrongStepText;
    Expansion expansion;
};

// The operands a move kind carries (rules::Move): its formats write these and no others.
enum Operand : std::uint8_t {
    kTileOperand = 1,     // the tile and how the record named it
    kSquareOperand = 2,   // where it goes and its rotation
    kFeatureOperand = 4,  // a feature part
    kFigureOperand = 8,   // a magic figure
    kFollowerOperand = 16 // a follower kind
};

// Where the turn goes once the move is made.
enum class After : std::uint8_t {
    SameStep, // the step again (a discarded tile: the player draws again, base.place.discard)
    NextStep, // the next step that is due, or the end of the turn after the last
    GameOver, // final scoring is done
};

struct MoveKindRow {
    MoveKind kind;
    std::string_view name; // "place", "follower", ...
    Phase step;            // the step it belongs to
    std::uint8_t order;    // where its moves come in the step's legal list (a pass comes last)
    std::uint8_t operands; // Operand bits
    After after;
    // Refused outside its step: "cannot <attempted>: " and the step's text; or, for a move with
    // a code of its own for that (a magic action when none is due), the code and its sentence.
    std::string_view attempted;
    bool ownOutOfStepCode = false;
    ErrorCode outOfStep = ErrorCode::GameOver;
    std::string_view outOfStepText = "";
    Expansion expansion = Expansion::Base;
    // Its JSON form (codec/move_json.hpp): the "type" word, which two kinds may share ("magic"),
    // the key that, present, tells this kind from the other of its word ("remove"), and the key
    // that names its figure.
    std::string_view wire = {};
    std::string_view wireMark = {};
    std::string_view figureKey = {};
    // The scenario language's action that writes it ("place", "magic", "follower"): kinds of one
    // action are told apart by the operands it names (a magic action's target, or `remove`).
    std::string_view scenarioAction = {};
    // What the scenario loader calls the action's map of operands in a message ("a tile
    // placement"); "a <action> action" when empty.
    std::string_view scenarioForm = {};
    // JCloisterZone's RETURN_MEEPLE message with this `source` ("ABBOT_RETURN") is a move of this
    // kind on the pointer's feature; other sources are not moves the oracle plays.
    std::string_view jczReturnSource = {};
};

} // namespace carcassonne
