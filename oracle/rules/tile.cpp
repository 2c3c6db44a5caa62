#include "tile.hpp"

namespace carcassonne {

std::string_view toString(FeatureKind kind) {
    switch (kind) {
    case FeatureKind::Road:
        return "road";
    case FeatureKind::City:
        return "city";
    case FeatureKind::Field:
        return "field";
    case FeatureKind::Cloister:
        return "cloister";
    }
    return "?";
}

std::string_view toString(Expansion e) {
    switch (e) {
    case Expansion::Base:
        return "base";
    case Expansion::InnsCathedrals:
        return "inns-cathedrals";
    case Expansion::MageWitch:
        return "mage-witch";
    }
    return "?";
}

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
