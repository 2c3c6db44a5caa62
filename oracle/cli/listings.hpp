#pragma once
// The `editions`, `tiles` and `rulings` listings: what the rules model knows, for people.

#include "rules/edition.hpp"

#include <iosfwd>
#include <optional>

namespace carcassonne::cli {

void printEditions(std::ostream& out);
void printTiles(std::ostream& out, Edition edition, const ExpansionSet& expansions);
void printRulings(std::ostream& out);
void printErrorCodes(std::ostream& out);

} // namespace carcassonne::cli
