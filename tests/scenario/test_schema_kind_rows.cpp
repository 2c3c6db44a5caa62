// Every JSON Schema under schema/ spells the kinds somewhere: feature names and the locations of
// their parts ("road N", "field I", "cloister"), per-kind definitions of a tile's features, the
// edge letters of a tile, the follower kinds' flags and supply keys, the expansions' names, a
// scenario action's keys. Each such place, in every schema, is checked here against the kinds'
// rows (FeatureKindRow names, locations and marks, EdgeKindRow letters, FollowerKindRow names,
// flags and limits, ExpansionRow names, MoveKindRow scenario actions), so that a kind added without
// its schema update fails a test that names the schema and the place. The places are found by
// walking each schema: an enum, const or pattern that spells a feature part where this test does
// not look fails too, so the test learns every new place rather than missing it.
#include "rules/rules.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <regex>
#include <set>

using namespace carcassonne;
using nlohmann::json;

namespace {

json loadSchema(const std::filesystem::path& file) {
    std::ifstream in(file);
    REQUIRE(in);
    return json::parse(in);
}

std::vector<std::filesystem::path> schemaFiles() {
    std::vector<std::filesystem::path> out;
    for (const auto& entry : std::filesystem::directory_iterator(ORACLE_SCHEMA_DIR))
        if (entry.path().extension() == ".json") out.push_back(entry.path());
    std::sort(out.begin(), out.end());
    return out;
}

std::string escapedKey(const std::string& key) {
    std::string out;
    for (char c : key)
        out += c == '~' ? std::string("~0") : c == '/' ? std::string("~1") : std::string(1, c);
    return out;
}

bool endsWith(const std::string& text, const std::string& end) {
    return text.size() >= end.size() &&
           text.compare(text.size() - end.size(), end.size(), end) == 0;
}

// --- What the rows say ---------------------------------------------------------------------------

// The rows' facts the schemas spell, as data: the tables' own (kindsOfRows), or the tables with a
// kind more, to show what a new kind's rows ask of the schemas.
struct Kinds {
    struct Feature {
        std::string name;
        PartLocation location;
        std::uint8_t marks;
    };
    struct Follower {
        std::string name;
        bool flagged;
        int most;
        // Of an expansion played by default: its key always written (ExpansionRow::byDefault),
        // so required where the others are; the abbot's only when it is the kind or in play.
        bool always = true;
    };
    std::vector<Feature> features;
    std::string cityName; // the kind a field's farmers score: its parts name a field's cities
    std::string edgeLetters;
    std::vector<Follower> followers;
    std::string baseName;
    std::vector<std::string> expansions; // every expansion's name, the base game's included
    std::vector<std::string> actions;    // a scenario action's keys: draw, and the move kinds'
};

Kinds kindsOfRows() {
    Kinds k;
    for (const FeatureKindRow& row : kFeatureKindRows)
        k.features.push_back({std::string(row.name), row.location, row.marks});
    k.cityName = rowOf(FeatureKind::City).name;
    for (const EdgeKindRow& row : kEdgeKindRows)
        k.edgeLetters += row.letter;
    for (const FollowerKindRow& row : kFollowerKindRows)
        k.followers.push_back(
            {std::string(row.name), row.flagged, row.most, rowOf(row.expansion).byDefault});
    k.baseName = rowOf(Expansion::Base).name;
    for (const ExpansionRow& row : kExpansionRows)
        k.expansions.emplace_back(row.name);
    k.actions.emplace_back("draw");
    for (const MoveKindRow& row : kMoveKindRows)
        if (std::find(k.actions.begin(), k.actions.end(), row.scenarioAction) == k.actions.end())
            k.actions.emplace_back(row.scenarioAction);
    return k;
}

// The location words a part of the kind takes: a side, a half-edge or I, nothing.
std::vector<std::string> locationWords(PartLocation location) {
    std::vector<std::string> out;
    switch (location) {
    case PartLocation::Side:
        for (Side s : kSides)
            out.emplace_back(toString(s));
        break;
    case PartLocation::HalfEdge:
        for (HalfEdge h : kHalfEdges)
            out.emplace_back(toString(h));
        out.emplace_back("I");
        break;
    case PartLocation::None:
        out.emplace_back("");
        break;
    }
    return out;
}

// Every part text of a kind: "road N", ..., "field I", "cloister".
std::set<std::string> partsOf(const Kinds::Feature& kind) {
    std::set<std::string> out;
    for (const std::string& where : locationWords(kind.location))
        out.insert(where.empty() ? kind.name : kind.name + " " + where);
    return out;
}

// The keys a tile feature of the kind carries in the tile JSON beside kind and parts
// (FeatureKindRow::marks, as codec/tile_json.cpp writes them).
std::set<std::string> markKeys(std::uint8_t marks) {
    std::set<std::string> out;
    if (marks & kPennantsMark) out.emplace("pennants");
    if (marks & kInnMark) out.emplace("inn");
    if (marks & kCathedralMark) out.emplace("cathedral");
    if (marks & kCitiesMark) out.emplace("cities");
    return out;
}

// --- The checks ----------------------------------------------------------------------------------

// One schema against the kinds. Each problem names the schema, the place (a JSON pointer) and
// what is wrong.
class Checker {
public:
    Checker(std::string file, const json& schema, const Kinds& kinds)
        : file_(std::move(file)), schema_(schema), kinds_(kinds) {
        for (const Kinds::Feature& f : kinds.features) {
            names_.insert(f.name);
            parts_.merge(partsOf(f));
            if (f.name == kinds.cityName) cityParts_ = partsOf(f);
        }
        // Every name with every location word, and alone; some names no row has.
        std::set<std::string> names = names_;
        for (const char* other : {"monastery", "farm", "river", "garden", "Road"})
            names.emplace(other);
        std::vector<std::string> words{"", "X", "NE", "N E", "I I"};
        for (PartLocation l : {PartLocation::Side, PartLocation::HalfEdge})
            for (const std::string& w : locationWords(l))
                words.push_back(w);
        for (const std::string& name : names)
            for (const std::string& where : words)
                candidates_.insert(where.empty() ? name : name + " " + where);
    }

