// The garden: printed on the tiles that have a garden twin's picture (tiles.md: one copy each of
// E H I M N R U V, two Inns & Cathedrals tiles, one Mage & Witch tile, from C2 on), scored
// exactly like a cloister (abbot.garden).
#include "module.hpp"

namespace carcassonne::abbot {

const char* gardenOf(const TileRow& row) {
    // A garden twin is the tile printed with a garden; C1's sets have none (their count is 0).
    return row.twinOf[0] != '\0' ? "garden" : nullptr;
}

namespace {

// abbot.garden: "Gardens are scored exactly like monasteries": 9 when surrounded, else 1 and 1
// per neighbouring tile (at game end, abbot.final, or when the abbot is recalled: abbot.recall).
void gardenValue(const ScoreInput& in, const RuleSet&, FeatureValue& v) {
    v.base = in.complete ? 9 : 1 + in.tiles;
    v.rulings.push_back("abbot.garden");
}

} // namespace

std::span<const rules::FeatureScoring> values() {
    static constexpr rules::FeatureScoring kValues[] = {{kGarden, &gardenValue}};
    return kValues;
}

} // namespace carcassonne::abbot
