#include "yaml_text.hpp"

#include "utf8_text.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace carcassonne::formats {

namespace {
bool wordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '/' ||
           c == '+' || c == '-';
}

// Words YAML 1.2 or 1.1 readers turn into booleans or null (a switch's value `on` is quoted the
// way docs/scenarios.md writes it; a player called `No` stays a name to every reader).
bool reserved(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    constexpr std::array<std::string_view, 10> words{"true", "false", "null", "yes", "no",
                                                     "on",   "off",   "y",    "n",   "none"};
    return std::find(words.begin(), words.end(), text) != words.end();
}
} // namespace

std::string yamlQuoted(const std::string& text) {
    const std::string json =
        nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    // JSON escapes C0 only; YAML has no raw DEL, C1 character (NEL aside), U+FFFE or U+FFFF
    // either (the loader refuses them), so those are escaped too, as \uXXXX.
    std::string out;
    out.reserve(json.size());
    for (std::size_t i = 0; i < json.size();) {
        const std::size_t length = utf8Length(json, i);
        const char32_t c = length ? utf8CodePoint(json, i, length) : 0;
        if (length &&
            (c == 0x7F || (c >= 0x80 && c <= 0x9F && c != 0x85) || c == 0xFFFE || c == 0xFFFF)) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\u";
            for (int shift = 12; shift >= 0; shift -= 4)
                out += kHex[(c >> shift) & 0xF];
        } else {
            out.append(json, i, length ? length : 1);
        }
        i += length ? length : 1;
    }
    return out;
}

std::string yamlScalar(const std::string& text) {
    // Bare: starts with a letter, words of safe characters separated by single spaces.
    bool bare = !text.empty() && std::isalpha(static_cast<unsigned char>(text.front())) &&
                text.back() != ' ' && !reserved(text);
    for (std::size_t i = 0; bare && i < text.size(); ++i)
        bare = wordChar(text[i]) || (text[i] == ' ' && text[i + 1] != ' ');
    return bare ? text : yamlQuoted(text);
}

std::string yamlCommentText(const std::string& text) {
    std::string out = nlohmann::json::parse(yamlQuoted(text)).get<std::string>();
    std::replace_if(
        out.begin(), out.end(), [](unsigned char c) { return c < 0x20 || c == 0x7F; }, ' ');
    return out;
}

} // namespace carcassonne::formats