    std::vector<std::string> problems() {
        structural(schema_, "");
        everywhere(schema_, "");
        return problems_;
    }

private:
    std::string file_;
    const json& schema_;
    const Kinds& kinds_;
    std::set<std::string> names_, parts_, cityParts_, candidates_;
    std::vector<std::string> problems_;
    std::set<std::string> checked_; // pointers a structural check has read

    void problem(const std::string& at, const std::string& what) {
        problems_.push_back(file_ + " " + (at.empty() ? "/" : at) + ": " + what);
    }

    // A set of strings that should be another: what is missing, what is extra.
    void compare(const std::string& at, const std::set<std::string>& found,
                 const std::set<std::string>& expected, const std::string& what) {
        for (const std::string& e : expected)
            if (!found.contains(e)) problem(at, what + " lacks '" + e + "'");
        for (const std::string& f : found)
            if (!expected.contains(f)) problem(at, what + " has '" + f + "', which no row gives");
    }

    static std::set<std::string> strings(const json& list) {
        std::set<std::string> out;
        if (!list.is_array()) return out;
        for (const json& v : list)
            if (v.is_string()) out.insert(v.get<std::string>());
        return out;
    }

    const Kinds::Feature* feature(const std::string& name) const {
        for (const Kinds::Feature& f : kinds_.features)
            if (f.name == name) return &f;
        return nullptr;
    }

    // The items of an array schema, as an enum or a const.
    std::set<std::string> itemValues(const json& items, const std::string& at) {
        if (items.contains("enum")) {
            checked_.insert(at + "/enum");
            return strings(items["enum"]);
        }
        if (items.contains("const") && items["const"].is_string()) {
            checked_.insert(at + "/const");
            return {items["const"].get<std::string>()};
        }
        problem(at, "expected an enum or a const of parts");
        return {};
    }

