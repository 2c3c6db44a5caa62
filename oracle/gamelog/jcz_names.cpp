#include "jcz_names.hpp"

#include "formats/join.hpp"

#include <cctype>

namespace carcassonne::gamelog {

namespace {

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string capitalised(std::string_view text) {
    std::string out(text);
    if (!out.empty()) out[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[0])));
    return out;
}

} // namespace

const FeatureKindRow* featureKindOfJczName(std::string_view name) {
    for (const FeatureKindRow& row : kFeatureKindRows)
        if (row.jczName == name || capitalised(row.name) == name) return &row;
    return nullptr;
}

std::string jczWord(FeatureKind kind) {
    return lower(rowOf(kind).jczName);
}

std::optional<FeatureKind> featureKindOfJczWord(std::string_view word) {
    for (const FeatureKindRow& row : kFeatureKindRows)
        if (jczWord(row.kind) == word || row.name == word ||
            (!row.jczFormerWord.empty() && row.jczFormerWord == word))
            return row.kind;
    return std::nullopt;
}

std::string jczFeatureNames() {
    std::vector<std::string> names;
    for (const FeatureKindRow& row : kFeatureKindRows)
        names.emplace_back(row.jczName);
    return orList(names);
}

std::vector<std::string> jczFeatureWords() {
    std::vector<std::string> words;
    for (const FeatureKindRow& row : kFeatureKindRows)
        words.push_back(jczWord(row.kind));
    return words;
}

const FollowerKindRow* followerKindOfJczMeeple(std::string_view type) {
    for (const FollowerKindRow& row : kFollowerKindRows)
        if (row.jczMeeple == type) return &row;
    return nullptr;
}

std::string jczMeepleIds() {
    std::vector<std::string> ids;
    for (const FollowerKindRow& row : kFollowerKindRows)
        ids.push_back("\"<seat>." + std::string(row.jczMeeple) + ".<n>\"");
    return orList(ids);
}

const ExpansionRow* expansionOfJczSet(std::string_view set) {
    for (const ExpansionRow& row : kExpansionRows)
        if (!row.jczSet.empty() && row.jczSet == set) return &row;
    return nullptr;
}

std::string jczSetNames() {
    std::vector<std::string> sets;
    for (const ExpansionRow& row : kExpansionRows)
        if (!row.jczSet.empty()) sets.emplace_back(row.jczSet);
    return formats::join(sets, ", ");
}

} // namespace carcassonne::gamelog
