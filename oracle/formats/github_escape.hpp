#pragma once
// GitHub Actions workflow commands (`::error file=...,line=...::message`): the runner splits a
// command at its delimiters, so the values must not contain them.
// https://docs.github.com/actions/reference/workflow-commands-for-github-actions

#include <string>
#include <string_view>

namespace carcassonne::formats {

// The message of a command: `%`, CR and LF are percent-encoded, other control characters shown
// and bytes that are not UTF-8 shown as `\xNN` (formats/visible_text.hpp).
std::string githubData(std::string_view text);

// A property value: as the message, and `:` and `,` too, since they delimit the properties.
std::string githubProperty(std::string_view text);

} // namespace carcassonne::formats
