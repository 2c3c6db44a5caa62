#pragma once
// Lists written as text, the one way: "a, b, c". Every message, report and picture that lists
// things joins them here, so that no list is written by hand with its separator before all but
// the first item (tests/layering/check_one_place.py refuses a hand-written one).

#include <concepts>
#include <functional>
#include <ranges>
#include <string>
#include <string_view>
#include <utility>

namespace carcassonne::formats {

// `items` with `separator` between them; each item as `text(item)`, or as itself: text (a
// string, a string_view, a C string; a number is no text, so it does not append a character).
template <std::ranges::input_range Items, typename Text>
requires std::convertible_to<std::invoke_result_t<Text&, std::ranges::range_reference_t<Items>>,
                             std::string_view>
    std::string join(Items&& items, std::string_view separator, Text&& text) {
    std::string out;
    bool first = true;
    for (auto&& item : items) {
        if (!first) out += separator;
        first = false;
        out += std::string_view(std::invoke(text, std::forward<decltype(item)>(item)));
    }
    return out;
}

template <std::ranges::input_range Items>
std::string join(Items&& items, std::string_view separator) {
    return join(std::forward<Items>(items), separator,
                [](auto&& item) -> decltype(auto) { return std::forward<decltype(item)>(item); });
}

} // namespace carcassonne::formats
