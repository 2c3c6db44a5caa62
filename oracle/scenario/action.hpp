#pragma once
// A scenario action and the rules' one move vocabulary (rules/named_move.hpp), each way: what an
// action plays, and the action that writes a move. A scenario action is the move plus what the
// file annotates to it (who moves, under which editions, what to expect), and a `draw`.

#include "scenario.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace carcassonne::scenario {

// The keys an action may have: `draw`, then the scenario action of every move-kind row
// (MoveKindRow::scenarioAction), each once, in the rows' order. Every row, whatever expansions a
// scenario plays: a move of an expansion not in play is the rules' to refuse, not the loader's.
const std::vector<std::string_view>& actionKeys();

// How an action's value is written, read off the rows of the kinds of move it plays: `true`
// (`final: true`: its one kind carries nothing), `none` beside the kinds that carry operands
// (`follower: none`: a pass), the tile alone (`discard: V`), or a map of the operands of the
// kind it plays (`place: {tile, at, rotation}`, `magic: {figure, at, on}`).
struct ActionForm {
    bool bare = false;      // a kind of the action carries nothing
    bool tileAlone = false; // a kind carries the tile alone: the action's value is the tile
    std::vector<const MoveKindRow*> mapped; // the kinds written as a map of their operands
    // Which of `mapped` a map writes: the kind whose mark (MoveKindRow::wireMark) is a key of
    // it (`remove`), else the first without a mark.
    template <typename HasKey>
    const MoveKindRow* rowOf(HasKey hasKey) const {
        for (const MoveKindRow* row : mapped)
            if (!row->wireMark.empty() && hasKey(row->wireMark)) return row;
        for (const MoveKindRow* row : mapped)
            if (row->wireMark.empty()) return row;
        return mapped.empty() ? nullptr : mapped.front();
    }
};
ActionForm actionForm(std::string_view key);

// What the loader calls the map of a kind's action in its messages ("a tile placement").
std::string formName(const MoveKindRow& row);

// The operands an action's fields name (Operand bits); a `place` without `tile:` names its square
// alone.
std::uint8_t operandsNamed(const Action& action);

// The kind of move an action writes: the row of its key that carries the operands its fields
// name (a `place` without `tile:` one that carries a tile beside them); none for a draw.
const MoveKindRow* rowWritten(const Action& action);

// The move an action plays: none for a draw, or for a `place` without `tile:` when no tile was
// drawn; such a `place` places `drawn`.
std::optional<NamedMove> namedMoveOf(const Action& action, std::optional<TileTypeId> drawn);

// The action that plays a move, without annotations; features as the loader reads them.
Action actionOf(const NamedMove& move);
Action drawAction(TileTypeId tile);

FeatureSpec featureSpec(const FeatureRef& feature);

} // namespace carcassonne::scenario