    // A pattern that locates a part of any kind: it takes exactly the kinds' part texts.
    void checkLocationPattern(const std::string& at, const std::string& pattern) {
        const std::regex re(pattern, std::regex::ECMAScript);
        for (const std::string& text : candidates_) {
            const bool matches = std::regex_search(text, re);
            if (matches && !parts_.contains(text))
                problem(at,
                        "the pattern " + pattern + " takes '" + text + "', which no row allows");
            if (!matches && parts_.contains(text))
                problem(at, "the pattern " + pattern + " refuses '" + text +
                                "', a part the rows allow (FeatureKindRow::name, location)");
        }
    }

    // A score event's branch per feature kind: `on` names a part of that kind, or for a kind that
    // borders cities (a field's farmers) a part of a city.
    void checkScoreEventBranches(const std::string& at, const json& allOf) {
        std::set<std::string> kinds;
        for (std::size_t i = 0; i < allOf.size(); ++i) {
            const std::string branch = at + "/" + std::to_string(i);
            const json& b = allOf[i];
            const json::json_pointer kindAt("/if/properties/feature/const");
            const json::json_pointer onAt("/then/properties/on/pattern");
            if (!b.contains(kindAt)) continue;
            checked_.insert(branch + kindAt.to_string());
            const std::string kind = b.at(kindAt).get<std::string>();
            kinds.insert(kind);
            const Kinds::Feature* row = feature(kind);
            if (!row) continue; // the comparison below names it
            if (!b.contains(onAt)) {
                problem(branch, "the branch of '" + kind + "' does not constrain `on`");
                continue;
            }
            checked_.insert(branch + onAt.to_string());
            const std::string pattern = b.at(onAt).get<std::string>();
            const std::regex re(pattern, std::regex::ECMAScript);
            std::set<std::string> named = partsOf(*row);
            if (row->marks & kCitiesMark) named.insert(cityParts_.begin(), cityParts_.end());
            for (const std::string& text : parts_) {
                const bool matches = std::regex_search(text, re);
                if (matches != named.contains(text))
                    problem(branch + onAt.to_string(), "the pattern " + pattern +
                                                           (matches ? " takes '" : " refuses '") +
                                                           text + "' for a " + kind + "'s event");
            }
        }
        compare(at, kinds, names_, "the score event's branches by feature kind");
    }

    // A tile's features as the tile JSON writes them: one definition per kind (its name, its
    // parts, the marks it may carry), each referred to by the feature's oneOf.
    void checkTileFeatureDefinitions(const std::string& at, const json& oneOf) {
        std::set<std::string> kinds;
        for (const json& ref : oneOf) {
            const std::string defAt = ref.at("$ref").get<std::string>().substr(1);
            const json& def = schema_.at(json::json_pointer(defAt));
            checked_.insert(defAt + "/properties/kind/const");
            const std::string kind = def.at(json::json_pointer("/properties/kind/const"));
            kinds.insert(kind);
            const Kinds::Feature* row = feature(kind);
            if (!row) continue;
            const std::string partsAt = defAt + "/properties/parts/items";
            compare(partsAt, itemValues(schema_.at(json::json_pointer(partsAt)), partsAt),
                    partsOf(*row), "the parts of a " + kind);
            std::set<std::string> keys{"kind", "parts"};
            keys.merge(markKeys(row->marks));
            std::set<std::string> properties;
            for (const auto& [key, _] : def.at("properties").items())
                properties.insert(key);
            compare(defAt + "/properties", properties, keys,
                    "the keys of a " + kind + " (FeatureKindRow::marks)");
            compare(defAt + "/required", strings(def.value("required", json::array())), keys,
                    "the required keys of a " + kind);
            const std::string citiesAt = defAt + "/properties/cities/items";
            if (schema_.contains(json::json_pointer(citiesAt)))
                compare(citiesAt, itemValues(schema_.at(json::json_pointer(citiesAt)), citiesAt),
                        cityParts_, "the cities a " + kind + " borders");
        }
        compare(at, kinds, names_, "the tile features' definitions by kind");
    }

