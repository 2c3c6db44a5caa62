#include "tile.hpp"

namespace carcassonne {

char toChar(EdgeType e) {
    switch (e) {
    case EdgeType::Field:
        return 'F';
    case EdgeType::Road:
        return 'R';
    case EdgeType::City:
        return 'C';
    }
    return '?';
}

std::string TileType::edgePattern(Rotation r) const {
    std::string out;
    for (EdgeType e : in(r).edges)
        out += toChar(e);
    return out;
}

} // namespace carcassonne
