// A move's JSON form (codec/move_json.hpp) read and written from its kind's row (MoveKindRow:
// the "type" word, the mark, the figure's key, the operands it carries): the forms the engine
// protocol documents (docs/engine-protocol.md, schema/engine-protocol.schema.json), and every kind
// with a row written and read back.
#include "codec/json_codec.hpp"
#include "codec/move_json.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <set>

using namespace carcassonne;

namespace {

NamedMove read(const json& j, codec::UnknownKeys unknown = codec::UnknownKeys::Refuse) {
    const auto move = codec::namedMoveFrom(j, "move", unknown);
    INFO(j.dump());
    REQUIRE(move);
    return *move;
}

codec::DecodeError refusal(const json& j) {
    const auto move = codec::namedMoveFrom(j, "move", codec::UnknownKeys::Refuse);
    INFO(j.dump());
    REQUIRE_FALSE(move);
    return move.error();
}

TileTypeId tileV() {
    const auto tile = tileCatalog().lookup("V");
    REQUIRE(tile);
    return tile->tile;
}

} // namespace

TEST_CASE("a move's documented JSON forms are read as their kinds and written back", "[codec]") {
    const json place{{"type", "place"}, {"tile", "V"}, {"at", {1, 0}}, {"rotation", 90}};
    const NamedMove placed = read(place);
    REQUIRE(std::holds_alternative<PlaceTile>(placed));
    CHECK(std::get<PlaceTile>(placed).at == Position{1, 0});
    CHECK(std::get<PlaceTile>(placed).rotation.degrees() == 90);
    CHECK(std::get<PlaceTile>(placed).tile == tileV());
    CHECK(codec::toJson(placed) == place);
    // rotation: 0 when absent.
    CHECK(codec::toJson(read({{"type", "place"}, {"tile", "V"}, {"at", {1, 0}}}))["rotation"] == 0);

    const json discard{{"type", "discard"}, {"tile", "V"}};
    CHECK(std::holds_alternative<DiscardTile>(read(discard)));
    CHECK(codec::toJson(read(discard)) == discard);

    const json magic{{"type", "magic"}, {"figure", "mage"}, {"at", {0, 0}}, {"on", "road E"}};
    const NamedMove moved = read(magic);
    REQUIRE(std::holds_alternative<MoveFigureTo>(moved));
    CHECK(std::get<MoveFigureTo>(moved).figure == MagicFigure::Mage);
    CHECK(std::get<MoveFigureTo>(moved).target.kind == FeatureKind::Road);
    CHECK(codec::toJson(moved) == magic);

    const json remove{{"type", "magic"}, {"remove", "witch"}};
    const NamedMove removed = read(remove);
    REQUIRE(std::holds_alternative<RemoveFigure>(removed));
    CHECK(std::get<RemoveFigure>(removed).figure == MagicFigure::Witch);
    CHECK(codec::toJson(removed) == remove);

    const json large{{"type", "follower"}, {"at", {1, 0}}, {"on", "road W"}, {"large", true}};
    const NamedMove follower = read(large);
    REQUIRE(std::holds_alternative<PlaceFollowerOn>(follower));
    CHECK(std::get<PlaceFollowerOn>(follower).kind == FollowerKind::Large);
    CHECK(std::get<PlaceFollowerOn>(follower).on.at == Position{1, 0});
    CHECK(codec::toJson(follower)["large"] == true);
    // Flags: false when absent, and written.
    const NamedMove plain = read({{"type", "follower"}, {"at", {1, 0}}, {"on", "road W"}});
    CHECK(std::get<PlaceFollowerOn>(plain).kind == FollowerKind::Normal);
    CHECK(codec::toJson(plain)["large"] == false);

    CHECK(std::holds_alternative<Pass>(read({{"type", "pass"}})));
    CHECK(codec::toJson(Pass{}) == json{{"type", "pass"}});
    CHECK(std::holds_alternative<EndGame>(read({{"type", "final"}})));
    CHECK(codec::toJson(EndGame{}) == json{{"type", "final"}});
}

TEST_CASE("two kinds of one word are told apart by the mark; a form's keys in operand order",
          "[codec]") {
    // "magic" with "remove" is a removal, whatever else it holds; without, a figure moved.
    const json both{{"type", "magic"}, {"figure", "mage"}, {"remove", "witch"}};
    CHECK(std::holds_alternative<RemoveFigure>(read(both, codec::UnknownKeys::Ignore)));
    CHECK(refusal(both).message == "unknown key 'figure' (expected one of: type, remove)");
    CHECK(refusal({{"type", "magic"}}).message == "missing key 'figure'");
    CHECK(refusal({{"type", "place"}, {"tile", "V"}, {"at", {0, 0}}, {"x", 1}}).message ==
          "unknown key 'x' (expected one of: type, tile, at, rotation)");
    CHECK(refusal({{"type", "magic"}, {"figure", "mage"}, {"x", 1}}).message ==
          "unknown key 'x' (expected one of: type, figure, at, on)");
}

TEST_CASE("every move kind with a row is written and read back as the same move", "[codec]") {
    const FeaturePart part = parseFeaturePart("road E").value();
    const FeatureRef road{{0, 1}, part.kind, part.location};
    for (const MoveKindRow& row : kMoveKindRows) {
        rules::Move m;
        m.kind = row.kind;
        if (rules::carries(m, kTileOperand)) m.tile = tileV();
        if (rules::carries(m, kSquareOperand)) {
            m.setAt({2, -3});
            m.rotation = Rotation{3};
        }
        if (rules::carries(m, kFigureOperand)) m.figure = MagicFigure::Witch;
        if (rules::carries(m, kFollowerOperand)) m.follower = FollowerKind::Large;
        const NamedMove move = namedMove(m, road);
        const json j = codec::toJson(move);
        INFO(row.name << ": " << j.dump());
        CHECK(j["type"] == std::string(row.wire));
        CHECK(read(j) == move);
        CHECK(operandsOf(read(j)) == operandsOf(move));
    }
}

TEST_CASE("the protocol schema's move forms are the kinds' rows, in kind order", "[codec]") {
    std::ifstream in(ORACLE_PROTOCOL_SCHEMA);
    REQUIRE(in);
    const json forms = json::parse(in).at("definitions").at("move").at("oneOf");
    REQUIRE(forms.size() == kMoveKindRows.size());
    const FeaturePart part = parseFeaturePart("road E").value();
    for (std::size_t i = 0; i < forms.size(); ++i) {
        const MoveKindRow& row = kMoveKindRows[i];
        std::set<std::string> keys;
        for (const auto& [key, value] : forms[i].at("properties").items())
            keys.insert(key);
        // Every key a move of the kind is written with, over the follower kinds it may carry (a
        // flag of an expansion named when wanted is written only when set: `"abbot": true`).
        std::set<std::string> writtenKeys;
        for (FollowerKind follower : kFollowerKinds) {
            rules::Move m;
            m.kind = row.kind;
            if (rules::carries(row, kFollowerOperand)) m.follower = follower;
            const json written =
                codec::toJson(namedMove(m, FeatureRef{{0, 0}, part.kind, part.location}));
            for (const auto& [key, value] : written.items())
                writtenKeys.insert(key);
        }
        INFO(row.name);
        CHECK(forms[i].at("properties").at("type").at("const") == std::string(row.wire));
        CHECK(keys == writtenKeys);
    }
}