    // A tile's edges, N E S W: four of the edge kinds' letters.
    void checkEdgePattern(const std::string& at, const std::string& pattern) {
        const std::regex re(pattern, std::regex::ECMAScript);
        const std::string& letters = kinds_.edgeLetters;
        for (char c = 'A'; c <= 'Z'; ++c) {
            const bool edge = letters.find(c) != std::string::npos;
            if (std::regex_search(std::string(4, c), re) != edge)
                problem(at, "the pattern " + pattern + (edge ? " refuses '" : " takes '") +
                                std::string(4, c) + "' (EdgeKindRow::letter)");
        }
        for (char a : letters)
            for (char b : letters)
                if (!std::regex_search(std::string{a, b, a, b}, re))
                    problem(at, "the pattern " + pattern + " refuses '" + std::string{a, b, a, b} +
                                    "' (EdgeKindRow::letter)");
        if (std::regex_search(std::string(3, letters[0]), re) ||
            std::regex_search(std::string(5, letters[0]), re))
            problem(at, "the pattern " + pattern + " takes other than four edges");
    }

    // Properties keyed by follower kinds: a supply (numbers: the plain kind's count among them)
    // holds every kind, within what a set-up may give; a follower's flags (booleans) are every
    // flagged kind.
    void checkFollowerKeys(const std::string& at, const json& owner) {
        const json& properties = owner.at("properties");
        std::set<std::string> all, flags, found, always;
        bool supply = false;
        for (const Kinds::Follower& f : kinds_.followers) {
            all.insert(f.name);
            if (f.flagged) flags.insert(f.name);
            if (f.always) always.insert(f.name);
            if (!properties.contains(f.name)) continue;
            found.insert(f.name);
            supply = supply || !f.flagged || properties[f.name].value("type", "") == "integer";
        }
        compare(at + "/properties", found, supply ? all : flags,
                supply ? "a supply's follower kinds (FollowerKindRow::name)"
                       : "a follower's flags (FollowerKindRow::flagged)");
        const std::set<std::string> required = strings(owner.value("required", json::array()));
        if (std::any_of(flags.begin(), flags.end(),
                        [&](const std::string& f) { return required.contains(f); }))
            for (const std::string& k : supply ? all : flags)
                if (always.contains(k) && !required.contains(k))
                    problem(at + "/required", "lacks '" + k + "'");
        if (!supply) return;
        const bool bounded = std::any_of(found.begin(), found.end(), [&](const std::string& k) {
            return properties[k].contains("maximum");
        });
        for (const Kinds::Follower& f : kinds_.followers) {
            if (!bounded || !properties.contains(f.name)) continue;
            const json& kind = properties[f.name];
            if (!kind.contains("maximum") || kind["maximum"] != f.most)
                problem(at + "/properties/" + f.name + "/maximum",
                        "expected " + std::to_string(f.most) + " (FollowerKindRow::most)");
        }
    }

    // An object that holds exactly one of its keys (a oneOf of `required: [key]`), when they are a
    // scenario's actions: the keys are `draw` and the move kinds' scenario actions, each a
    // property of the object.
    void checkActionKeys(const std::string& at, const json& node,
                         const std::set<std::string>& keys) {
        const std::set<std::string> expected(kinds_.actions.begin(), kinds_.actions.end());
        compare(at + "/oneOf", keys, expected,
                "the actions (draw and MoveKindRow::scenarioAction)");
        std::set<std::string> properties;
        if (node.contains("properties"))
            for (const auto& item : node["properties"].items())
                properties.insert(item.key());
        for (const std::string& key : expected)
            if (!properties.contains(key))
                problem(at + "/properties", "the actions lack '" + key + "'");
    }

    // The keys of a oneOf whose every branch requires one key and says nothing else.
    static std::optional<std::set<std::string>> oneKeyEach(const json& oneOf) {
        std::set<std::string> keys;
        for (const json& b : oneOf) {
            if (!b.is_object() || b.size() != 1 || !b.contains("required") ||
                b["required"].size() != 1 || !b["required"][0].is_string())
                return std::nullopt;
            keys.insert(b["required"][0].get<std::string>());
        }
        return keys;
    }

