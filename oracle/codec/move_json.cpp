#include "move_json.hpp"

#include "json_codec.hpp"

namespace carcassonne::codec {

json toJson(const NamedMove& move) {
    struct Visitor {
        json operator()(const PlaceTile& m) const {
            return {{"type", "place"},
                    {"tile", tileCatalog().text({m.tile, m.naming})},
                    {"at", toJson(m.at)},
                    {"rotation", m.rotation.degrees()}};
        }
        json operator()(const DiscardTile& m) const {
            return {{"type", "discard"}, {"tile", tileCatalog().text({m.tile, m.naming})}};
        }
        json operator()(const MoveFigureTo& m) const {
            json j = toJson(m.target);
            j["type"] = "magic";
            j["figure"] = std::string(nameOf(m.figure));
            return j;
        }
        json operator()(const RemoveFigure& m) const {
            return {{"type", "magic"}, {"remove", std::string(nameOf(m.figure))}};
        }
        json operator()(const PlaceFollowerOn& m) const {
            json j = toJson(m.on);
            j["type"] = "follower";
            addFollowerFlags(j, m.kind);
            return j;
        }
        json operator()(const Pass&) const { return {{"type", "pass"}}; }
        json operator()(const EndGame&) const { return {{"type", "final"}}; }
    };
    return std::visit(Visitor{}, move);
}

namespace {

NamedMove readMove(const json& j, const std::string& path, UnknownKeys unknown) {
    if (!j.is_object() || !j.contains("type"))
        bad(path, "expected a move object with a \"type\", found " + shown(j));
    const std::string type = stringAt(j["type"], keyPath(path, "type"));
    auto fields = [&](std::vector<std::string> keys) {
        return Fields(j, path, std::move(keys), unknown);
    };
    if (type == "place") {
        const Fields f = fields({"type", "tile", "at", "rotation"});
        const TileName tile = tileNameAt(f.required("tile"), f.path("tile"));
        return PlaceTile{tile.tile, positionAt(f.required("at"), f.path("at")),
                         f.has("rotation") ? rotationAt(f.get("rotation"), f.path("rotation"))
                                           : Rotation{},
                         tile.naming};
    }
    if (type == "discard") {
        const Fields f = fields({"type", "tile"});
        const TileName tile = tileNameAt(f.required("tile"), f.path("tile"));
        return DiscardTile{tile.tile, tile.naming};
    }
    if (type == "magic" && j.contains("remove")) {
        const Fields f = fields({"type", "remove"});
        return RemoveFigure{nameAt<MagicFigure>(f.get("remove"), f.path("remove"))};
    }
    if (type == "magic") {
        const Fields f = fields({"type", "figure", "at", "on"});
        const auto figure = nameAt<MagicFigure>(f.required("figure"), f.path("figure"));
        return MoveFigureTo{figure, featureAt(f)};
    }
    if (type == "follower") {
        const Fields f = fields(withFollowerFlags({"type", "at", "on"}));
        return PlaceFollowerOn{featureAt(f), followerKindAt(f)};
    }
    if (type == "pass") {
        (void)fields({"type"});
        return Pass{};
    }
    if (type == "final") {
        (void)fields({"type"});
        return EndGame{};
    }
    bad(keyPath(path, "type"),
        "expected place, discard, magic, follower, pass or final, found " + shown(j["type"]));
}

} // namespace

Decoded<NamedMove> namedMoveFrom(const json& j, const std::string& path, UnknownKeys unknown) {
    return decoded([&] { return readMove(j, path, unknown); });
}

} // namespace carcassonne::codec
