#include "vocabulary.hpp"

namespace carcassonne {

std::string orList(const std::vector<std::string>& names) {
    std::string out;
    for (std::size_t i = 0; i < names.size(); ++i)
        out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return out;
}

// The enums' printing, as declared next to each enum, read from the one table in vocabulary.hpp.
std::vector<std::string> withFollowerFlags(std::vector<std::string> keys) {
    for (const auto& row : Vocabulary<FollowerKind>::rows)
        if (flagged(row.value)) keys.emplace_back(row.name);
    return keys;
}

std::string followerWords(FollowerKind kind) {
    return flagged(kind) ? std::string(nameOf(kind)) + " follower" : "follower";
}

std::string withArticle(const std::string& words) {
    const bool vowel =
        !words.empty() && std::string_view("aeiou").find(words.front()) != std::string_view::npos;
    return (vowel ? "an " : "a ") + words;
}

std::string aFollower(FollowerKind kind) {
    return withArticle(followerWords(kind));
}

std::string followerNote(FollowerKind kind) {
    return flagged(kind) ? " (" + std::string(nameOf(kind)) + ")" : "";
}

std::string_view toString(Phase phase) {
    return nameOf(phase);
}
std::string_view toString(FollowerKind kind) {
    return nameOf(kind);
}
std::string_view toString(MagicFigure figure) {
    return nameOf(figure);
}
std::string_view toString(FeatureKind kind) {
    return nameOf(kind);
}
std::string_view toString(Expansion expansion) {
    return nameOf(expansion);
}
std::string_view toString(ModifierKind kind) {
    return nameOf(kind);
}

} // namespace carcassonne