    // First the places whose structure says what they hold: a score event's branches by feature
    // kind, a tile feature's definitions by kind, the keys of an action.
    void structural(const json& node, const std::string& at) {
        if (node.is_array()) {
            for (std::size_t i = 0; i < node.size(); ++i)
                structural(node[i], at + "/" + std::to_string(i));
            return;
        }
        if (!node.is_object()) return;
        const json* allOf = node.contains("allOf") ? &node["allOf"] : nullptr;
        if (allOf && allOf->is_array() &&
            std::any_of(allOf->begin(), allOf->end(), [](const json& b) {
                return b.contains(json::json_pointer("/if/properties/feature/const"));
            }))
            checkScoreEventBranches(at + "/allOf", *allOf);
        const json* oneOf = node.contains("oneOf") ? &node["oneOf"] : nullptr;
        if (oneOf && oneOf->is_array() && !oneOf->empty() &&
            std::all_of(oneOf->begin(), oneOf->end(), [&](const json& b) {
                const std::string target = b.is_object() ? b.value("$ref", "") : "";
                return target.rfind("#/", 0) == 0 &&
                       schema_.at(json::json_pointer(target.substr(1)))
                           .contains(json::json_pointer("/properties/kind/const"));
            }))
            checkTileFeatureDefinitions(at + "/oneOf", *oneOf);
        if (oneOf && oneOf->is_array() && !oneOf->empty())
            if (const auto keys = oneKeyEach(*oneOf);
                keys && std::any_of(kinds_.actions.begin(), kinds_.actions.end(),
                                    [&](const std::string& a) { return keys->contains(a); }))
                checkActionKeys(at, node, *keys);
        for (const auto& [key, value] : node.items())
            structural(value, at + "/" + escapedKey(key));
    }

    void checkEnum(const std::string& at, const std::set<std::string>& values) {
        std::set<std::string> expansions(kinds_.expansions.begin(), kinds_.expansions.end());
        // A list is told by a name only one vocabulary has: "river" is an expansion's name and
        // a feature kind's.
        const auto any = [&](const auto& of, const auto& other) {
            return std::any_of(values.begin(), values.end(), [&](const std::string& v) {
                return of.contains(v) && !other.contains(v);
            });
        };
        if (any(names_, expansions))
            compare(at, values, names_, "the feature kinds (FeatureKindRow::name)");
        // A part named by its kind alone ("cloister") is a kind's name as well.
        if (std::any_of(values.begin(), values.end(), [&](const std::string& v) {
                return parts_.contains(v) && !names_.contains(v);
            }))
            problem(at, "a list of feature parts this test does not check");
        if (any(expansions, names_)) {
            // With the base game, or only those a record adds.
            if (!values.contains(kinds_.baseName)) expansions.erase(kinds_.baseName);
            compare(at, values, expansions, "the expansions (ExpansionRow::name)");
        }
    }

    void checkPattern(const std::string& owner, const std::string& at, const std::string& pattern) {
        if (endsWith(owner, "/edges")) return checkEdgePattern(at, pattern);
        const std::regex re(pattern, std::regex::ECMAScript);
        const bool locates = std::any_of(parts_.begin(), parts_.end(), [&](const std::string& p) {
            return std::regex_search(p, re);
        });
        const bool namesKind = std::any_of(names_.begin(), names_.end(), [&](const std::string& n) {
            return pattern.find(n) != std::string::npos;
        });
        if (locates && namesKind)
            checkLocationPattern(at, pattern);
        else if (namesKind)
            problem(at,
                    "a pattern naming a feature kind where this test does not look: " + pattern);
    }

