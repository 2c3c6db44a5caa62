// The JSON Schema of the scenario language lists the names the loader accepts (for editors and
// validators); those lists must be the rules' vocabularies, the register and the error codes, so
// that a new value is a row in a table and this test names every list that lags behind. The
// kinds' names, part locations, edge letters and follower flags in every schema are checked
// against the kinds' rows in test_schema_kind_rows.cpp.
#include "rules/rules.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <regex>
#include <set>

using namespace carcassonne;
using nlohmann::json;

namespace {
json load(const char* file) {
    std::ifstream in(file);
    REQUIRE(in);
    return json::parse(in);
}

const json& schema() {
    static const json s = load(ORACLE_SCHEMA);
    return s;
}

// The schema of `legal` and `explain --format json`.
const json& legalExplainSchema() {
    static const json s = load(ORACLE_LEGAL_EXPLAIN_SCHEMA);
    return s;
}

std::set<std::string> enumAt(const std::string& pointer, const json& in = schema()) {
    const json& e = in.at(json::json_pointer(pointer)).at("enum");
    std::set<std::string> out;
    for (const json& v : e)
        out.insert(v.get<std::string>());
    return out;
}

std::set<std::string> asSet(const std::vector<std::string>& names) {
    return {names.begin(), names.end()};
}
} // namespace

TEST_CASE("the schema's enums are the vocabularies") {
    CHECK(enumAt("/definitions/edition") == asSet(namesOf<Edition>()));
    CHECK(enumAt("/definitions/expansion") == asSet(expansionToAddNames()));
    CHECK(enumAt("/definitions/figure") == asSet(namesOf<MagicFigure>()));
    CHECK(enumAt("/definitions/expectation/properties/phase") == asSet(namesOf<Phase>()));
    for (const SwitchInfo& s : allSwitches()) {
        std::set<std::string> values;
        for (auto v : s.values)
            values.emplace(v);
        CHECK(enumAt("/definitions/rules/properties/" + std::string(s.name)) == values);
    }
}

TEST_CASE("the legal-explain schema's enums are the vocabularies") {
    const json& s = legalExplainSchema();
    CHECK(enumAt("/definitions/legal_/properties/edition", s) == asSet(namesOf<Edition>()));
    CHECK(enumAt("/definitions/step", s) == asSet(namesOf<Phase>()));
}

TEST_CASE("the schema lists every error code and every ruling id") {
    std::set<std::string> codes;
    for (const ErrorCodeInfo& e : allErrorCodes())
        codes.emplace(e.name);
    CHECK(enumAt("/definitions/errorCode") == codes);
    std::set<std::string> rulings;
    for (const Ruling& r : allRulings())
        rulings.emplace(r.id);
    CHECK(enumAt("/properties/rulings/items") == rulings);
}

TEST_CASE("the schema's score event takes every score field") {
    const json& event = schema().at("/definitions/scoreEvent/properties"_json_pointer);
    for (ScoreField f : valuesOf<ScoreField>())
        CHECK(event.contains(std::string(nameOf(f))));
}

TEST_CASE("the schemas' tile names are every name the catalog reads") {
    // Ids, letters and the geometry names `~` + the id of each plain tile (tile_catalog.hpp).
    const TileCatalog& catalog = tileCatalog();
    std::set<std::string> names;
    for (const TileType& t : catalog.all()) {
        names.insert(t.name);
        if (!t.letter.empty()) names.insert(t.letter);
        if (!t.garden) names.insert("~" + t.name);
    }
    for (const std::string& name : names) {
        INFO(name);
        CHECK(catalog.lookup(name).has_value());
    }
    CHECK(enumAt("/definitions/tile") == names);
    CHECK(enumAt("/definitions/tile", load(ORACLE_GAME_LOG_SCHEMA)) == names);
}

TEST_CASE("the tiles schema's id and geometry patterns take every tile of the catalog") {
    // A module's tiles (River I's `RI/...`) need the id pattern to know their prefix.
    const json tiles = load(ORACLE_SCHEMA_DIR "/tiles.schema.json");
    const std::regex id(
        tiles.at("/definitions/tile/properties/id/pattern"_json_pointer).get<std::string>());
    const std::regex geometry(
        tiles.at("/definitions/tile/properties/geometry/pattern"_json_pointer).get<std::string>());
    const TileCatalog& catalog = tileCatalog();
    for (const TileType& t : catalog.all()) {
        INFO(t.name);
        CHECK(std::regex_search(t.name, id));
        CHECK(std::regex_search(catalog.geometryName(t.id), geometry));
    }
}
