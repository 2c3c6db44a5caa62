#pragma once
// A rule's verdict on a move: none (legal) or why not. One function per rule says it, for both
// its callers: play() asks why (the code and the sentence), the legal-move generator only whether
// (the code; the sentence, which costs more than the check, is never built).

#include "result.hpp"

#include <optional>
#include <string>

namespace carcassonne::rules {

enum class Ask : std::uint8_t { Whether, Why };

using Refusal = std::optional<Error>;

// The sentence of a refusal, built out of line: the rules' checks stay small enough to inline
// into the generators, which never build one.
template <typename Text>
[[gnu::noinline, gnu::cold]] Error explained(ErrorCode code, const Text& text) {
    return Error{code, std::string(text())};
}

// A refusal with its sentence built only when asked why: `text()` returns it.
template <typename Text>
Refusal refuse(Ask ask, ErrorCode code, const Text& text) {
    if (ask == Ask::Whether) return Error{code, std::string()};
    return explained(code, text);
}

} // namespace carcassonne::rules