    // Then every enum, const, pattern and follower-keyed object, wherever it is.
    void everywhere(const json& node, const std::string& at) {
        if (node.is_array()) {
            for (std::size_t i = 0; i < node.size(); ++i)
                everywhere(node[i], at + "/" + std::to_string(i));
            return;
        }
        if (!node.is_object()) return;
        for (const auto& item : node.items()) {
            // Named, not a structured binding: clang 14 (the fuzz and asan builds) cannot
            // capture a binding in the lambda below.
            const std::string& key = item.key();
            const json& value = item.value();
            const std::string here = at + "/" + escapedKey(key);
            if (checked_.contains(here)) continue;
            if (key == "enum" && value.is_array()) {
                checkEnum(here, strings(value));
            } else if (key == "const" && value.is_string()) {
                const std::string v = value.get<std::string>();
                if (names_.contains(v) || parts_.contains(v))
                    problem(here,
                            "a feature kind or part ('" + v + "') where this test does not look");
            } else if (key == "pattern" && value.is_string()) {
                checkPattern(at, here, value.get<std::string>());
            } else if (key == "properties" && value.is_object() &&
                       std::any_of(
                           kinds_.followers.begin(), kinds_.followers.end(),
                           [&](const Kinds::Follower& f) { return value.contains(f.name); })) {
                checkFollowerKeys(at, node);
            }
            everywhere(value, here);
        }
    }
};

// Every schema's problems against the kinds.
std::vector<std::string> problemsOf(const Kinds& kinds) {
    std::vector<std::string> out;
    for (const auto& file : schemaFiles()) {
        const json schema = loadSchema(file);
        for (std::string& p : Checker(file.filename().string(), schema, kinds).problems())
            out.push_back(std::move(p));
    }
    return out;
}

bool anyNames(const std::vector<std::string>& problems, const std::string& part) {
    return std::any_of(problems.begin(), problems.end(),
                       [&](const std::string& p) { return p.find(part) != std::string::npos; });
}

} // namespace

TEST_CASE("every schema spells the kinds as their rows do") {
    REQUIRE(schemaFiles().size() >= 6);
    for (const std::string& p : problemsOf(kindsOfRows()))
        FAIL_CHECK(p);
}

TEST_CASE("the rows' part texts are those parseFeaturePart reads") {
    std::set<std::string> valid;
    for (const Kinds::Feature& f : kindsOfRows().features)
        valid.merge(partsOf(f));
    for (const FeatureKindRow& row : kFeatureKindRows)
        for (const char* where : {"", "N", "NL", "I", "X"}) {
            const std::string text =
                *where ? std::string(row.name) + " " + where : std::string(row.name);
            INFO(text);
            CHECK(parseFeaturePart(text).ok() == valid.contains(text));
        }
}

// What a new module will ask (a follower kind of an expansion played by default, a feature
// kind located by nothing, a kind located by sides after the River's): with a feature kind, an
// edge kind, a follower kind and an expansion more than the schemas know, the check names each
// place.
TEST_CASE("a kind the schemas lack fails, naming each place") {
    Kinds kinds = kindsOfRows();
    kinds.features.push_back({"tower", PartLocation::None, 0});
    kinds.features.push_back({"canal", PartLocation::Side, 0});
    kinds.edgeLetters += 'K';
    kinds.followers.push_back({"pig", true, 1});
    kinds.expansions.emplace_back("traders");
    kinds.actions.emplace_back("bribe");
    const std::vector<std::string> problems = problemsOf(kinds);
    for (const char* place :
         {"scenario.schema.json /definitions/location/pattern: the pattern "
          "^((road|city|river) [NESW]|field (NL|NR|EL|ER|SL|SR|WL|WR|I)|cloister|garden)$ refuses "
          "'tower'",
          "game-log.schema.json /definitions/location/pattern: the pattern",
          "engine-protocol.schema.json /definitions/location/pattern: the pattern",
          "refuses 'canal N'",
          "engine-protocol.schema.json /definitions/featureKind/enum: the feature kinds "
          "(FeatureKindRow::name) lacks 'tower'",
          "scenario.schema.json /definitions/scoreEvent/properties/feature/enum",
          "game-log.schema.json /definitions/scoreEvent/properties/feature/enum",
          "scenario.schema.json /definitions/scoreEvent/allOf: the score event's branches by "
          "feature kind lacks 'canal'",
          "tiles.schema.json /definitions/feature/oneOf: the tile features' definitions by kind "
          "lacks 'tower'",
          "tiles.schema.json /definitions/tile/properties/edges/pattern: the pattern ^[CRFI]{4}$ "
          "refuses 'KKKK'",
          "scenario.schema.json /definitions/follower/properties: a follower's flags "
          "(FollowerKindRow::flagged) lacks 'pig'",
          "legal-explain.schema.json /definitions/follower/required: lacks 'pig'",
          "scenario.schema.json /definitions/supply/additionalProperties/properties: a supply's "
          "follower kinds (FollowerKindRow::name) lacks 'pig'",
          "engine-protocol.schema.json /definitions/request/oneOf/2/properties/supply/items/"
          "properties: a supply's follower kinds",
          "tiles.schema.json /definitions/tile/properties/expansion/enum: the expansions "
          "(ExpansionRow::name) lacks 'traders'",
          "tiles.schema.json /properties/expansions/items/enum: the expansions",
          "scenario.schema.json /definitions/action/oneOf: the actions (draw and "
          "MoveKindRow::scenarioAction) lacks 'bribe'",
          "scenario.schema.json /definitions/action/properties: the actions lack 'bribe'"}) {
        INFO(place);
        CHECK(anyNames(problems, place));
    }
}

