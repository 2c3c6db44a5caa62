#include "tile.hpp"

namespace carcassonne {

char toChar(EdgeKind e) {
    return rowOf(e).letter;
}

std::string TileType::edgePattern(Rotation r) const {
    std::string out;
    for (EdgeKind e : in(r).edges)
        out += toChar(e);
    return out;
}

} // namespace carcassonne
