// The JSON Schema of the scenario language lists the names the loader accepts (for editors and
// validators); those lists must be the rules' vocabularies, the register and the error codes, so
// that a new value is a row in a table and this test names every list that lags behind.
#include "rules/rules.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
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
    CHECK(enumAt("/definitions/scoreEvent/properties/feature") == asSet(namesOf<FeatureKind>()));
    CHECK(enumAt("/definitions/expectation/properties/phase") == asSet(namesOf<Phase>()));
    for (const SwitchInfo& s : allSwitches()) {
        std::set<std::string> values;
        for (auto v : s.values)
            values.emplace(v);
        CHECK(enumAt("/definitions/rules/properties/" + std::string(s.name)) == values);
    }
}

TEST_CASE("the legal-explain schema's enums and keys are the vocabularies") {
    const json& s = legalExplainSchema();
    CHECK(enumAt("/definitions/legal_/properties/edition", s) == asSet(namesOf<Edition>()));
    CHECK(enumAt("/definitions/step", s) == asSet(namesOf<Phase>()));
    // A supply lists every follower kind; a follower on the board is flagged by every kind but
    // the normal one (rules::flagged), as the codec writes it.
    std::set<std::string> supply, followerKeys;
    for (const auto& [key, value] :
         s.at("/definitions/legal_/properties/supply/additionalProperties/properties"_json_pointer)
             .items())
        supply.insert(key);
    CHECK(supply == asSet(namesOf<FollowerKind>()));
    for (const auto& [key, value] : s.at("/definitions/follower/properties"_json_pointer).items())
        followerKeys.insert(key);
    std::set<std::string> expected{"player", "on"};
    for (FollowerKind kind : kFollowerKinds)
        if (flagged(kind)) expected.emplace(nameOf(kind));
    CHECK(followerKeys == expected);
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

TEST_CASE("the schema's followers take a flag for every follower kind but the normal one") {
    for (const char* def :
         {"/definitions/follower/properties", "/definitions/setupFollower/properties"}) {
        const json& follower = schema().at(json::json_pointer(def));
        for (FollowerKind kind : kFollowerKinds)
            CHECK(follower.contains(std::string(nameOf(kind))) == flagged(kind));
    }
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