// The check fails on a schema that drops what the rows hold, too.
TEST_CASE("a schema that lags behind the rows fails, naming the place") {
    const std::filesystem::path dir(ORACLE_SCHEMA_DIR);
    auto problemsAfter = [&](const char* file, auto change) {
        json s = loadSchema(dir / file);
        change(s);
        return Checker(file, s, kindsOfRows()).problems();
    };
    CHECK(anyNames(problemsAfter("scenario.schema.json",
                                 [](json& s) {
                                     s["definitions"]["scoreEvent"]["allOf"][3]["then"]
                                      ["properties"]["on"]["pattern"] = "^field ";
                                 }),
                   "scenario.schema.json /definitions/scoreEvent/allOf/3/then/properties/on/"
                   "pattern: the pattern ^field  refuses 'city N' for a field's event"));
    CHECK(anyNames(
        problemsAfter("tiles.schema.json",
                      [](json& s) { s["definitions"]["road"]["properties"].erase("inn"); }),
        "tiles.schema.json /definitions/road/properties: the keys of a road "
        "(FeatureKindRow::marks) lacks 'inn'"));
    CHECK(anyNames(
        problemsAfter("tiles.schema.json",
                      [](json& s) {
                          s["definitions"]["field"]["properties"]["parts"]["items"]["enum"].erase(
                              8);
                      }),
        "the parts of a field lacks 'field I'"));
    CHECK(anyNames(problemsAfter("scenario.schema.json",
                                 [](json& s) {
                                     s["definitions"]["supply"]["additionalProperties"]
                                      ["properties"]["normal"]["maximum"] = 7;
                                 }),
                   "/properties/normal/maximum: expected 8 (FollowerKindRow::most)"));
    CHECK(anyNames(problemsAfter("tiles.schema.json",
                                 [](json& s) {
                                     s["definitions"]["extra"] = {{"enum", {"road N", "city S"}}};
                                 }),
                   "tiles.schema.json /definitions/extra/enum: a list of feature parts this "
                   "test does not check"));
    CHECK(anyNames(
        problemsAfter("scenario.schema.json",
                      [](json& s) { s["definitions"]["action"]["properties"].erase("discard"); }),
        "scenario.schema.json /definitions/action/properties: the actions lack "
        "'discard'"));
}

// A move kind of the follower step that carries a feature alone (the abbot's recall) is listed in
// the legal answers under its wire word (codec::legalMovesJson): the protocol's `query legal` and
// `legal --format json` name the key.
TEST_CASE("the legal answers list the follower step's feature moves by their wire word") {
    const std::filesystem::path dir(ORACLE_SCHEMA_DIR);
    const json protocol = loadSchema(dir / "engine-protocol.schema.json");
    const json legal = loadSchema(dir / "legal-explain.schema.json");
    int kinds = 0;
    for (const MoveKindRow& row : kMoveKindRows) {
        if (row.step != Phase::Follower || row.operands != kFeatureOperand) continue;
        ++kinds;
        const std::string key(row.wire);
        INFO(key);
        CHECK(protocol.at(json::json_pointer("/definitions/answers/properties/legal/properties"))
                  .contains(key));
        CHECK(legal.at(json::json_pointer("/definitions/legal/properties")).contains(key));
    }
    CHECK(kinds >= 1); // the recall
}
