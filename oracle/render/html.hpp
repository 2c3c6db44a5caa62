#pragma once
// The pieces of the rulings book's HTML: escaping and the page frame with its inline style sheet
// (the book is read offline: no external style sheets, scripts or fonts).

#include <string>
#include <string_view>

namespace carcassonne::render {

// Escapes &, <, >, " and ' for text and attribute values (HTML and SVG alike), as
// formats::xmlText: control characters XML forbids become U+FFFD, line breaks stay.
std::string escape(std::string_view text);

// A complete page: doctype, title, style sheet, the navigation bar and the body given.
std::string htmlPage(const std::string& title, const std::string& body);

// A PASS / FAIL / ERROR... badge, coloured by outcome.
std::string outcomeBadge(std::string_view outcome);

} // namespace carcassonne::render
