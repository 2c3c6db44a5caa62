#include "github_escape.hpp"

#include "visible_text.hpp"

namespace carcassonne::formats {

namespace {
// `text` with each of `special` percent-encoded (`codes`, in order), the rest visibleText.
std::string encoded(std::string_view text, std::string_view special,
                    const std::string_view codes[]) {
    std::string out;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        const auto at = i < text.size() ? special.find(text[i]) : std::string_view::npos;
        if (i < text.size() && at == std::string_view::npos) continue;
        out += visibleText(text.substr(start, i - start)); // other control characters, bad bytes
        if (i < text.size()) out += codes[at];
        start = i + 1;
    }
    return out;
}
} // namespace

std::string githubData(std::string_view text) {
    static constexpr std::string_view kCodes[] = {"%25", "%0D", "%0A"};
    return encoded(text, "%\r\n", kCodes);
}

std::string githubProperty(std::string_view text) {
    static constexpr std::string_view kCodes[] = {"%25", "%0D", "%0A", "%3A", "%2C"};
    return encoded(text, "%\r\n:,", kCodes);
}

} // namespace carcassonne::formats
