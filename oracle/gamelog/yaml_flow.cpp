#include "yaml_flow.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace carcassonne::gamelog {

namespace {
bool wordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '/' ||
           c == '+' || c == '-';
}

// Words YAML 1.2 readers turn into booleans or null; with `strict`, YAML 1.1's too (values such
// as a switch's `on` are quoted the way the README writes them; keys such as `on:` stay bare).
bool reserved(std::string text, bool strict) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    constexpr std::array<std::string_view, 10> words{"true", "false", "null", "yes", "no",
                                                     "on",   "off",   "y",    "n",   "none"};
    const auto end = strict ? words.end() : words.begin() + 3;
    return std::find(words.begin(), end, text) != end;
}

std::string scalar(const std::string& text, bool strict) {
    // Bare: starts with a letter, words of safe characters separated by single spaces.
    bool bare = !text.empty() && std::isalpha(static_cast<unsigned char>(text.front())) &&
                text.back() != ' ' && !reserved(text, strict);
    for (std::size_t i = 0; bare && i < text.size(); ++i)
        bare = wordChar(text[i]) || (text[i] == ' ' && text[i + 1] != ' ');
    return bare ? text : yamlQuoted(text);
}

// A mapping key: YAML 1.1's booleans stay bare (`on:` is the key "on" to every reader we use).
std::string yamlKey(const std::string& text) {
    return scalar(text, false);
}
} // namespace

std::string yamlQuoted(const std::string& text) {
    return ordered_json(text).dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

std::string yamlScalar(const std::string& text) {
    return scalar(text, true);
}

std::string yamlFlow(const ordered_json& value) {
    if (value.is_string()) return yamlScalar(value.get<std::string>());
    if (value.is_object()) {
        std::string out = "{";
        bool first = true;
        for (const auto& [key, v] : value.items()) {
            out += (first ? "" : ", ") + yamlKey(key) + ": " + yamlFlow(v);
            first = false;
        }
        return out + "}";
    }
    if (value.is_array()) {
        std::string out = "[";
        for (std::size_t i = 0; i < value.size(); ++i)
            out += (i ? ", " : "") + yamlFlow(value[i]);
        return out + "]";
    }
    return value.dump();
}

} // namespace carcassonne::gamelog
